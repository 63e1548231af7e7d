import styles from './plain-icon.module.css';

/**
 * A decorative Material icon as a bare SVG path (copied from @mui/icons-material), drawn as MUI's
 * SvgIcon: the icons package brings SvgIcon and a styled component per icon to a page's first load.
 * `small` is MUI's fontSize="small"; otherwise the icon is 1em of the text around it.
 */
export function PlainIcon({ path, small = false }: { path: string; small?: boolean }) {
  return (
    <svg
      className={small ? `${styles.icon} ${styles.small}` : styles.icon}
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
