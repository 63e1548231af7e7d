import type { ReactNode } from 'react';
import surface from '@/components/ui/plain-surface.module.css';
import styles from './plain-form.module.css';

/** The card of the plain auth forms: title, optional subtitle, the form (AuthCard is its MUI twin). */
export function PlainAuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className={surface.card}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
    </section>
  );
}
