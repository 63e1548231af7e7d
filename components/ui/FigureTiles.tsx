import type { CSSProperties, ReactNode } from 'react';
import styles from './figure-tiles.module.css';
import { PlainSkeleton } from './PlainSkeleton';

/** How many tiles a row holds at each width (a phone shows one or two). */
export type FigureColumns = { xs: number; sm?: number; md?: number; xl?: number };

/**
 * Figures at a glance (the dashboard's, the gift cards', a report's totals): a definition list of
 * tiles, one look everywhere. The value is already formatted for the viewer; undefined while it loads.
 * Plain elements drawn as MUI's outlined Card and Typography (figure-tiles.module.css): the
 * dashboard shows them on its first load.
 */
export function FigureGrid({
  label,
  columns,
  busy = false,
  children,
  actions,
  ...rest
}: {
  label: string;
  columns: FigureColumns;
  busy?: boolean;
  children: ReactNode;
  /** What acts on the figures (an export), under them and inside the region. */
  actions?: ReactNode;
  'data-report-section'?: boolean;
}) {
  const counts = Object.fromEntries(Object.entries(columns).map(([width, n]) => [`--columns-${width}`, n]));
  return (
    // A region named by `label`: screen readers and tests find the figures by it; busy while they load.
    <section aria-label={label} aria-busy={busy} {...rest}>
      <dl className={styles.grid} style={counts as CSSProperties}>
        {children}
      </dl>
      {actions}
    </section>
  );
}

export function FigureTile({
  label,
  value,
  hint,
  highlight = false,
  figureKey,
}: {
  label: string;
  value: string | undefined;
  /** A line under the value (what the figure means). */
  hint?: string;
  /** The figure the screen is read for (what the drivers owe back): drawn out. */
  highlight?: boolean;
  /** data-figure, for tests and styles that pick one figure. */
  figureKey?: string;
}) {
  return (
    <div data-figure={figureKey} className={highlight ? `${styles.tile} ${styles.highlight}` : styles.tile}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value ?? <PlainSkeleton width="60%" />}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </div>
  );
}
