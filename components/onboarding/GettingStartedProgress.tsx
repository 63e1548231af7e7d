import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './getting-started.module.css';

/** "3/7 steps completed" and a bar showing the same (MUI's determinate LinearProgress, in plain elements). */
export function GettingStartedProgress({ completed, total }: { completed: number; total: number }) {
  const t = useTranslations('gettingStarted');
  const id = useId();
  const percent = total ? Math.round((completed / total) * 100) : 0;
  return (
    <div className={styles.progress}>
      <p id={id} className={styles.progressText}>
        {t('progress', { completed, total })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className={styles.bar}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
