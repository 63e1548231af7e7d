'use client';
import type { MouseEvent, ReactNode, Ref } from 'react';
import styles from './row-frame.module.css';
import { ROW_HEIGHT } from './rows';

export type Indicator = 'before' | 'after' | undefined;

export interface RowFrameProps {
  nodeRef?: Ref<HTMLDivElement>;
  rowKey: string;
  /** Offset from the top of the list (rows are absolutely placed in the windowed list). */
  top: number;
  /** Where the drop line shows while a drag hovers this row. */
  indicator: Indicator;
  /** The row being dragged stays in place, faded, while its copy follows the pointer. */
  dragging: boolean;
  variant: 'category' | 'item';
  label: string;
  setSize?: number;
  posInSet?: number;
  /** Just created: tinted for a moment so the eye finds it. */
  highlighted?: boolean;
  /** A click on the row itself (not on one of its controls) opens it, as its Edit action does. */
  onOpen?: () => void;
  children: ReactNode;
}

/** Controls of a row keep their own click; the row's click is for the rest of it. */
const CONTROLS = 'button, input, a, [role="menuitem"], [role="menu"]';

function clickOpens(e: MouseEvent<HTMLElement>): boolean {
  const target = e.target as HTMLElement;
  // React bubbles events from portals (the actions menu, its backdrop) through the row: only
  // clicks inside the row's own DOM count.
  return e.currentTarget.contains(target) && !target.closest(CONTROLS);
}

export function RowFrame({
  nodeRef,
  rowKey,
  top,
  indicator,
  dragging,
  variant,
  label,
  setSize,
  posInSet,
  highlighted = false,
  onOpen,
  children,
}: RowFrameProps) {
  // Plain elements (row-frame.module.css): a list of 6,000 rows mounts a screenful of these, and
  // dnd-kit re-renders them during a drag.
  const className = [
    styles.row,
    styles[variant],
    onOpen && !highlighted && styles.opens,
    highlighted && styles.highlighted,
    dragging && styles.dragging,
    indicator && styles[indicator],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={nodeRef}
      role="listitem"
      data-row-key={rowKey}
      aria-label={label}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      data-highlighted={highlighted || undefined}
      onClick={onOpen && ((e: MouseEvent<HTMLElement>) => clickOpens(e) && onOpen())}
      className={className}
      style={{ top, height: ROW_HEIGHT }}
    >
      {children}
    </div>
  );
}
