'use client';
// Before any schema parses: the CSP refuses eval (lib/zod-config).
import '@/lib/zod-config';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { setClientTexts } from '@/lib/api/api-client';
import { createQueryClient } from '@/lib/api/query-client';
import { notify } from '@/lib/notices';
import { NoticeHost } from './NoticeHost';
import { theme } from './theme';

/**
 * Whether the server has put MUI's global stylesheets (the theme's CSS variables, CssBaseline) in
 * this page's head: they stay there for the page's life, so the browser need not build them again
 * while hydrating (the theme's variables serialised and inserted on every page's load). A layout
 * first shown by a client navigation has no such styles, and builds them as before.
 */
const stylesFromServer = () =>
  typeof document !== 'undefined' && document.querySelector('style[data-emotion^="mui-global"]') !== null;

export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  useEffect(() => setClientTexts({ network: t('networkError'), invalidReply: t('invalidReply') }), [t]);
  const [queryClient] = useState(() => createQueryClient((message, variant) => notify(message, { variant })));
  const [styledByServer] = useState(stylesFromServer);
  return (
    <ThemeProvider theme={theme} disableStyleSheetGeneration={styledByServer}>
      {!styledByServer && <CssBaseline />}
      {/* The date pickers bring their own localization (PickersLocalization) when they load. */}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      <NoticeHost />
    </ThemeProvider>
  );
}
