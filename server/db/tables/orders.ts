import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, OrderType, PaymentMode } from '../../../lib/contract';
import { id, ts, createdAt } from './columns';
import { businessColumn, locationColumn, staff } from './accounts';

/** Orders, the order stream's events, rate limits and the outbox. */

export interface OrderItem {
  _id?: string;
  name: string;
  quantity: number;
  /** Cents, for one unit without modifiers. */
  price: number;
  /** Cents each, per unit of the item; absent on orders stored before modifiers existed. */
  modifiers?: { name: string; price: number }[];
  notes?: string;
}

export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
  by: string | null;
}

export interface OrderDriver {
  status: 'requested' | 'cancelled';
  requested_at: string;
  name: string | null;
  /**
   * The courier network asked: DoorDash Drive, the only one the platform requests (absent on
   * requests recorded before it was kept, which were DoorDash's too).
   */
  provider?: 'doordash';
  /** DoorDash's quoted drive fee, cents (absent: the flat quote, DOORDASH_DRIVE_FEE). */
  fee?: number;
  /** The customer's tip passed through to the Dasher, cents (absent: the order's tip). */
  dasher_tip?: number;
}

/** Lifecycle order of a status, for sorting (alphabetical order would mean nothing to a merchant). */
export const orderStatusRank = (status: SQLWrapper) =>
  sql<number>`case ${status} when 'new' then 0 when 'confirmed' then 1 when 'ready_for_pickup' then 2 when 'on_delivery' then 3 when 'completed' then 4 else 5 end`;

/** Orders of a location. Money in integer cents; days are counted in the location's time zone. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    // Per business, from businesses.next_order_number; text on the wire ('1042').
    orderNumber: text('order_number').notNull(),
    type: text('type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    isTest: boolean('is_test').notNull().default(false),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    tip: integer('tip').notNull().default(0),
    total: integer('total').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    createdAt: createdAt(),
    scheduledAt: ts('scheduled_at'),
    completedAt: ts('completed_at'),
    customerEmail: text('customer_email'),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull().default('card_online'),
    address: text('address'),
    apartmentSuiteNo: text('apartment_suite_no'),
    buzzerCode: text('buzzer_code'),
    preparationTime: integer('preparation_time'),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    statusHistory: jsonb('status_history').$type<OrderStatusChange[]>().notNull().default([]),
    driver: jsonb('driver').$type<OrderDriver>(),
    // The in-house driver (a staff member) who took the order out; null when none (or DoorDash).
    // Set null when the member is removed: the order stays, its driver report line goes.
    driverStaffId: text('driver_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    // Null until someone opens or confirms the order: the board keeps ringing for it.
    seenAt: ts('seen_at'),
    // Where a delivery went ([lng, lat] as GeoJSON): the zone stats' dots and per-zone figures. Null
    // for other types and for deliveries no one placed on a map.
    deliveryLongitude: doublePrecision('delivery_longitude'),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('orders_type_check', sql`${t.type} in ('pickup', 'delivery', 'dine_in', 'catering')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('new', 'confirmed', 'ready_for_pickup', 'on_delivery', 'completed', 'cancelled')`,
    ),
    check('orders_money_check', sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.tip} >= 0 and ${t.total} >= 0`),
    // History pages in created order (the default), and their count, read from the index alone:
    // id is the sort's tie-break, status the filter of the count.
    index('orders_location_created_idx').on(t.locationId, t.createdAt, t.id, t.status),
    uniqueIndex('orders_business_number_idx').on(t.businessId, t.orderNumber),
    // Open orders of a location (dashboard, and the order board later) without a scan of history.
    index('orders_location_open_idx')
      .on(t.locationId)
      .where(sql`${t.status} in ('new', 'confirmed', 'ready_for_pickup', 'on_delivery')`),
    check('orders_fees_check', sql`${t.deliveryFee} >= 0 and ${t.serviceFee} >= 0 and ${t.discount} >= 0`),
    check(
      'orders_payment_mode_check',
      sql`${t.paymentMode} in ('card_online', 'card_pay_at_counter', 'card_pay_on_delivery', 'cash')`,
    ),
    // History sorted by total, by order number or by status: each index holds the whole sort key and
    // its tie-break, so a deep page walks the index alone (no sort of the range, no table reads).
    index('orders_location_total_idx').on(t.locationId, t.total, t.createdAt, t.id),
    index('orders_location_number_idx').on(
      t.locationId,
      sql`length(${t.orderNumber})`,
      t.orderNumber,
      t.createdAt,
      t.id,
    ),
    index('orders_location_status_idx').on(
      t.locationId,
      sql`(${orderStatusRank(t.status)})`,
      t.createdAt,
      t.id,
      t.status,
    ),
    // History search (ILIKE '%text%' on number, name and phone digits) by trigrams, not a scan of the range.
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('orders_customer_phone_trgm_idx').using('gin', sql`${t.customerPhone} gin_trgm_ops`),
    // The board's completed column: completed today, newest first.
    index('orders_location_completed_idx')
      .on(t.locationId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    // The in-house driver report: a location's deliveries by driver over a range of days.
    index('orders_location_driver_idx')
      .on(t.locationId, t.driverStaffId, t.createdAt)
      .where(sql`${t.driverStaffId} is not null`),
  ],
);

/**
 * Every order write of a location, numbered: the id is the SSE event id of GET order/stream, so a
 * reconnecting board asks for "everything after N" and misses or repeats nothing. Written in the
 * transaction of the change; a NOTIFY on ORDER_EVENTS_CHANNEL (delivered at commit) wakes streams.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'created' | 'updated'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_kind_check', sql`${t.kind} in ('created', 'updated')`),
    index('order_events_location_idx').on(t.locationId, t.id),
  ],
);

/** Fixed-window counters shared by every instance (nothing rate-limit related lives in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Mail kept instead of sent when no SMTP_URL is configured (read by GET /v1/dev/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
