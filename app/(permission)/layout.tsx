import { Container, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';

/** Signed in, but not yet allowed in the portal (no business): a quiet page with one way on. */
export default async function PermissionLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <Container
      component="main"
      maxWidth="sm"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'center', py: 4 }}
    >
      <Typography
        variant="h4"
        component="p"
        sx={{ color: 'secondary.main', fontWeight: 800, mb: 2, textAlign: 'center' }}
      >
        {t('productName')}
      </Typography>
      {children}
      <LanguageSwitch />
    </Container>
  );
}
