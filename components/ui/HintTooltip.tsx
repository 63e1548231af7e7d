'use client';
import { useId, useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { useTipAnchor } from '@/components/ui/use-tip-anchor';
import styles from '@/components/ui/plain-tooltip.module.css';

interface Props {
  title: string;
  /** The text describes the control (aria-describedby, also while hidden) rather than only showing. */
  describeChild?: boolean;
  /** A tap shows it too (MUI's enterTouchDelay 0): for a help button that does nothing else. Hidden on blur. */
  showOnTap?: boolean;
  /** The control, given the tip's id for aria-describedby when it describes it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Room kept between a tip and the window's edges. */
const EDGE = 8;

const focusVisible = (e: FocusEvent<HTMLElement>) => {
  try {
    return e.target.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A tooltip under its control, on mouse hover and keyboard focus; Escape hides it (WCAG 1.4.13).
 * Plain DOM and CSS instead of MUI's Tooltip, whose positioning engine (Popper) the dashboard
 * would otherwise load for two labels (issue 11 item 1). As MUI's: a touch shows nothing, the
 * tip is centred under the control and kept inside the window, 14 px below it.
 */
export function HintTooltip({ title, describeChild = false, showOnTap = false, children }: Props) {
  const id = useId();
  const tip = useRef<HTMLSpanElement>(null);
  const { anchor, at, show, hide } = useTipAnchor((box) => ({
    top: box.bottom + 14,
    centre: box.left + box.width / 2,
  }));

  // Centred under the control, moved back inside the window before it is painted.
  useLayoutEffect(() => {
    const el = tip.current;
    if (!at || !el) return;
    const width = el.offsetWidth;
    el.style.left = `${Math.max(EDGE, Math.min(at.centre - width / 2, window.innerWidth - EDGE - width))}px`;
  }, [at]);

  return (
    <span
      ref={anchor}
      className={styles.inlineAnchor}
      onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
      // A lifted finger leaves at once: a tip shown by a tap stays until the control loses focus.
      onPointerLeave={(e) => (e.pointerType === 'mouse' || !showOnTap) && hide()}
      onPointerUp={(e) => showOnTap && e.pointerType !== 'mouse' && show()}
      onFocus={(e) => focusVisible(e) && show()}
      onBlur={hide}
    >
      {children(describeChild ? id : undefined)}
      {(at || describeChild) && (
        <span
          ref={tip}
          role="tooltip"
          id={id}
          hidden={!at}
          className={styles.tip}
          style={at ? { top: at.top, left: at.centre } : undefined}
        >
          {title}
        </span>
      )}
    </span>
  );
}
