'use client';
/**
 * The frame every report page shares (sales summary, timesheets, in-house drivers, DoorDash):
 * the date range in the URL, CSV export of what is shown, a print view, and the loading,
 * error and empty states. The page's container owns the query and the content:
 *
 *   const { range, setRange } = useReportRange(timeZone, 'this_month');
 *   const report = useQuery(myReportQuery(range));
 *   <ReportFrame
 *     title={t('title')}                 // print heading and CSV heading
 *     fileName="sales-summary"           // → sales-summary-2025-02-01-to-2025-02-28.csv
 *     range={range} onRange={setRange} timeZone={timeZone}
 *     filters={<StaffPicker … />}        // optional, after the range (kept in the URL with setParam)
 *     query={report}                     // React Query result: pending, first-load error, data
 *     isEmpty={(d) => d.orders === 0}    // a loaded reply with nothing to show → the empty state
 *     emptyTitle={…} emptyText={…}
 *     csv={(d) => ({ range: d, tables: tablesOf(d) })}  // the same models the page renders
 *     skeleton={<ReportSkeleton tiles={12} />}  // optional; four tiles and a block by default
 *   >
 *     {(d) => <MyReport data={d} tables={tablesOf(d)} />}
 *   </ReportFrame>
 *
 * Props:
 * - `title`, `fileName`: the report's name (print heading, CSV first line) and the file's stem.
 * - `range`, `onRange`, `timeZone`, `maxDays`: DateRangeFilter's (the seven presets and Custom);
 *   `useReportRange` keeps them in the URL.
 * - `filters`: more controls in the toolbar (hidden when printing, like the buttons).
 * - `query`: the report's query; while another range loads the last one stays, dimmed.
 * - `isEmpty`, `emptyTitle`, `emptyText`: when and how a loaded report says there is nothing.
 * - `csv(data)`: `{ range, tables }`, tables as `ReportTableModel`s (report-table.ts): the export
 *   writes them, amounts in dollars with two decimals, days YYYY-MM-DD, `;` and decimal commas in
 *   French; `range` names the file and heads it.
 * - `skeleton`: the loading placeholder, the size of what will load.
 * - `children(data)`: the report itself.
 */
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { classNames } from '@/components/ui/class-names';
import { DateRangeFilter, type DateRangeValue } from '@/components/ui/DateRangeFilter';
import { iconPaths } from '@/components/ui/icon-paths';
import { ListError } from '@/components/ui/ListStates';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import panel from '@/components/ui/plain-panel.module.css';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { DayRange } from '@/lib/dates';
import { downloadText } from '@/lib/download';
import styles from './report-frame.module.css';
import { REPORT_PRINT_CSS } from './report-print';
import { reportCsv, reportFileName, type ReportTableModel } from './report-table';

/** What the frame reads of the report's React Query result (its data may be a part of the reply). */
export interface ReportQuery<T> {
  data: T | undefined;
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ReportFrameProps<T> {
  title: string;
  fileName: string;
  range: DateRangeValue;
  onRange: (next: DateRangeValue) => void;
  timeZone: string;
  maxDays?: number;
  filters?: ReactNode;
  query: ReportQuery<T>;
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  emptyText: string;
  csv: (data: T) => { range: DayRange; tables: ReportTableModel[] };
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Tiles and a block, the size of what loads: `tiles` of `tileHeight`, in two columns on a phone,
 * `md` from 900 px and `lg` from 1200 px, then a block of `blockHeight`. Plain elements: it is
 * what a report's first paint shows.
 */
export function ReportSkeleton({
  tiles = 4,
  tileHeight = 96,
  md = 4,
  lg,
  blockHeight = 320,
}: {
  tiles?: number;
  tileHeight?: number;
  md?: number;
  lg?: number;
  blockHeight?: number;
}) {
  const columns = { '--tiles-md': md, '--tiles-lg': lg } as CSSProperties;
  return (
    <div className={styles.skeleton}>
      <div className={styles.skeletonTiles} style={columns}>
        {Array.from({ length: tiles }, (_, i) => (
          <PlainSkeleton key={i} variant="rounded" height={tileHeight} />
        ))}
      </div>
      <PlainSkeleton variant="rounded" height={blockHeight} />
    </div>
  );
}

export function ReportFrame<T>(props: ReportFrameProps<T>) {
  const { title, fileName, range, onRange, timeZone, maxDays, filters, query, isEmpty, csv, children } = props;
  const t = useTranslations('reports.frame');
  const locale = useLocale();
  const format = useFormatter();
  const { current } = useCurrentLocation();
  const data = query.data;
  const dayText = (day: string) => format.dateTime(utcDate(day), { dateStyle: 'long', timeZone: 'UTC' });
  const shown = data === undefined ? null : csv(data).range;

  const exportCsv = () => {
    if (data === undefined) return;
    const { range: days, tables } = csv(data);
    const text = reportCsv(tables, {
      french: locale.startsWith('fr'),
      heading: [title, current?.name ?? '', days.from, days.to],
    });
    downloadText(text, reportFileName(fileName, days.from, days.to), 'text/csv;charset=utf-8');
  };

  let body: ReactNode;
  if (isFirstLoadFailure(query)) {
    body = <ListError message={`${t('loadFailed')} ${query.error.message}`} onRetry={() => void query.refetch()} />;
  } else if (data === undefined) {
    body = (
      <div aria-busy="true" aria-label={t('loading')}>
        {props.skeleton ?? <ReportSkeleton />}
      </div>
    );
  } else if (isEmpty(data)) {
    body = (
      <div className={classNames(panel.outlined, styles.empty)}>
        <h2 className={styles.emptyTitle}>{props.emptyTitle}</h2>
        <p className={styles.emptyText}>{props.emptyText}</p>
      </div>
    );
  } else {
    body = (
      // The last range stays on screen, dimmed, while the next one loads.
      <div aria-busy={query.isFetching} className={classNames(styles.shown, query.isPlaceholderData && styles.dimmed)}>
        {children(data)}
      </div>
    );
  }

  return (
    <div data-report={fileName}>
      <style>{REPORT_PRINT_CSS}</style>
      {/* Only on paper: the shell and the page header are not printed. */}
      <div data-print-only className={styles.printOnly}>
        <p className={styles.printTitle}>{title}</p>
        <p className={styles.printLine}>
          {[
            current?.name,
            shown && (shown.from === shown.to ? dayText(shown.from) : `${dayText(shown.from)} – ${dayText(shown.to)}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div data-print-hide className={styles.toolbar}>
        <div className={styles.filters}>
          <DateRangeFilter value={range} timeZone={timeZone} onChange={onRange} maxDays={maxDays} />
          {filters}
        </div>
        <div className={styles.buttons}>
          <PlainButton
            variant="outlined"
            startIcon={<PlainIcon path={iconPaths.download} />}
            onClick={exportCsv}
            disabled={data === undefined || isEmpty(data)}
          >
            {t('exportCsv')}
          </PlainButton>
          <PlainButton
            variant="outlined"
            startIcon={<PlainIcon path={iconPaths.print} />}
            onClick={() => window.print()}
          >
            {t('print')}
          </PlainButton>
        </div>
      </div>
      {body}
    </div>
  );
}
