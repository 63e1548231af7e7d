import type { DoordashOrder, DoordashReport, Reconciliation } from '@/lib/contract';
import { ROW_ID } from '../report-row-id';
import type { ReportTableModel } from '../report-table';

/** A line's or an order's standing against the invoice; `none` when no imported invoice covers its day. */
export type InvoiceStanding = Reconciliation['lines'][number]['status'] | 'missing_in_invoice' | 'none';
type Difference = DoordashOrder['differences'][number];

/** The order every status is counted in (the invoice's summary), problems after the matches. */
export const STANDINGS = ['matched', 'differs', 'missing_in_orders', 'duplicate', 'missing_in_invoice'] as const;

/** The texts the tables need: next-intl's `t` of `reports.doordash`, and amounts as the screen writes them. */
export interface DoordashTexts {
  t: (key: string, values?: Record<string, string | number>) => string;
  money: (cents: number) => string;
}

export interface InvoiceTables {
  reconciliation: Reconciliation;
  /** How many lines (and orders missing from the file) stand each way. */
  summary: ReportTableModel;
  /** What does not add up: lines that differ, name no delivery of ours or repeat one, and our deliveries missing from it. */
  toCheck: ReportTableModel;
}

export interface DoordashTables {
  orders: ReportTableModel;
  invoices: InvoiceTables[];
}

/** The cell key of a row's standing, its raw status (kept out of the columns, so out of the CSV). */
export const STANDING = '$standing';

/**
 * Every table of the DoorDash report, from the reply: the page renders them (the standing as a
 * chip) and the CSV export writes them. Which amounts differ is a text ("Drive fee: CA$9.75 ours,
 * CA$12.75 billed"), the same on screen and in the file.
 */
export function doordashTables(r: DoordashReport, { t, money }: DoordashTexts): DoordashTables {
  const standing = (s: InvoiceStanding) => t(`status.${s}`);
  const differences = (list: readonly Difference[]) =>
    list
      .map((d) => t('differenceText', { field: t(`fields.${d.field}`), ours: money(d.ours), billed: money(d.billed) }))
      .join('; ');

  const invoice = (rec: Reconciliation): InvoiceTables => {
    const { from, to } = rec.invoice;
    const problems = rec.lines.filter((l) => l.status !== 'matched');
    return {
      reconciliation: rec,
      summary: {
        id: `doordash-invoice-summary-${rec.invoice.id}`,
        title: t('sections.invoiceSummary', { from, to }),
        columns: [
          { key: 'status', label: t('columns.status'), kind: 'text' },
          { key: 'count', label: t('columns.count'), kind: 'count' },
        ],
        rows: STANDINGS.map((s) => ({ [ROW_ID]: s, [STANDING]: s, status: standing(s), count: rec.counts[s] })),
      },
      toCheck: {
        id: `doordash-invoice-check-${rec.invoice.id}`,
        title: t('sections.toCheck', { from, to }),
        columns: [
          { key: 'line', label: t('columns.line'), kind: 'count' },
          { key: 'order', label: t('columns.order'), kind: 'text' },
          { key: 'order_value', label: t('fields.order_value'), kind: 'money' },
          { key: 'drive_fee', label: t('fields.drive_fee'), kind: 'money' },
          { key: 'dasher_tip', label: t('fields.dasher_tip'), kind: 'money' },
          { key: 'status', label: t('columns.status'), kind: 'text' },
          { key: 'differences', label: t('columns.differences'), kind: 'text' },
        ],
        rows: [
          ...problems.map((l) => ({
            [ROW_ID]: `line-${l.line}`,
            [STANDING]: l.status,
            line: l.line,
            order: l.order_number ?? l.order_ref,
            order_value: l.order_value,
            drive_fee: l.drive_fee,
            dasher_tip: l.dasher_tip,
            status: standing(l.status),
            differences: differences(l.differences),
          })),
          // Ours, on no line: what our order says DoorDash should have billed.
          ...rec.missing_in_invoice.map((o) => ({
            [ROW_ID]: `order-${o.order_id}`,
            [STANDING]: 'missing_in_invoice',
            line: null,
            order: o.order_number,
            order_value: o.order_value,
            drive_fee: o.drive_fee,
            dasher_tip: o.dasher_tip,
            status: standing('missing_in_invoice'),
            differences: '',
          })),
        ],
      },
    };
  };

  return {
    orders: {
      id: 'doordash-orders',
      title: t('sections.orders'),
      columns: [
        { key: 'order', label: t('columns.order'), kind: 'text' },
        { key: 'date', label: t('columns.day'), kind: 'day' },
        { key: 'delivery_fee', label: t('columns.deliveryFee'), kind: 'money' },
        { key: 'tip', label: t('columns.tip'), kind: 'money' },
        { key: 'doordash_fee', label: t('columns.doordashFee'), kind: 'money' },
        { key: 'dasher_tip', label: t('columns.dasherTip'), kind: 'money' },
        { key: 'difference', label: t('columns.difference'), kind: 'money' },
        { key: 'status', label: t('columns.invoice'), kind: 'text' },
        { key: 'differences', label: t('columns.differences'), kind: 'text' },
      ],
      rows: r.reports.map((o) => {
        const s: InvoiceStanding = o.invoice_status ?? 'none';
        return {
          [ROW_ID]: o.order_id,
          [STANDING]: s,
          order: o.order_number,
          date: o.date,
          delivery_fee: o.delivery_fee,
          tip: o.tip,
          doordash_fee: o.doordash_fee,
          dasher_tip: o.dasher_tip,
          difference: o.difference,
          status: standing(s),
          differences: differences(o.differences),
        };
      }),
      total: {
        order: t('total'),
        delivery_fee: r.totals.delivery_fee,
        tip: r.totals.tip,
        doordash_fee: r.totals.doordash_fee,
        dasher_tip: r.totals.dasher_tip,
        difference: r.totals.difference,
      },
    },
    invoices: r.invoices.map(invoice),
  };
}

/** The tables in the order the page shows them (and the CSV writes them). */
export const doordashTablesInOrder = (tables: DoordashTables): ReportTableModel[] => [
  tables.orders,
  ...tables.invoices.flatMap((i) => [i.summary, i.toCheck]),
];
