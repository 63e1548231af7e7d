import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';

/**
 * What the portal's MUI screens run in: the emotion cache for server rendering, the texts, the
 * theme, notices and React Query. Each layout that shows MUI screens brings it, not the root
 * layout, so the sign-in page (plain HTML and CSS) ships none of it.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider>
      <NextIntlClientProvider>
        <AppProviders>{children}</AppProviders>
      </NextIntlClientProvider>
    </AppRouterCacheProvider>
  );
}
