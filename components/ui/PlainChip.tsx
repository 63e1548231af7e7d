import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './plain-chip.module.css';

export interface PlainChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  label: ReactNode;
  /** The theme's palette colour, as MUI's Chip `color`. */
  color?: 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
  variant?: 'filled' | 'outlined';
  /** MUI's sizes: small (24px, the default here) or medium (32px). */
  size?: 'small' | 'medium';
  /** A decorative Material icon's path (PlainIcon), before the label. */
  icon?: string;
}

/**
 * A status drawn as MUI's small Chip (24px pill, filled or outlined, an optional icon in the
 * chip's colour) in plain elements on the theme's CSS variables. Not interactive: no role, its
 * text is read where it stands. Why: MUI's Chip (with ButtonBase's code for clickable chips) is
 * about 3 KB gzip on the first load of a report that only flags a row (issue 11).
 */
export function PlainChip({
  label,
  color = 'default',
  variant = 'filled',
  size = 'small',
  icon,
  className,
  ...rest
}: PlainChipProps) {
  return (
    <span
      className={classNames(styles.chip, styles[variant], styles[color], size === 'medium' && styles.medium, className)}
      {...rest}
    >
      {icon && (
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d={icon} />
        </svg>
      )}
      <span className={styles.label}>{label}</span>
    </span>
  );
}
