/**
 * The sales summary's constants (lib/contract/sales-summary.ts has the schemas): no zod here, so the
 * report page takes its figure keys without loading zod on its first load.
 *
 * Definitions (docs/decisions.md "Sales summary figures"; the page shows each in a tooltip). The
 * orders counted are the location's orders created on the range's local days (its time zone),
 * test orders left out. "Kept" orders are those not cancelled, whatever their status (an open
 * order is a sale in progress). A cancelled order counts on the day it was placed.
 * - orders: the number of kept orders.
 * - gross_sales: Σ subtotal of every order, cancelled ones included (items and modifiers ×
 *   quantity, before discounts): what was ordered.
 * - refunds: Σ subtotal of the cancelled orders: the sales given back (their number is
 *   cancelled_orders).
 * - discounts: Σ discount of the kept orders.
 * - net_sales: gross_sales − refunds − discounts = Σ (subtotal − discount) of the kept orders.
 * - taxes, tips, service_fees, delivery_fees: Σ tax, tip, service_fee, delivery_fee of the kept orders.
 * - total_collected: Σ total of the kept orders = net_sales + taxes + tips + service_fees + delivery_fees.
 * - average_order: net_sales / orders, rounded half up to the cent (0 without orders).
 * Breakdowns count kept orders only, so each one's rows add up to orders, net_sales, taxes, tips
 * and total_collected. Top items: quantity and sales (price and modifiers × quantity, before the
 * order's discount) of the kept orders' lines, by item name; all items together make gross_sales − refunds.
 */

/** Longest range, in days (both ends included), as for the order history. */
export const SALES_SUMMARY_MAX_DAYS = 366;
/** Rows in each top-items list. */
export const TOP_ITEMS_LIMIT = 10;

/** The summary's figures in the order a statement reads them; `orders` and `cancelled_orders` are counts, the rest cents. */
export const salesFigureKeys = [
  'orders',
  'gross_sales',
  'refunds',
  'discounts',
  'net_sales',
  'taxes',
  'tips',
  'service_fees',
  'delivery_fees',
  'total_collected',
  'average_order',
  'cancelled_orders',
] as const;
export type SalesFigureKey = (typeof salesFigureKeys)[number];
export const salesCountKeys = ['orders', 'cancelled_orders'] as const satisfies readonly SalesFigureKey[];

/** What each breakdown row carries (sums of kept orders): they add up to the same figures. */
export const salesBreakdownKeys = ['orders', 'net_sales', 'taxes', 'tips', 'total_collected'] as const;
export type SalesBreakdownKey = (typeof salesBreakdownKeys)[number];
