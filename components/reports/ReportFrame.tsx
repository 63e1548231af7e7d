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
 *     skeleton={<MySkeleton />}          // optional; cards and a block by default
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
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Box, Button, GlobalStyles, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DateRangeFilter, type DateRangeValue } from '@/components/ui/DateRangeFilter';
import { ListError } from '@/components/ui/ListStates';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { DayRange } from '@/lib/dates';
import { downloadText } from '@/lib/download';
import { reportPrintStyles } from './report-print';
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

/** Cards and a block: most reports open with figures, then a chart or a table. */
function DefaultSkeleton() {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={320} />
    </Stack>
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
      <Box aria-busy="true" aria-label={t('loading')}>
        {props.skeleton ?? <DefaultSkeleton />}
      </Box>
    );
  } else if (isEmpty(data)) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {props.emptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {props.emptyText}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      // The last range stays on screen, dimmed, while the next one loads.
      <Box
        aria-busy={query.isFetching}
        sx={{ opacity: query.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
      >
        {children(data)}
      </Box>
    );
  }

  return (
    <Box data-report={fileName}>
      <GlobalStyles styles={reportPrintStyles} />
      {/* Only on paper: the shell and the page header are not printed. */}
      <Box data-print-only sx={{ display: 'none', mb: 2 }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="p">
          {[
            current?.name,
            shown && (shown.from === shown.to ? dayText(shown.from) : `${dayText(shown.from)} – ${dayText(shown.to)}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Stack
        data-print-hide
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <DateRangeFilter value={range} timeZone={timeZone} onChange={onRange} maxDays={maxDays} />
          {filters}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={exportCsv}
            disabled={data === undefined || isEmpty(data)}
          >
            {t('exportCsv')}
          </Button>
          <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Stack>
      </Stack>
      {body}
    </Box>
  );
}
