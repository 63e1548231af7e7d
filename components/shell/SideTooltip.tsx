'use client';
import { useId, type ReactNode } from 'react';
import { useTipAnchor } from '@/components/ui/use-tip-anchor';
import styles from '@/components/ui/plain-tooltip.module.css';

interface Props {
  title: string;
  /** The entry, given the tip's id for aria-describedby while it shows (undefined otherwise). */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The sidebar's tooltip, to the right of its entry, on hover and keyboard focus; Escape hides it
 * (WCAG 1.4.13). Plain DOM and CSS instead of MUI's Tooltip, whose positioning engine (Popper)
 * every page would otherwise load for these few labels. Fixed-positioned from the entry's box so
 * the sidebar's scrolling and hidden overflow do not clip it.
 */
export function SideTooltip({ title, children }: Props) {
  const id = useId();
  const { anchor, at, show, hide } = useTipAnchor((box) => ({ top: box.top + box.height / 2, left: box.right + 8 }));

  return (
    <span
      ref={anchor}
      className={styles.blockAnchor}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children(at ? id : undefined)}
      {at && (
        <span
          role="tooltip"
          id={id}
          className={`${styles.tip} ${styles.beside}`}
          style={{ top: at.top, left: at.left }}
        >
          {title}
        </span>
      )}
    </span>
  );
}
