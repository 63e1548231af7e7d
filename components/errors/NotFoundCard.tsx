import { Button } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { paths } from '@/lib/paths';
import { ErrorCard } from './ErrorCard';

/** /404 and every unknown path. A plain link: a full load lets middleware pick the right home. */
export async function NotFoundCard() {
  const t = await getTranslations('errors');
  return (
    <ErrorCard code={404} title={t('notFound.title')} message={t('notFound.message')}>
      <Button variant="contained" href={paths.home}>
        {t('home')}
      </Button>
    </ErrorCard>
  );
}
