import { classNames } from './class-names';
import styles from './plain-icon.module.css';

/**
 * A decorative Material icon as a bare SVG path (copied from @mui/icons-material), drawn as MUI's
 * SvgIcon: the icons package brings SvgIcon and a styled component per icon to a page's first load.
 * `small` is MUI's fontSize="small"; otherwise the icon is 1em of the text around it, or the size
 * the caller's `className` gives it.
 */
export function PlainIcon({ path, small = false, className }: { path: string; small?: boolean; className?: string }) {
  return (
    <svg
      className={classNames(styles.icon, small && styles.small, className)}
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
