import type { OrderStatus, OrderType } from '../../lib/contract';
import type { Db } from '../db/client';
import { intBetween, mulberry32, pick, weighted, type Rng } from '../lib/random';
import { wallClock, zonedTime } from '../lib/time-zone';
import { startOfLocalDay } from '../services/order-board';
import { drawCustomer, STREETS } from './customer-names';
import { placeDeliveries } from './delivery-points';
import { insertOrders } from './insert-orders';
import { drawDiscount, drawTipPercent } from './order-money';
import { courierRequest, historyFor, statusFor } from './order-status-history';
import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_SERVICE_FEE,
  lineTotal,
  paymentModeFor,
  pickItems,
  priceOrder,
  takeOrderNumbers,
  type NewOrderRow,
  type TaxRate,
} from '../services/orders';

export interface GenerateOrdersOptions {
  businessId: string;
  locationId: string;
  /** IANA zone of the location: opening hours below are its wall clock. */
  timezone: string;
  /** Days back from `now`, today included (today only up to `now`). */
  days: number;
  /** Orders per full day, drawn uniformly in [min, max] (Fridays and Saturdays a little busier). */
  perDay: { min: number; max: number };
  now: Date;
  tax: TaxRate;
  /** Number of the first (oldest) order (1001 by default); seedOrders reserves real ones. */
  firstNumber?: number;
  /** PRNG seed: the same options give the same orders. */
  seed?: number;
  /** Add LIVE_BOARD orders anchored at `now` (the demo), so every column of today's board has cards. */
  liveBoard?: boolean;
  /** The store's pin [lng, lat]: delivery and catering orders get a drop-off point around it. */
  deliveryCentre?: [number, number];
  /**
   * Whether the store's own drivers deliver at a time: paying at the door (cash, card on delivery)
   * is offered only then, DoorDash taking no payment. Absent: always.
   */
  ownDriversAt?: (locationId: string, at: Date) => boolean;
}

/** Local hour → weight: a lunch peak, a quieter afternoon, a dinner peak (11:00 to 21:59). */
const HOURS: ReadonlyArray<readonly [number, number]> = [
  [11, 6],
  [12, 14],
  [13, 9],
  [14, 4],
  [15, 3],
  [16, 4],
  [17, 9],
  [18, 14],
  [19, 12],
  [20, 7],
  [21, 3],
];
const TYPES: ReadonlyArray<readonly [OrderType, number]> = [
  ['pickup', 55],
  ['delivery', 30],
  ['dine_in', 12],
  ['catering', 3],
];
const MIN = 60_000;

interface Drawn {
  type: OrderType;
  items: NewOrderRow['items'];
  name: string;
  phone: string;
  prepMin: number;
  createdAt: Date;
  scheduledAt: Date | null;
  dueAt: Date;
  status: OrderStatus;
  number: number;
}

