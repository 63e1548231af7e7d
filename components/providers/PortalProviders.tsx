import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';

/**
 * What the portal's MUI screens run in: the emotion cache for server rendering, the texts, the
 * theme, notices and React Query. Each layout that shows MUI screens brings it, not the root
 * layout, so the sign-in page (plain HTML and CSS) ships none of it. `messages`: the texts sent to
 * the browser, when not all of them (the main layout sends the shell's; each page adds its own).
 */
export function PortalProviders({ children, messages }: { children: ReactNode; messages?: AbstractIntlMessages }) {
  return (
    <AppRouterCacheProvider>
      <NextIntlClientProvider messages={messages}>
        <AppProviders>{children}</AppProviders>
      </NextIntlClientProvider>
    </AppRouterCacheProvider>
  );
}
