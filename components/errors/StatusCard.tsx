import { getTranslations } from 'next-intl/server';
import { ErrorCard } from './ErrorCard';
import { HomeLink } from './HomeLink';

/** The `errors` texts of each status. */
const TEXTS = { 404: 'notFound', 500: 'serverError' } as const;

/** /404 (and an unknown path inside the portal's shell) and /500. */
export async function StatusCard({ status }: { status: keyof typeof TEXTS }) {
  const t = await getTranslations('errors');
  return (
    <ErrorCard code={status} title={t(`${TEXTS[status]}.title`)} message={t(`${TEXTS[status]}.message`)}>
      <HomeLink label={t('home')} />
    </ErrorCard>
  );
}
