import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/PortalProviders';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { paths } from '@/lib/paths';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations();
  return (
    <PortalProviders>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <AppBar position="static" color="secondary" elevation={0}>
          <Toolbar>
            <Typography
              component="a"
              href={paths.public}
              variant="h6"
              sx={{ fontWeight: 800, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
            >
              {t('common.productName')}
            </Typography>
            <Button href={paths.login} color="inherit" variant="outlined">
              {t('public.signIn')}
            </Button>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1 }}>
          {children}
        </Box>
        <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
          <Container maxWidth="md" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <LanguageSwitch />
            <Typography variant="body2" color="text.secondary">
              {t('auth.footer.copyright', { year: new Date().getFullYear() })}
            </Typography>
          </Container>
        </Box>
      </Box>
    </PortalProviders>
  );
}
