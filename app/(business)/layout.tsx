import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PortalProviders } from '@/components/providers/PortalProviders';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';

/** Business registration: a plain bar with the product name, the form, the language switch. */
export default async function BusinessLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <PortalProviders>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <AppBar position="static" color="secondary" elevation={0}>
          <Toolbar>
            <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>
              {t('productName')}
            </Typography>
          </Toolbar>
        </AppBar>
        <Container
          component="main"
          maxWidth="md"
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', py: { xs: 2, sm: 4 } }}
        >
          {children}
          <LanguageSwitch />
        </Container>
      </Box>
    </PortalProviders>
  );
}
