import { PlainAlert } from '../PlainAlert';
import styles from '../plain-alert.module.css';

/**
 * A failure no field can hold (rate limit, conflict, network), shown above the form's fields.
 * Plain elements: a form on a page's first screen does not bring MUI's Alert for it.
 */
export function FailureAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <PlainAlert severity="error" className={styles.spaced}>
      {message}
    </PlainAlert>
  );
}
