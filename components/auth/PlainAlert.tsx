import type { ReactNode } from 'react';
import styles from './plain-form.module.css';

interface Props {
  /** error: a failure, announced at once (role alert); info and warning: a note on the page (role status). */
  severity?: 'error' | 'info' | 'warning';
  title?: string;
  children: ReactNode;
}

/** MUI's standard Alert in plain HTML, for the auth forms that ship no MUI. */
export function PlainAlert({ severity = 'error', title, children }: Props) {
  const className = severity === 'error' ? styles.alert : `${styles.alert} ${styles.banner} ${styles[severity]}`;
  return (
    <div role={severity === 'error' ? 'alert' : 'status'} className={className}>
      {title && <div className={styles.alertTitle}>{title}</div>}
      {children}
    </div>
  );
}
