import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { plainButtonClass } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { paths } from '@/lib/paths';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './getting-started.module.css';
import { onboardingIcons } from './onboarding-icons';

/** Shown once every step is done: the store is ready, the dashboard is the place to be. */
export function GettingStartedComplete() {
  const t = useTranslations('gettingStarted.complete');
  return (
    <section
      aria-labelledby="getting-started-complete"
      className={`${panel.outlined} ${styles.card} ${styles.complete}`}
    >
      <div className={styles.completeBody}>
        <span className={styles.celebration}>
          <PlainIcon path={onboardingIcons.celebration} />
        </span>
        <div>
          <h2 id="getting-started-complete" className={styles.completeTitle}>
            {t('title')}
          </h2>
          <p className={styles.completeText}>{t('body')}</p>
        </div>
      </div>
      <div className={styles.completeActions}>
        <NextLink href={paths.dashboard} className={plainButtonClass({ variant: 'contained' })}>
          {t('toDashboard')}
        </NextLink>
      </div>
    </section>
  );
}
