/**
 * The order contract's constants (lib/contract/orders.ts has the schemas): no zod here, so the
 * board, the history filters and the stream take them without loading zod on a page's first load.
 */

export const orderTypes = ['pickup', 'delivery', 'dine_in', 'catering'] as const;
export const orderStatuses = ['new', 'confirmed', 'ready_for_pickup', 'on_delivery', 'completed', 'cancelled'] as const;
export const paymentModes = ['card_online', 'card_pay_at_counter', 'card_pay_on_delivery', 'cash'] as const;

export type OrderType = (typeof orderTypes)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentMode = (typeof paymentModes)[number];
/** Statuses counted as open (not yet completed or cancelled). */
export const openOrderStatuses = [
  'new',
  'confirmed',
  'ready_for_pickup',
  'on_delivery',
] as const satisfies readonly OrderStatus[];

/**
 * Board columns (SPEC §2), also the keys of GET order. `confirmed_order_asap` holds confirmed
 * orders without a due time or due within CONFIRMED_NOW_MINUTES; later ones are
 * `confirmed_scheduled`.
 */
export const boardColumns = [
  'open_orders',
  'confirmed_order_asap',
  'confirmed_scheduled',
  'ready_for_pickup',
  'on_delivery',
  'completed',
] as const;
export type BoardColumn = (typeof boardColumns)[number];
export const CONFIRMED_NOW_MINUTES = 60;
/** GET order's `completed` column: orders completed today (location time zone), newest first, at most this many. */
export const BOARD_COMPLETED_LIMIT = 50;

/**
 * Rule texts of the order forms (keys of messages/*.json `validation`; until a key is there the
 * server and the forms fall back to validation.invalid). Proposed English texts:
 * date 'Enter a date as YYYY-MM-DD.', dateRange 'The range must run forward and span at most 366
 * days.', dateTime 'Enter a valid date and time.', futureTime 'Choose a time in the future.',
 * preparationTime 'Enter 1 to 600 minutes.', page 'Enter a valid page.'
 */
export const OV = {
  date: 'validation.date',
  dateRange: 'validation.dateRange',
  dateTime: 'validation.dateTime',
  futureTime: 'validation.futureTime',
  preparationTime: 'validation.preparationTime',
  page: 'validation.page',
} as const;

export const historySorts = ['created_at', 'total', 'order_number', 'status'] as const;
export type HistorySort = (typeof historySorts)[number] | `-${(typeof historySorts)[number]}`;
/** `open` = new, confirmed, ready or on delivery; `closed` = completed or cancelled. */
export const historyStatusFilters = [...orderStatuses, 'open', 'closed'] as const;
export const HISTORY_MAX_DAYS = 366;
export const HISTORY_MAX_PER_PAGE = 100;

export const orderActions = ['confirm', 'ready_for_pickup', 'on_delivery', 'complete', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];
/** Minutes of preparation assumed when a confirm does not say. */
export const DEFAULT_PREPARATION_MINUTES = 20;

export const allowedActions: Record<OrderStatus, readonly OrderAction[]> = {
  new: ['confirm', 'cancel'],
  confirmed: ['ready_for_pickup', 'on_delivery', 'complete', 'cancel'],
  ready_for_pickup: ['complete', 'cancel'],
  on_delivery: ['complete'],
  completed: [],
  cancelled: [],
};

export const orderEventKinds = ['created', 'updated'] as const;

export const ORDER_STREAM_RETRY_MS = 2000;
export const ORDER_STREAM_PING_MS = 15_000;
