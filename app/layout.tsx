import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  // SPEC §9: page titles read "product name · page".
  return { title: { template: `${t('productName')} · %s`, default: t('productName') }, description: t('tagline') };
}

/** The document only: each group layout brings the providers its screens need (PortalProviders). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>{children}</body>
    </html>
  );
}
