import { getTranslations } from 'next-intl/server';
import { LazyNotFoundScreen } from '@/components/errors/LazyNotFoundScreen';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('errors.notFound');

/**
 * Unknown paths (and pages hidden from the user) answer 404 with the /404 screen (SPEC §2);
 * free of MUI, as Next ships this boundary with every route, and loaded on demand
 * (components/errors/LazyNotFoundScreen.tsx).
 */
export default async function NotFound() {
  const [common, errors] = await Promise.all([getTranslations('common'), getTranslations('errors')]);
  return (
    <LazyNotFoundScreen
      productName={common('productName')}
      title={errors('notFound.title')}
      message={errors('notFound.message')}
      home={errors('home')}
    />
  );
}
