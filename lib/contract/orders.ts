import { z } from 'zod';
import { pageQueryFields } from './paging';
import {
  orderTypes,
  orderStatuses,
  paymentModes,
  boardColumns,
  OV,
  historySorts,
  historyStatusFilters,
  HISTORY_MAX_PER_PAGE,
  orderActions,
  orderEventKinds,
  type BoardColumn,
} from './plain/orders';
import { lineText, multilineText, optionalText, V } from './rules';

export * from './plain/orders';

/**
 * Orders of one location (SPEC §3, §4, §7; issue 5). Money is integer cents; instants are ISO
 * 8601 (UTC); report days are YYYY-MM-DD in the location's time zone.
 *
 * total = subtotal − discount + tax + tip + delivery_fee + service_fee, where subtotal is the sum
 * of (item price + its modifiers' prices) × quantity and tax is on (subtotal − discount).
 */

export const orderModifierSchema = z.object({ name: z.string(), price: z.number().int() });
export const orderItemSchema = z.object({
  /** The menu item's id when the order came from the menu; absent on generated orders. */
  _id: z.string().optional(),
  name: z.string(),
  quantity: z.number().int(),
  /** Cents, one unit without modifiers. */
  price: z.number().int(),
  modifiers: z.array(orderModifierSchema),
  notes: z.string().optional(),
});

export const orderCustomerSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
/** One entry per status change, oldest first; `by` is the user's name, null for the system/customer. */
export const statusHistoryEntrySchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
  by: z.string().nullable(),
});
export const orderDriverSchema = z.object({
  status: z.enum(['requested', 'cancelled']),
  requested_at: z.string(),
  name: z.string().nullable(),
  /** The courier network asked (DoorDash Drive); absent on requests recorded before it was kept. */
  provider: z.enum(['doordash']).optional(),
  /** DoorDash's quoted drive fee and the tip passed to the Dasher, cents (lib/contract/doordash-report.ts). */
  fee: z.number().int().optional(),
  dasher_tip: z.number().int().optional(),
});

