import type { SalesBreakdownRow, SalesFigures, SalesSummary } from '@/lib/contract';

const zero = { orders: 0, net_sales: 0, taxes: 0, tips: 0, total_collected: 0 };
const hours = (filled: Record<string, Omit<SalesBreakdownRow, 'key'>>): SalesBreakdownRow[] =>
  Array.from({ length: 24 }, (_, h) => {
    const key = String(h).padStart(2, '0');
    return { key, ...(filled[key] ?? zero) };
  });

export const FIGURES: SalesFigures = {
  orders: 4,
  gross_sales: 17200,
  refunds: 1000,
  discounts: 1320,
  net_sales: 14880,
  taxes: 2231,
  tips: 1596,
  service_fees: 198,
  delivery_fees: 798,
  total_collected: 19703,
  average_order: 3720,
  cancelled_orders: 1,
};
const PREVIOUS: SalesFigures = {
  orders: 5,
  gross_sales: 13227,
  refunds: 0,
  discounts: 0,
  net_sales: 13227,
  taxes: 1984,
  tips: 1596,
  service_fees: 198,
  delivery_fees: 0,
  total_collected: 17005,
  average_order: 2645,
  cancelled_orders: 0,
};

/** A two-day sales summary (10-11 February 2026) whose breakdowns add up to its figures. */
export function salesSummary(over: Partial<SalesSummary> = {}): SalesSummary {
  return {
    location_id: 'l1',
    timezone: 'America/Toronto',
    currency: 'CAD',
    date_range: 'custom',
    from: '2026-02-10',
    to: '2026-02-11',
    figures: FIGURES,
    previous: { from: '2026-02-08', to: '2026-02-09', figures: PREVIOUS },
    by_day: {
      unit: 'day',
      rows: [
        { key: '2026-02-10', orders: 2, net_sales: 4680, taxes: 701, tips: 480, total_collected: 6458 },
        { key: '2026-02-11', orders: 2, net_sales: 10200, taxes: 1530, tips: 1116, total_collected: 13245 },
      ],
    },
    by_hour: hours({
      '00': { orders: 1, net_sales: 1200, taxes: 180, tips: 216, total_collected: 1596 },
      '12': { orders: 1, net_sales: 2880, taxes: 431, tips: 480, total_collected: 3890 },
      '16': { orders: 1, net_sales: 9000, taxes: 1350, tips: 900, total_collected: 11649 },
      '23': { orders: 1, net_sales: 1800, taxes: 270, tips: 0, total_collected: 2568 },
    }),
    by_order_type: [
      { key: 'pickup', orders: 1, net_sales: 2880, taxes: 431, tips: 480, total_collected: 3890 },
      { key: 'delivery', orders: 1, net_sales: 1800, taxes: 270, tips: 0, total_collected: 2568 },
      { key: 'dine_in', orders: 1, net_sales: 1200, taxes: 180, tips: 216, total_collected: 1596 },
      { key: 'catering', orders: 1, net_sales: 9000, taxes: 1350, tips: 900, total_collected: 11649 },
    ],
    by_payment_mode: [
      { key: 'card_online', orders: 2, net_sales: 11880, taxes: 1781, tips: 1380, total_collected: 15539 },
      { key: 'card_pay_at_counter', orders: 1, net_sales: 1200, taxes: 180, tips: 216, total_collected: 1596 },
      { key: 'card_pay_on_delivery', ...zero },
      { key: 'cash', orders: 1, net_sales: 1800, taxes: 270, tips: 0, total_collected: 2568 },
    ],
    top_items: {
      by_quantity: [
        { name: 'Poutine', quantity: 3, sales: 3900 },
        { name: 'Platter', quantity: 1, sales: 10000 },
      ],
      by_sales: [
        { name: 'Platter', quantity: 1, sales: 10000 },
        { name: 'Poutine', quantity: 3, sales: 3900 },
      ],
      quantity: 6,
      sales: 16200,
    },
    ...over,
  };
}
