import { Stack, Typography } from '@mui/material';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WelcomeCard } from '@/components/dashboard/WelcomeCard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

export default async function DashboardPage() {
  const t = await getTranslations('dashboard');
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <WelcomeCard />
    </Stack>
  );
}
