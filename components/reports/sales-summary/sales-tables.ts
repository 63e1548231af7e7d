import type { SalesBreakdownRow, SalesItemRow, SalesSummary } from '@/lib/contract';
import { salesFigureKeys, salesCountKeys } from '@/lib/contract/plain/sales-summary';
import { ROW_KIND, type ReportColumn, type ReportTableModel } from '../report-table';
import { changeOf } from './comparison';

/** The texts the tables need (next-intl's `t` of `reports.salesSummary` and `orders`' labels). */
export interface SalesTexts {
  t: (key: string, values?: Record<string, string | number>) => string;
  orderType: (type: string) => string;
  paymentMode: (mode: string) => string;
}

export interface SalesTables {
  figures: ReportTableModel;
  /** Null for a single day: its hours are the by-hour table. */
  byDay: ReportTableModel | null;
  byHour: ReportTableModel;
  byOrderType: ReportTableModel;
  byPaymentMode: ReportTableModel;
  topByQuantity: ReportTableModel;
  topBySales: ReportTableModel;
}

const COUNTS: ReadonlySet<string> = new Set(salesCountKeys);

/**
 * Every table of the sales summary, from the reply: the page renders them and the CSV export
 * writes them, so both say the same. Breakdowns close with the reply's figures as their total
 * (they add up to them: the API's tests hold it); top items with the other items, then all.
 */
export function salesTables(s: SalesSummary, { t, orderType, paymentMode }: SalesTexts): SalesTables {
  const amounts: ReportColumn[] = [
    { key: 'orders', label: t('columns.orders'), kind: 'count' },
    { key: 'net_sales', label: t('columns.netSales'), kind: 'money' },
    { key: 'taxes', label: t('columns.taxes'), kind: 'money' },
    { key: 'tips', label: t('columns.tips'), kind: 'money' },
    { key: 'total_collected', label: t('columns.totalCollected'), kind: 'money' },
  ];
  const f = s.figures;
  const total = {
    key: t('total'),
    orders: f.orders,
    net_sales: f.net_sales,
    taxes: f.taxes,
    tips: f.tips,
    total_collected: f.total_collected,
  };
  const breakdown = (
    id: string,
    title: string,
    first: ReportColumn,
    rows: SalesBreakdownRow[],
    label: (key: string) => string,
  ): ReportTableModel => ({
    id,
    title,
    columns: [first, ...amounts],
    rows: rows.map(({ key, ...figures }) => ({ key: label(key), ...figures })),
    total,
  });
  const hour = (h: string) => `${h}:00`;
  const hourColumn: ReportColumn = { key: 'key', label: t('columns.hour'), kind: 'text' };

  const items = (id: string, title: string, list: SalesItemRow[]): ReportTableModel => {
    const shown = list.reduce((a, r) => ({ quantity: a.quantity + r.quantity, sales: a.sales + r.sales }), {
      quantity: 0,
      sales: 0,
    });
    const other = { quantity: s.top_items.quantity - shown.quantity, sales: s.top_items.sales - shown.sales };
    return {
      id,
      title,
      columns: [
        { key: 'name', label: t('columns.item'), kind: 'text' },
        { key: 'quantity', label: t('columns.quantity'), kind: 'count' },
        { key: 'sales', label: t('columns.sales'), kind: 'money' },
      ],
      rows: [
        ...list.map((r) => ({ ...r })),
        ...(other.quantity || other.sales ? [{ name: t('otherItems'), ...other }] : []),
      ],
      total: { name: t('total'), quantity: s.top_items.quantity, sales: s.top_items.sales },
    };
  };

  return {
    figures: {
      id: 'figures',
      title: t('figuresTitle'),
      columns: [
        { key: 'figure', label: t('columns.figure'), kind: 'text' },
        { key: 'current', label: t('columns.current'), kind: 'money' },
        { key: 'previous', label: t('columns.previous'), kind: 'money' },
        { key: 'change', label: t('columns.change'), kind: 'percent' },
      ],
      rows: salesFigureKeys.map((key) => ({
        figure: t(`figures.${key}`),
        current: s.figures[key],
        previous: s.previous.figures[key],
        change: changeOf(s.figures[key], s.previous.figures[key]).percent,
        ...(COUNTS.has(key) ? { [ROW_KIND]: 'count' } : {}),
      })),
    },
    byDay:
      s.by_day.unit === 'hour'
        ? null
        : breakdown(
            'by-day',
            t('sections.byDay'),
            { key: 'key', label: t('columns.day'), kind: 'day' },
            s.by_day.rows,
            (d) => d,
          ),
    byHour: breakdown('by-hour', t('sections.byHour'), hourColumn, s.by_hour, hour),
    byOrderType: breakdown(
      'by-order-type',
      t('sections.byOrderType'),
      { key: 'key', label: t('columns.orderType'), kind: 'text' },
      s.by_order_type,
      orderType,
    ),
    byPaymentMode: breakdown(
      'by-payment-mode',
      t('sections.byPaymentMode'),
      { key: 'key', label: t('columns.paymentMode'), kind: 'text' },
      s.by_payment_mode,
      paymentMode,
    ),
    topByQuantity: items('top-quantity', t('sections.topByQuantity'), s.top_items.by_quantity),
    topBySales: items('top-sales', t('sections.topBySales'), s.top_items.by_sales),
  };
}

/** The tables in the order the page shows them (and the CSV writes them). */
export const tablesInOrder = (tables: SalesTables): ReportTableModel[] =>
  [
    tables.figures,
    tables.byDay,
    tables.byHour,
    tables.byOrderType,
    tables.byPaymentMode,
    tables.topByQuantity,
    tables.topBySales,
  ].filter((table): table is ReportTableModel => table !== null);
