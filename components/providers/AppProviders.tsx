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

export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  useEffect(() => setClientTexts({ network: t('networkError'), invalidReply: t('invalidReply') }), [t]);
  const [queryClient] = useState(() => createQueryClient((message, variant) => notify(message, { variant })));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* The date pickers bring their own localization (PickersLocalization) when they load. */}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      <NoticeHost />
    </ThemeProvider>
  );
}