export const orderSchema = z.object({
  _id: z.string(),
  order_number: z.string(),
  location_id: z.string(),
  type: z.enum(orderTypes),
  status: z.enum(orderStatuses),
  /** The board column the order sits in now (see boardColumns), 'cancelled' when cancelled. */
  order_status: z.enum([...boardColumns, 'cancelled']),
  is_test: z.boolean(),
  /** Cents. */
  subtotal: z.number().int(),
  tax: z.number().int(),
  tip: z.number().int(),
  delivery_fee: z.number().int(),
  service_fee: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  payment_mode: z.enum(paymentModes),
  customer_name: z.string(),
  customer: orderCustomerSchema,
  items: z.array(orderItemSchema),
  address: z.string().nullable(),
  apartment_suite_no: z.string().nullable(),
  buzzer_code: z.string().nullable(),
  /** Due time of a scheduled order; null for "as soon as possible". */
  scheduled_at: z.string().nullable(),
  /** Minutes, set when the order is confirmed. */
  preparation_time: z.number().int().nullable(),
  status_history: z.array(statusHistoryEntrySchema),
  driver: orderDriverSchema.nullable(),
  /** True until someone opens (GET order/{id}) or confirms the order. */
  isNew: z.boolean(),
  seen_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Every order action answers this (`message` is a success text to show). */
export const orderReply = z.object({ order: orderSchema, message: z.string().optional() });
/** GET order/{id}: `isNew` is true on the first opening only (it marks the order seen). */
export const orderDetailReply = z.object({ order: orderSchema, isNew: z.boolean() });
export const ordersReply = z.object({ orders: z.array(orderSchema) });

/** Who orders: customers are told apart by e-mail, else phone, else name (docs/decisions.md). */
export const orderingCustomer = z.object({
  name: lineText().min(1, V.required).max(64, V.max64),
  email: lineText().max(255, V.max255).nullable().default(null),
  phone: lineText().max(32, V.phone).nullable().default(null),
});
export type OrderingCustomer = z.infer<typeof orderingCustomer>;

/** POST order/test: an optional order type (pickup by default). Emits a 'created' event. */
export const testOrderRequest = z.object({
  type: z.enum(orderTypes, { error: V.choice }).optional(),
  /** A coupon code to apply (refused with the reason on `coupon_code` when it does not). */
  coupon_code: lineText().max(64, V.max64).optional(),
  /** Who orders (the demo test customer when omitted): a blocked customer is refused. */
  customer: orderingCustomer.optional(),
});

/** GET order/test: how many items of the location's menu a test order can be made of (0: add some first). */
export const testOrderMenuReply = z.object({ orderable_items: z.number().int() });
export type TestOrderMenuReply = z.infer<typeof testOrderMenuReply>;

// ------------------------------------------------------------------ history and future orders

/** YYYY-MM-DD (SPEC §5); a real calendar day. */
export const isoDay = () =>
  z
    .string({ error: V.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, OV.date)
    // Checks run on after a failed regex too: an unparsable text must not throw here.
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
    }, OV.date);

/**
 * GET order/history?from=&to=&page=&per_page=&sort=&search=&status=
 * from/to inclusive local days (both required; from ≤ to and at most HISTORY_MAX_DAYS days,
 * else 422 on `to` with OV.dateRange). page 1-based; per_page 25 by default, 1..100; sort one of historySorts, `-` for
 * descending, default `-created_at` (ties broken by order number). search: order number or
 * customer name or phone, case-insensitive substring. Query values arrive as strings.
 */
export const orderHistoryQuery = z.object({
  from: isoDay(),
  to: isoDay(),
  ...pageQueryFields(HISTORY_MAX_PER_PAGE, OV.page),
  sort: z
    .enum([...historySorts, ...historySorts.map((s) => `-${s}` as const)], { error: V.choice })
    .default('-created_at'),
  search: lineText().max(64, V.max64).optional(),
  status: z.enum(historyStatusFilters, { error: V.choice }).optional(),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuery>;
export const orderHistoryReply = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/**
 * GET order/history/export?from=&to=&search=&status= (same rules, no paging): text/csv (UTF-8,
 * with a content-disposition filename orders-<from>-to-<to>.csv) of every matching order, oldest
 * first. Columns: order number, created at (local "YYYY-MM-DD HH:MM"), type, status, customer,
 * phone, items ("2 x Poutine; 1 x Fries"), subtotal, tax, tip, fees, discount, total — money in
 * dollars with 2 decimals. The CSV is made on the server so an export never pages through the API.
 */
export const ORDER_EXPORT_COLUMNS = [
  'Order',
  'Created at',
  'Type',
  'Status',
  'Customer',
  'Phone',
  'Items',
  'Subtotal',
  'Tax',
  'Tip',
  'Fees',
  'Discount',
  'Total',
] as const;

/** POST order/future_order {from?, to?}: open orders due after now (scheduled_at local day in range), soonest first. */
export const futureOrdersRequest = z.object({ from: isoDay().optional(), to: isoDay().optional() });

// ------------------------------------------------------------------ board and actions

/** GET order: the board, one list per column (see boardColumns). */
export const orderBoardReply = z.object(
  Object.fromEntries(boardColumns.map((k) => [k, z.array(orderSchema)])) as Record<
    BoardColumn,
    z.ZodArray<typeof orderSchema>
  >,
);
export type OrderBoard = z.infer<typeof orderBoardReply>;

/**
 * PUT order/{id}/status {order_status, preparation_time?}. Allowed moves (409 otherwise):
 * new → confirm | cancel; confirmed → ready_for_pickup (not delivery) | on_delivery (delivery
 * only) | complete | cancel; ready_for_pickup → complete | cancel; on_delivery → complete;
 * completed and cancelled → nothing. preparation_time (minutes, 1..600) is kept on confirm
 * (DEFAULT_PREPARATION_MINUTES when absent) and ignored otherwise.
 */
export const orderStatusRequest = z.object({
  order_status: z.enum(orderActions, { error: V.choice }),
  preparation_time: z
    .number({ error: OV.preparationTime })
    .int(OV.preparationTime)
    .min(1, OV.preparationTime)
    .max(600, OV.preparationTime)
    .optional(),
});

/** POST order/{id}/address (SPEC §5): delivery and catering orders only (409 otherwise). */
export const orderAddressRequest = z.object({
  // A multi-line field in the change-address form: line breaks are fine, other controls are not.
  address: multilineText().min(1, V.required).max(180, V.max180),
  apartment_suite_no: optionalText(64),
  buzzer_code: optionalText(64),
});

/** POST order/{id}/date-time {scheduled_at}: an ISO instant in the future (422 otherwise); open orders only (409). */
export const orderDateTimeRequest = z.object({ scheduled_at: z.iso.datetime({ offset: true, error: OV.dateTime }) });

/**
 * GET order/{id}/cancel → {order, message}: 409 when already completed or cancelled.
 * GET order/{id}/create-driver → {order, message}: delivery orders in confirmed, ready_for_pickup
 * or on_delivery; 409 when a driver is already requested. GET order/{id}/cancel-driver: 409
 * without a requested driver.
 */

// ------------------------------------------------------------------ live stream

/**
 * GET order/stream?location= (text/event-stream, orders flag). Starts with `retry: 2000`. With a
 * Last-Event-ID header (or `last_event_id` query) it first replays every event of the location
 * after that id, in id order; without one it starts from now. Each event:
 *   id: <event id>\nevent: order\ndata: {"kind":"created"|"updated","order":{...}}\n\n
 * `: ping` comments every 15 s keep proxies from closing an idle stream. The order in an event
 * is its state when sent (a replay sends the current state), so apply events by `_id`.
 */
export const orderStreamEvent = z.object({ kind: z.enum(orderEventKinds), order: orderSchema });
export type OrderStreamEvent = z.infer<typeof orderStreamEvent>;
