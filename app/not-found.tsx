import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorFrame } from '@/components/errors/ErrorFrame';
import { NotFoundCard } from '@/components/errors/NotFoundCard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('errors.notFound'))('title') };
}

/** Unknown paths answer 404 with the /404 screen (SPEC §2); server-only, as Next ships it with every route. */
export default async function NotFound() {
  const t = await getTranslations('common');
  return (
    <ErrorFrame productName={t('productName')}>
      <NotFoundCard />
    </ErrorFrame>
  );
}
