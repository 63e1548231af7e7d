import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface Props {
  /** The page's one h1; keep it the same text as the page's metadata title. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons of the page (create, export ...), right of the title; they wrap under it when narrow. */
  actions?: ReactNode;
}

/**
 * The head of every main-layout page. No 'use client': server pages render it directly with
 * texts from getTranslations. Plain elements (page-header.module.css): drawn with MUI's Stack,
 * Box and Typography it put their code on every page's first load.
 */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
