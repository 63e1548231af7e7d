import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionWatcher } from '@/components/providers/SessionWatcher';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  // SPEC §9: page titles read "product name · page".
  return { title: { template: `${t('productName')} · %s`, default: t('productName') }, description: t('tagline') };
}

/** The document and the session watcher: each group layout brings the providers its screens need (PortalProviders). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        {/* Every page, the plain sign-in page too: a login or logout in another tab reloads this one. */}
        <SessionWatcher />
        {children}
      </body>
    </html>
  );
}
