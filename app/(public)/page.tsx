import { Button, Container, Stack, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/lib/paths';

/** Middleware always sends `/` somewhere (login, getting started, dashboard); this shows only if it cannot. */
export default async function HomePage() {
  const t = await getTranslations();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {t('common.productName')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2 }}>
        {t('common.tagline')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button href={paths.login} variant="contained" size="large">
          {t('public.signIn')}
        </Button>
        <Button href={paths.public} size="large">
          {t('public.learnMore')}
        </Button>
      </Stack>
    </Container>
  );
}
