import { getTranslations } from 'next-intl/server';
import { paths } from '@/lib/paths';
import { ErrorCard } from './ErrorCard';
import styles from './error-screens.module.css';

/** The `errors` texts of each status. */
const TEXTS = { 404: 'notFound', 500: 'serverError' } as const;

/** /404 (and every unknown path) and /500. A plain link: a full load lets middleware pick the right home. */
export async function StatusCard({ status }: { status: keyof typeof TEXTS }) {
  const t = await getTranslations('errors');
  return (
    <ErrorCard code={status} title={t(`${TEXTS[status]}.title`)} message={t(`${TEXTS[status]}.message`)}>
      <a href={paths.home} className={styles.primaryAction}>
        {t('home')}
      </a>
    </ErrorCard>
  );
}
