import { Container } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/public/Hero';
import { paths } from '@/lib/paths';

/** Middleware always sends `/` somewhere (login, getting started, dashboard); this shows only if it cannot. */
export default async function HomePage() {
  const t = await getTranslations();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Hero
        title={t('common.productName')}
        lead={t('common.tagline')}
        primary={{ href: paths.login, label: t('public.signIn') }}
        secondary={{ href: paths.public, label: t('public.learnMore') }}
      />
    </Container>
  );
}
