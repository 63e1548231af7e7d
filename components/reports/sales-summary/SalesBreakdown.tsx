'use client';
import { useId } from 'react';
import { classNames } from '@/components/ui/class-names';
import panel from '@/components/ui/plain-panel.module.css';
import { shownLazily } from '@/components/ui/shown-lazily';
import frame from '../report-frame.module.css';
import type { ReportTableModel } from '../report-table';
import { ReportTable } from '../ReportTable';
import { CHART_HEIGHT } from './chart-size';
import type { SalesChartProps } from './SalesChart';
import styles from './sales-summary.module.css';

// MUI X Charts (about 97 KB) loads and draws when its chart comes near the screen, in a box of
// the chart's final size, so nothing moves when it arrives; the table beside it already says the
// same figures. Not at once after the page (next/dynamic): on a phone the figure cards fill the
// first screen, and charts drawn during the load only lengthen it (issue 11).
const SalesChart = shownLazily(() => import('./SalesChart').then((m) => m.SalesChart), CHART_HEIGHT);

interface Props {
  /** The section's heading. */
  title: string;
  /** One table, or several under their own titles (top items by quantity and by sales). */
  tables: ReportTableModel[];
  chart: SalesChartProps;
  currency: string;
}

/** One breakdown: its heading, the chart and the table side by side (stacked when narrow). */
export function SalesBreakdown({ title, tables, chart, currency }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-report-section className={classNames(panel.outlined, frame.section)}>
      <h2 id={titleId} className={frame.sectionTitle}>
        {title}
      </h2>
      <div className={styles.breakdown}>
        <SalesChart {...chart} />
        <div className={styles.tables}>
          {tables.map((table) => (
            <ReportTable key={table.id} table={table} currency={currency} showTitle={tables.length > 1} />
          ))}
        </div>
      </div>
    </section>
  );
}
