import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderType, PaymentMode } from '../../../lib/contract';
import { id, ts } from './columns';
import { businessColumn, locationColumn } from './accounts';

/** Report data: DoorDash invoices and the sales roll-ups by day, hour and item. */

/** One delivery line of an imported DoorDash invoice, amounts in cents as the file gave them. */
export interface DoordashInvoiceLine {
  /** Line of the file (1-based, the header is line 1). */
  line: number;
  /** "Your order id" as DoorDash repeats it: our order number (or the order's id). */
  order_ref: string;
  order_value: number;
  drive_fee: number;
  dasher_tip: number;
}

/**
 * DoorDash invoices imported at a location (issue 17), one per period of local days: a new import
 * of the same period replaces it, periods never overlap, so each day has at most one. The lines
 * are matched with the orders when read, so the reconciliation follows the orders as they change.
 */
export const doordashInvoices = pgTable(
  'doordash_invoices',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    fileName: text('file_name'),
    lines: jsonb('lines').$type<DoordashInvoiceLine[]>().notNull(),
    importedAt: ts('imported_at').notNull().defaultNow(),
    importedBy: text('imported_by'),
  },
  (t) => [
    uniqueIndex('doordash_invoices_period_idx').on(t.locationId, t.periodFrom, t.periodTo),
    check('doordash_invoices_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);

/**
 * The sales summary's rollups (issue 17; definitions in lib/contract/plain/sales-summary.ts): the
 * location's non-test orders summed per local day (its time zone), order type and payment mode,
 * and per local hour. Triggers on orders keep them exact in the transaction of every order write,
 * and a change of a location's time zone recounts its rows (migration 0019): derived rows, never
 * stale, no cache. A year of a busy store reads a few thousand rows instead of a million orders.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    locationId: locationColumn(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    type: text('type').$type<OrderType>().notNull(),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    // Orders not cancelled and their money, in cents.
    orders: integer('orders').notNull().default(0),
    subtotal: integer('subtotal').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    tip: integer('tip').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull().default(0),
    // Cancelled orders: their number and their subtotal (the summary's refunds).
    cancelledOrders: integer('cancelled_orders').notNull().default(0),
    cancelledSubtotal: integer('cancelled_subtotal').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localDay, t.type, t.paymentMode] })],
);

/** The same orders (not cancelled) per local hour: the hour-of-day breakdown and a single day's. */
export const salesHours = pgTable(
  'sales_hours',
  {
    locationId: locationColumn(),
    /** The local hour the orders were placed in (wall clock, no zone): a DST fall-back hour holds both. */
    localHour: timestamp('local_hour', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    subtotal: integer('subtotal').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    tip: integer('tip').notNull().default(0),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localHour] })],
);

/** Lines of the location's kept (not cancelled, not test) orders per local day and item name: the top items. */
export const salesItems = pgTable(
  'sales_items',
  {
    locationId: locationColumn(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** (price + modifiers) × quantity, before the order's discount, cents. */
    sales: integer('sales').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localDay, t.name] })],
);
