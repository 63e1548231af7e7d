import { getTranslations } from 'next-intl/server';
import { ErrorFrame } from '@/components/errors/ErrorFrame';
import { StatusCard } from '@/components/errors/StatusCard';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('errors.notFound');

/** Unknown paths answer 404 with the /404 screen (SPEC §2); server-only and free of MUI, as Next ships it with every route. */
export default async function NotFound() {
  const t = await getTranslations('common');
  return (
    <ErrorFrame productName={t('productName')}>
      <StatusCard status={404} />
    </ErrorFrame>
  );
}
