import { Box, Button, Card, CardContent, Container, Divider, Grid, Stack, Typography } from '@mui/material';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('public'))('title') };
}

const FEATURES = ['ordering', 'menu', 'customers', 'reports'] as const;
const TERMS = ['account', 'use', 'payments', 'changes'] as const;
const PRIVACY = ['collect', 'use', 'share', 'rights'] as const;

export default async function PublicPage() {
  const t = await getTranslations('public');
  return (
    <>
      <Box component="section" aria-labelledby="pitch-title" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="pitch-title" component="h1" variant="h3" sx={{ fontWeight: 800 }}>
            {t('pitch.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2 }}>
            {t('pitch.lead')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
            <Button href={paths.register} variant="contained" size="large">
              {t('pitch.cta')}
            </Button>
            <Button href={paths.login} size="large">
              {t('signIn')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Grid container spacing={2}>
          {FEATURES.map((f) => (
            <Grid key={f} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    {t(`features.${f}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t(`features.${f}.text`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 6 }} />
        <Box component="section" id="terms" aria-labelledby="terms-title" sx={{ scrollMarginTop: 24 }}>
          <Typography id="terms-title" component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {t('terms.title')}
          </Typography>
          {TERMS.map((k) => (
            <Typography key={k} sx={{ mb: 1.5 }}>
              {t(`terms.${k}`)}
            </Typography>
          ))}
        </Box>
        <Divider sx={{ my: 6 }} />
        <Box component="section" id="privacy" aria-labelledby="privacy-title" sx={{ scrollMarginTop: 24 }}>
          <Typography id="privacy-title" component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {t('privacy.title')}
          </Typography>
          {PRIVACY.map((k) => (
            <Typography key={k} sx={{ mb: 1.5 }}>
              {t(`privacy.${k}`)}
            </Typography>
          ))}
        </Box>
      </Container>
    </>
  );
}