/** The stored row of one drawn order: payment and tip, address, fees, a promotion now and then, its history. */
function orderRow(rng: Rng, opts: GenerateOrdersOptions, d: Drawn): NewOrderRow {
  const delivered = d.type === 'delivery' || d.type === 'catering';
  let paymentMode = paymentModeFor(rng, d.type);
  const atDoor = paymentMode === 'cash' || paymentMode === 'card_pay_on_delivery';
  if (d.type === 'delivery' && atDoor && opts.ownDriversAt?.(opts.locationId, d.dueAt) === false)
    paymentMode = 'card_online';
  const subtotal = d.items.reduce((s, i) => s + lineTotal(i), 0);
  const money = priceOrder(d.items, opts.tax, drawTipPercent(rng, d.type, paymentMode), {
    deliveryFee: delivered ? DEFAULT_DELIVERY_FEE - (rng() < 0.5 ? 100 : 0) : 0,
    serviceFee: d.type === 'dine_in' ? 0 : DEFAULT_SERVICE_FEE,
    discount: drawDiscount(rng, d.type, subtotal),
  });
  const history = historyFor(rng, d.status, d.type, d.createdAt, d.dueAt, d.prepMin, opts.now);
  const confirmed = history.some((h) => h.status === 'confirmed');
  const [first, last] = d.name.split(' ');
  return {
    businessId: opts.businessId,
    locationId: opts.locationId,
    orderNumber: String(d.number),
    type: d.type,
    status: d.status,
    isTest: false,
    ...money,
    paymentMode,
    customerName: d.name,
    customerPhone: d.phone,
    customerEmail:
      rng() < 0.6
        ? `${first}.${last}@example.com`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
        : null,
    address: delivered ? `${intBetween(rng, 10, 4999)} ${pick(rng, STREETS)}, Montréal` : null,
    apartmentSuiteNo: delivered && rng() < 0.3 ? String(intBetween(rng, 1, 40) * 10 + intBetween(rng, 1, 9)) : null,
    buzzerCode: delivered && rng() < 0.2 ? String(intBetween(rng, 100, 9999)) : null,
    // Set when the order is confirmed (an order cancelled after confirming keeps it).
    preparationTime: confirmed ? d.prepMin : null,
    items: d.items,
    statusHistory: history,
    driver: d.type === 'delivery' ? courierRequest(history, money.tip) : null,
    // Someone looked at every order but the ones still new: those ring on the board.
    seenAt: d.status === 'new' ? null : new Date(history[1]?.at ?? d.createdAt),
    createdAt: d.createdAt,
    updatedAt: new Date(history[history.length - 1]!.at),
    scheduledAt: d.scheduledAt,
    completedAt: d.status === 'completed' ? new Date(d.dueAt.getTime() + d.prepMin * MIN) : null,
  };
}

/** Orders placed in the last 90 minutes, in every board column, whatever the hour: the demo board is never empty. */
const LIVE_BOARD: ReadonlyArray<readonly [minutesAgo: number, type: OrderType, status: OrderStatus, dueInMin: number]> =
  [
    [2, 'delivery', 'new', 0],
    [6, 'pickup', 'new', 0],
    [9, 'dine_in', 'new', 0],
    [14, 'pickup', 'confirmed', 0],
    [30, 'pickup', 'confirmed', 120],
    [25, 'pickup', 'ready_for_pickup', 0],
    [35, 'delivery', 'on_delivery', 0],
    [90, 'pickup', 'completed', 0],
    [80, 'delivery', 'completed', 0],
  ];

/** Minutes an order of the live board takes from placed to done. */
const LIVE_PREP_MIN = 15;

/**
 * When a live-board order was placed. A completed one must have been completed today (local day):
 * the board shows only those, so just after midnight it is moved up to complete at midnight.
 */
function livePlacedAt(opts: GenerateOrdersOptions, ago: number, status: OrderStatus): Date {
  const placed = opts.now.getTime() - ago * MIN;
  if (status !== 'completed') return new Date(placed);
  const midnight = startOfLocalDay(opts.now, opts.timezone).getTime();
  return new Date(Math.max(placed, midnight - LIVE_PREP_MIN * MIN));
}

function liveBoardOrders(rng: Rng, opts: GenerateOrdersOptions): NewOrderRow[] {
  return LIVE_BOARD.map(([ago, type, status, dueIn]) => {
    const createdAt = livePlacedAt(opts, ago, status);
    const scheduledAt = dueIn ? new Date(opts.now.getTime() + dueIn * MIN) : null;
    const items = pickItems(rng, intBetween(rng, 1, 3));
    const { name, phone } = drawCustomer(rng);
    return orderRow(rng, opts, {
      type,
      items,
      name,
      phone,
      prepMin: LIVE_PREP_MIN,
      createdAt,
      scheduledAt,
      dueAt: scheduledAt ?? createdAt,
      status,
      number: 0,
    });
  });
}

/**
 * Deterministic demo orders for one location: `days` days up to `now`, at realistic local
 * hours, oldest first and numbered from `firstNumber`. Pure (no database), so it can produce
 * 50,000 orders for a load test as easily as a month for the demo.
 */
