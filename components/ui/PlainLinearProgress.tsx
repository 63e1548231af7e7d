import styles from './plain-linear-progress.module.css';

/**
 * MUI's indeterminate LinearProgress in plain elements (a 4 px bar running on its tint, in the
 * primary colour): the card lists show it while a page loads, on a phone's first screen.
 */
export function PlainLinearProgress({ 'aria-label': label }: { 'aria-label': string }) {
  return (
    <span role="progressbar" aria-label={label} className={styles.track}>
      <span className={styles.bar} />
    </span>
  );
}
