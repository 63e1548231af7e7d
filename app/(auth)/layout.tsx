import { Container, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { AuthBackground } from '@/components/auth/AuthBackground';
import { AuthFooter } from '@/components/auth/AuthFooter';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <>
      <AuthBackground />
      <Container
        component="main"
        maxWidth="sm"
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'center', py: 4 }}
      >
        <Typography
          variant="h4"
          component="p"
          sx={{ color: 'common.white', fontWeight: 800, mb: 2, textAlign: 'center' }}
        >
          {t('productName')}
        </Typography>
        {/* The sign-in forms read the query (next, email, Clover's ids): the boundary lets each page prerender without it. */}
        <Suspense>{children}</Suspense>
        <LanguageSwitch variant="light" />
        <AuthFooter />
      </Container>
    </>
  );
}