export function generateOrders(opts: GenerateOrdersOptions): NewOrderRow[] {
  const rng = mulberry32(opts.seed ?? 42);
  const today = wallClock(opts.now, opts.timezone);
  const rows: NewOrderRow[] = [];
  for (let back = opts.days - 1; back >= 0; back--) {
    // Local calendar day `back` days ago (Date.UTC normalises day underflow across months).
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const weekday = day.getUTCDay();
    const busier = weekday === 5 || weekday === 6 ? 1.25 : 1;
    const count = Math.min(
      Math.round(intBetween(rng, opts.perDay.min, opts.perDay.max) * busier),
      Math.round(opts.perDay.max * 1.25),
    );
    // Local noon as an instant, once per day (Intl is slow); the other hours are counted from it,
    // which holds because no zone changes its clocks between 11:00 and 22:00.
    const noon = zonedTime(opts.timezone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 12).getTime();
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      times.push(
        noon + (weighted(rng, HOURS) - 12) * 60 * MIN + intBetween(rng, 0, 59) * MIN + intBetween(rng, 0, 59) * 1000,
      );
    }
    times.sort((a, b) => a - b);
    for (const time of times) {
      // Draw everything even for orders after `now`, so earlier days do not depend on the hour.
      const type = weighted(rng, TYPES);
      const items = pickItems(
        rng,
        type === 'catering' ? intBetween(rng, 3, 6) : intBetween(rng, 1, 4),
        type === 'catering' ? 12 : 3,
      );
      const scheduledMin =
        type === 'catering' ? intBetween(rng, 24, 72) * 60 : rng() < 0.08 ? intBetween(rng, 60, 180) : 0;
      const { name, phone } = drawCustomer(rng);
      const prepMin = intBetween(rng, 15, 45);
      const statusRoll = rng();
      if (time > opts.now.getTime()) continue;
      const createdAt = new Date(time);
      const scheduledAt = scheduledMin ? new Date(time + scheduledMin * MIN) : null;
      const dueAt = scheduledAt ?? createdAt;
      const status = statusFor(() => statusRoll, type, (opts.now.getTime() - dueAt.getTime()) / MIN);
      rows.push(
        orderRow(rng, opts, {
          type,
          items,
          name,
          phone,
          prepMin,
          createdAt,
          scheduledAt,
          dueAt,
          status,
          number: (opts.firstNumber ?? 1001) + rows.length,
        }),
      );
    }
  }
  if (opts.liveBoard) rows.push(...liveBoardOrders(rng, opts));
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  rows.forEach((row, i) => (row.orderNumber = String((opts.firstNumber ?? 1001) + i)));
  if (opts.deliveryCentre) placeDeliveries(rows, opts.deliveryCentre, opts.seed ?? 42);
  return rows;
}

/**
 * Exactly `count` orders (the newest ones) spread over `days` days: the perf scripts' 50,000.
 * Per-day counts are aimed at count / days, then the surplus is dropped from the oldest end.
 */
export function generateOrderCount(opts: Omit<GenerateOrdersOptions, 'perDay'> & { count: number }): NewOrderRow[] {
  const average = opts.count / opts.days;
  // Weekends are × 1.25 (2 days in 7): aim a little low, then top up with more days if short.
  const perDay = { min: Math.floor(average * 0.9), max: Math.ceil(average * 1.1) };
  let rows = generateOrders({ ...opts, perDay });
  for (let extra = 1; rows.length < opts.count && extra < 8; extra++)
    rows = generateOrders({ ...opts, perDay, days: Math.ceil(opts.days * (1 + extra / 4)) });
  const kept = rows.slice(-opts.count);
  kept.forEach((row, i) => (row.orderNumber = String((opts.firstNumber ?? 1001) + i)));
  return kept;
}

/**
 * Generates the orders and stores them under numbers reserved from the business's sequence, so
 * later orders (test orders, real ones) continue after them. Returns how many were inserted.
 */
export async function seedOrders(db: Db, opts: Omit<GenerateOrdersOptions, 'firstNumber'>): Promise<number> {
  const rows = generateOrders({ ...opts, firstNumber: 0 });
  if (!rows.length) return 0;
  const first = await takeOrderNumbers(db, opts.businessId, rows.length);
  rows.forEach((row, i) => (row.orderNumber = String(first + i)));
  await insertOrders(db, rows);
  return rows.length;
}
