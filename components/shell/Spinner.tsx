import styles from './spinner.module.css';

interface Props {
  size: number;
  /** The theme's primary colour; otherwise the current text colour. */
  primary?: boolean;
  /** Given, the spinner is a progress bar of that name; without, it is decoration. */
  label?: string;
}

/** MUI's indeterminate CircularProgress drawn with a CSS module (the shell loads no MUI for it). */
export function Spinner({ size, primary, label }: Props) {
  return (
    <span
      className={primary ? `${styles.spinner} ${styles.primary}` : styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg className={styles.svg} viewBox="22 22 44 44" width={size} height={size}>
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
