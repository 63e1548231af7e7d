import { Button } from '@mui/material';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorCard } from '@/components/errors/ErrorCard';
import { paths } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('errors.serverError'))('title') };
}

export default async function ServerErrorPage() {
  const t = await getTranslations('errors');
  return (
    <ErrorCard code={500} title={t('serverError.title')} message={t('serverError.message')}>
      <Button variant="contained" href={paths.home}>
        {t('home')}
      </Button>
    </ErrorCard>
  );
}
