import type { CSSProperties } from 'react';
import styles from './plain-skeleton.module.css';

interface Props {
  /** `text`: a line of text (the default, as MUI's); `rounded`: a box with the theme's corners. */
  variant?: 'text' | 'rounded';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  'aria-hidden'?: boolean;
}

/**
 * A loading placeholder drawn as MUI's Skeleton (same span, colour, corners and pulse), without
 * MUI's code: the board, the figure tiles and the lists show it on a page's first load.
 */
export function PlainSkeleton({ variant = 'text', width, height, ...aria }: Props) {
  return <span className={`${styles.skeleton} ${styles[variant]}`} style={{ width, height }} {...aria} />;
}
