import type { DriverReport } from '@/lib/contract';
import { ROW_ID } from '../report-row-id';
import type { ReportTableModel } from '../report-table';

/** The texts the tables need: next-intl's `t` of `reports.drivers`, and the payment modes' names. */
export interface DriverTexts {
  t: (key: string, values?: Record<string, string | number>) => string;
  paymentMode: (mode: string) => string;
}

export interface DriverTables {
  /** One row per driver, closing with the location's totals. */
  summary: ReportTableModel;
  /** Each driver's deliveries by driver id: the rows that open under the driver. */
  deliveries: Map<string, ReportTableModel>;
}

/**
 * Every table of the in-house driver report, from the reply: the page renders them and the CSV
 * export writes them (each driver's deliveries too, opened or not on screen).
 */
export function driverTables(r: DriverReport, { t, paymentMode }: DriverTexts): DriverTables {
  const amounts = {
    delivery_fees: { key: 'delivery_fees', label: t('columns.deliveryFees'), kind: 'money' },
    tips: { key: 'tips', label: t('columns.tips'), kind: 'money' },
    cash_collected: { key: 'cash_collected', label: t('columns.cashCollected'), kind: 'money' },
    cash_owed: { key: 'cash_owed', label: t('columns.cashOwed'), kind: 'money' },
  } as const;
  const totalsOf = (x: DriverReport['totals']) => ({
    deliveries: x.deliveries,
    delivery_fees: x.delivery_fees,
    tips: x.tips,
    cash_collected: x.cash_collected,
    cash_owed: x.cash_owed,
    card_collected: x.card_collected,
    card_tips: x.card_tips,
  });

  return {
    summary: {
      id: 'driver-summary',
      title: t('sections.drivers'),
      columns: [
        { key: 'driver', label: t('columns.driver'), kind: 'text' },
        { key: 'deliveries', label: t('columns.deliveries'), kind: 'count' },
        amounts.delivery_fees,
        amounts.tips,
        amounts.cash_collected,
        amounts.cash_owed,
        { key: 'card_collected', label: t('columns.cardCollected'), kind: 'money' },
        { key: 'card_tips', label: t('columns.cardTips'), kind: 'money' },
      ],
      rows: r.drivers.map((d) => ({ [ROW_ID]: d.staff_id, driver: d.name, ...totalsOf(d) })),
      total: { driver: t('total'), ...totalsOf(r.totals) },
    },
    deliveries: new Map(
      r.drivers.map((d) => [
        d.staff_id,
        {
          id: `driver-deliveries-${d.staff_id}`,
          title: t('sections.deliveriesOf', { name: d.name }),
          columns: [
            { key: 'order', label: t('columns.order'), kind: 'text' },
            { key: 'date', label: t('columns.day'), kind: 'day' },
            { key: 'customer', label: t('columns.customer'), kind: 'text' },
            { key: 'payment', label: t('columns.payment'), kind: 'text' },
            { key: 'total', label: t('columns.orderTotal'), kind: 'money' },
            { ...amounts.delivery_fees, key: 'delivery_fee', label: t('columns.deliveryFee') },
            { ...amounts.tips, key: 'tip', label: t('columns.tip') },
            amounts.cash_collected,
            amounts.cash_owed,
          ],
          rows: d.orders.map((o) => ({
            [ROW_ID]: o.order_id,
            order: o.order_number,
            date: o.date,
            customer: o.customer_name,
            payment: paymentMode(o.payment_mode),
            total: o.total,
            delivery_fee: o.delivery_fee,
            tip: o.tip,
            cash_collected: o.cash_collected,
            cash_owed: o.cash_owed,
          })),
          total: {
            order: t('total'),
            total: d.orders.reduce((sum, o) => sum + o.total, 0),
            delivery_fee: d.delivery_fees,
            tip: d.tips,
            cash_collected: d.cash_collected,
            cash_owed: d.cash_owed,
          },
        },
      ]),
    ),
  };
}

/** The tables in the order the CSV writes them: the drivers, then each one's deliveries. */
export const driverTablesInOrder = (tables: DriverTables): ReportTableModel[] => [
  tables.summary,
  ...tables.deliveries.values(),
];
