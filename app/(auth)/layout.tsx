import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { AuthBackground } from '@/components/auth/AuthBackground';
import { AuthFooter } from '@/components/auth/AuthFooter';
import { CenteredFrame } from '@/components/ui/CenteredFrame';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <>
      <AuthBackground />
      <CenteredFrame productName={t('productName')} tone="light">
        {/* The sign-in forms read the query (next, email, Clover's ids): the boundary lets each page prerender without it. */}
        <Suspense>{children}</Suspense>
        <LanguageSwitch variant="light" />
        <AuthFooter />
      </CenteredFrame>
    </>
  );
}
