import { Stack, Typography } from '@mui/material';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GettingStartedList } from '@/components/onboarding/GettingStartedList';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('gettingStarted'))('title') };
}

export default async function GettingStartedPage() {
  const t = await getTranslations('gettingStarted');
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('subtitle')}
        </Typography>
      </div>
      <GettingStartedList />
    </Stack>
  );
}
