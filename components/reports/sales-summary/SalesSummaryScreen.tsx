'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { salesSummaryQuery } from '@/lib/api/sales-summary';
import type { SalesSummary } from '@/lib/contract';
import { ReportFrame, ReportSkeleton } from '../ReportFrame';
import type { ReportTableModel } from '../report-table';
import { useReportFormat } from '../use-report-format';
import { useReportRange } from '../use-report-range';
import { SalesBreakdown } from './SalesBreakdown';
import type { SalesChartProps } from './SalesChart';
import { SalesFigureCards } from './SalesFigureCards';
import { SALES_DEFAULT_PRESET } from './sales-range';
import styles from './sales-summary.module.css';
import { salesTables, tablesInOrder, type SalesTables, type SalesTexts } from './sales-tables';

function useSalesTexts(): SalesTexts {
  const t = useTranslations('reports.salesSummary');
  const to = useTranslations('orders');
  return useMemo(
    () => ({
      t: (key, values) => t(key, values),
      orderType: (type) => to(`type.${type}`),
      paymentMode: (mode) => to(`payment.${mode}`),
    }),
    [t, to],
  );
}

function SalesReport({ summary, tables }: { summary: SalesSummary; tables: SalesTables }) {
  const t = useTranslations('reports.salesSummary');
  const fmt = useReportFormat(summary.currency);
  const chart = (
    table: ReportTableModel,
    kind: 'bars' | 'share',
    label: (row: ReportTableModel['rows'][number]) => string,
  ): SalesChartProps => ({
    kind,
    labels: table.rows.map(label),
    values: table.rows.map((r) => Number(r.net_sales)),
    currency: summary.currency,
    series: t('columns.netSales'),
  });
  const text = (r: ReportTableModel['rows'][number]) => String(r.key);
  const section = (table: ReportTableModel, chartOf: SalesChartProps) => (
    <SalesBreakdown title={table.title} tables={[table]} chart={chartOf} currency={summary.currency} />
  );
  return (
    <div className={styles.report}>
      <SalesFigureCards summary={summary} />
      {tables.byDay &&
        section(
          tables.byDay,
          chart(tables.byDay, 'bars', (r) => fmt.day(String(r.key))),
        )}
      {section(tables.byHour, chart(tables.byHour, 'bars', text))}
      {section(tables.byOrderType, chart(tables.byOrderType, 'share', text))}
      {section(tables.byPaymentMode, chart(tables.byPaymentMode, 'share', text))}
      <SalesBreakdown
        title={t('sections.topItems')}
        tables={[tables.topByQuantity, tables.topBySales]}
        chart={{
          kind: 'ranking',
          labels: summary.top_items.by_sales.map((r) => r.name),
          values: summary.top_items.by_sales.map((r) => r.sales),
          currency: summary.currency,
          series: t('columns.sales'),
        }}
        currency={summary.currency}
      />
    </div>
  );
}

/**
 * /reports/sales_summary: the figures of the location over a range of its days (in the URL),
 * each against the period just before, then sales by day, hour, order type, payment mode and
 * item, as charts beside tables; CSV export and print from the shared report frame.
 */
export function SalesSummaryScreen() {
  const t = useTranslations('reports.salesSummary');
  const texts = useSalesTexts();
  const location = useCurrentLocation();
  const { range, setRange } = useReportRange(location.timeZone, SALES_DEFAULT_PRESET);
  // Before the account has loaded, "today" would be the browser's: wait for the location's zone.
  const summary = useQuery({ ...salesSummaryQuery(range), enabled: location.loaded });
  const shown = summary.data?.sales_summary;
  // The page and the CSV read the same tables, made once per reply.
  const tables = useMemo(() => (shown ? salesTables(shown, texts) : null), [shown, texts]);
  const tablesOf = (s: SalesSummary) => (s === shown && tables ? tables : salesTables(s, texts));

  return (
    <ReportFrame
      title={t('title')}
      fileName="sales-summary"
      range={range}
      onRange={setRange}
      timeZone={location.timeZone ?? 'UTC'}
      query={{ ...summary, data: shown }}
      isEmpty={(s) => s.figures.orders === 0 && s.figures.cancelled_orders === 0}
      emptyTitle={t('emptyTitle')}
      emptyText={t('emptyText')}
      csv={(s) => ({ range: s, tables: tablesInOrder(tablesOf(s)) })}
      // The size of what loads: twelve figure cards, then a section.
      skeleton={<ReportSkeleton tiles={12} tileHeight={118} md={3} lg={4} blockHeight={360} />}
    >
      {(s) => <SalesReport summary={s} tables={tablesOf(s)} />}
    </ReportFrame>
  );
}
