import { Box, Card, CardContent, Container, Divider, Grid, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/public/Hero';
import { TextSection } from '@/components/public/TextSection';
import { pageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';

export const generateMetadata = pageTitle('public');

const FEATURES = ['ordering', 'menu', 'customers', 'reports'] as const;
const TERMS = ['account', 'use', 'payments', 'changes'] as const;
const PRIVACY = ['collect', 'use', 'share', 'rights'] as const;

export default async function PublicPage() {
  const t = await getTranslations('public');
  return (
    <>
      <Box
        component="section"
        aria-labelledby="pitch-title"
        sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Hero
            titleId="pitch-title"
            title={t('pitch.title')}
            lead={t('pitch.lead')}
            primary={{ href: paths.register, label: t('pitch.cta') }}
            secondary={{ href: paths.login, label: t('signIn') }}
          />
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
        <TextSection id="terms" title={t('terms.title')} paragraphs={TERMS.map((k) => t(`terms.${k}`))} />
        <Divider sx={{ my: 6 }} />
        <TextSection id="privacy" title={t('privacy.title')} paragraphs={PRIVACY.map((k) => t(`privacy.${k}`))} />
      </Container>
    </>
  );
}
