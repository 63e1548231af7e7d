import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names';
import styles from './plain-button.module.css';

export interface PlainButtonLook {
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'warning' | 'error' | 'inherit';
  fullWidth?: boolean;
  size?: 'small' | 'medium' | 'large';
}

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>, PlainButtonLook {
  startIcon?: ReactNode;
  /** While its call runs (SPEC §4 busy flags): disabled, `aria-busy`, a spinner in place of the start icon. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button drawn as MUI's Button in our theme (plain-button.module.css): same variants, colours,
 * sizes and start icon, a real <button> (type="button" unless told), without MUI's code on a
 * page's first load. For controls shown at once on the heavy pages; dialogs and drawers, which
 * load when opened, keep MUI's.
 */
export function PlainButton({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  startIcon,
  busy,
  className,
  type = 'button',
  children,
  ...button
}: PlainButtonProps) {
  const icon = busy ? <PlainSpinner /> : startIcon;
  return (
    <button
      type={type}
      className={plainButtonClass({ variant, color, size, fullWidth }, className)}
      aria-busy={busy}
      {...button}
      disabled={busy || button.disabled}
    >
      {icon && <PlainStartIcon>{icon}</PlainStartIcon>}
      {children}
    </button>
  );
}

/** The start icon's place, for a link drawn with `plainButtonClass`. */
export function PlainStartIcon({ children }: { children: ReactNode }) {
  return <span className={styles.startIcon}>{children}</span>;
}

/** PlainButton's look for another element: a link drawn as a button (`<NextLink className=…>`). */
export function plainButtonClass(
  { variant = 'text', color = 'primary', size = 'medium', fullWidth = false }: PlainButtonLook,
  className?: string,
) {
  return classNames(
    styles.button,
    styles[variant],
    color === 'warning' && styles.warning,
    color === 'error' && styles.error,
    color === 'inherit' && styles.inherit,
    fullWidth && styles.fullWidth,
    size === 'small' && styles.small,
    size === 'large' && styles.large,
    className,
  );
}

export interface PlainIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button's name: an icon button has no text. */
  'aria-label': string;
  size?: 'small' | 'medium';
  ref?: Ref<HTMLButtonElement>;
}

/** MUI's IconButton in plain elements: round, the action colour, a hover tint. */
export function PlainIconButton({ size = 'medium', className, type = 'button', ...button }: PlainIconButtonProps) {
  return (
    <button
      type={type}
      className={classNames(styles.iconButton, size === 'small' && styles.small, className)}
      {...button}
    />
  );
}

/** What a button shows while it works (MUI's CircularProgress, 16 px, in the button's colour). */
export function PlainSpinner() {
  return <span className={styles.spinner} role="presentation" />;
}
