import type { ReactNode } from 'react';
import surface from '@/components/ui/plain-surface.module.css';
import styles from './error-screens.module.css';

interface Props {
  /** The HTTP status the page stands for, shown large (404, 500). */
  code: number;
  title: string;
  message: string;
  /** Buttons under the text. */
  children?: ReactNode;
}

/**
 * The card of the 404 and 500 screens. Plain HTML and CSS with no hooks, so the server pages
 * (/404, not-found, also inside the portal's shell) and the client error boundaries render the
 * very same thing, and a page's first load never carries it.
 */
export function ErrorCard({ code, title, message, children }: Props) {
  return (
    <section className={`${surface.card} ${styles.centered}`}>
      <p aria-hidden className={styles.code}>
        {code}
      </p>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
      </header>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
