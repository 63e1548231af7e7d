import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { alertIconPaths } from './icon-paths';
import { PlainIcon } from './PlainIcon';
import styles from './plain-alert.module.css';

const ICONS = alertIconPaths;

interface Props {
  severity: keyof typeof ICONS;
  /** A bold first line (MUI's AlertTitle). */
  title?: ReactNode;
  /** A button beside the text (a retry, "Update card"). */
  action?: ReactNode;
  /** `alert` (MUI's default) for what just went wrong; `status` for a standing notice. */
  role?: 'alert' | 'status';
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * MUI's standard Alert with rounded corners in plain elements (plain-alert.module.css): a page's
 * first load does not bring MUI's Alert, Paper and SvgIcon for a notice that only shows text.
 */
export function PlainAlert({ severity, title, action, role = 'alert', className, children, ...rest }: Props) {
  return (
    <div role={role} className={classNames(styles.alert, styles.rounded, styles[severity], className)} {...rest}>
      <div className={styles.icon}>
        <PlainIcon path={ICONS[severity]} />
      </div>
      <div className={styles.message}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
