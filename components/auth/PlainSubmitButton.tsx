import type { ReactNode } from 'react';
import styles from './plain-form.module.css';

/**
 * The plain auth forms' submit button: disabled and spinning while the form is sent (SPEC §4 busy
 * flags), so nothing is sent twice. `afterFields`: right under the last field, a little apart.
 */
export function PlainSubmitButton({
  busy,
  afterFields = false,
  children,
}: {
  busy: boolean;
  afterFields?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={afterFields ? `${styles.submit} ${styles.afterFields}` : styles.submit}
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <span className={styles.spinner} aria-hidden />}
      {children}
    </button>
  );
}
