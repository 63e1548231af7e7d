import { paths } from '@/lib/paths';
import styles from './error-screens.module.css';

/** The 404 and 500 cards' way out. A plain link: a full load lets middleware pick the right home. */
export function HomeLink({ label }: { label: string }) {
  return (
    <a href={paths.home} className={styles.primaryAction}>
      {label}
    </a>
  );
}
