import type { OrderStatus, OrderType } from '../../lib/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, type OrderDriver, type OrderStatusChange } from '../db/schema';
import { newId } from '../lib/ids';
import { intBetween, mulberry32, pick, weighted, type Rng } from '../lib/random';
import { wallClock, zonedTime } from '../lib/time-zone';
import { requestedDriver } from '../services/order-actions';
import { startOfLocalDay } from '../services/order-board';
import { drawDiscount, drawTipPercent } from './order-money';
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

/** Metres per degree of latitude (and of longitude at the equator). */
const M_PER_DEGREE = 111_320;

/**
 * Drop-off points around the store for the zone map (issue 14): most within 3.5 km (denser near
 * the store), some up to 7 km, so a 3 km zone shows orders inside and out. A PRNG of its own,
 * so the orders drawn before this option existed stay the same.
 */
function placeDeliveries(rows: NewOrderRow[], centre: [number, number], seed: number): void {
  const rng = mulberry32(seed ^ 0x2d0e5);
  const [lng, lat] = centre;
  for (const row of rows) {
    if (row.type !== 'delivery' && row.type !== 'catering') continue;
    const metres = rng() < 0.85 ? 3500 * Math.sqrt(rng()) : 3500 + 3500 * rng();
    const bearing = rng() * 2 * Math.PI;
    const north = (metres * Math.cos(bearing)) / M_PER_DEGREE;
    const east = (metres * Math.sin(bearing)) / (M_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    // Six decimals (about 10 cm), as a geocoder gives them.
    row.deliveryLongitude = Math.round((lng + east) * 1e6) / 1e6;
    row.deliveryLatitude = Math.round((lat + north) * 1e6) / 1e6;
  }
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
const FIRST = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Chloé',
  'Félix',
  'Léa',
  'William',
  'Maya',
  'Jacob',
  'Zoé',
  'Thomas',
  'Amir',
  'Sofia',
  'Nathan',
  'Camille',
  'Lucas',
  'Alice',
  'Mohamed',
  'Jade',
];
const LAST = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Smith',
  'Nguyen',
  'Martin',
  'Wilson',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Chen',
  'Haddad',
  'Singh',
];
const STREETS = [
  'Rue Sainte-Catherine O',
  'Boulevard Saint-Laurent',
  'Rue Sherbrooke E',
  'Avenue du Mont-Royal E',
  'Rue Notre-Dame O',
  'Avenue Laurier O',
  'Rue Wellington',
  'Rue Ontario E',
];
const STAFF = ['Demo Owner', 'Mia Manager', 'Sam Staff'];
const MIN = 60_000;

/** Status history consistent with the final status: accepted a few minutes in, then prepared, then closed. */
function historyFor(
  rng: Rng,
  status: OrderStatus,
  type: OrderType,
  createdAt: Date,
  dueAt: Date,
  prepMin: number,
  now: Date,
): OrderStatusChange[] {
  const by = pick(rng, STAFF);
  const at = (t: number) => new Date(t).toISOString();
  const h: OrderStatusChange[] = [{ status: 'new', at: at(createdAt.getTime()), by: null }];
  const confirmedAt = createdAt.getTime() + intBetween(rng, 1, 4) * MIN;
  if (status === 'new') return h;
  const readyAt = Math.max(confirmedAt, dueAt.getTime() - 5 * MIN) + 5 * MIN;
  if (status === 'cancelled') return cancelledHistory(rng, type, h, { by, confirmedAt, readyAt, now });
  h.push({ status: 'confirmed', at: at(confirmedAt), by });
  if (status === 'confirmed') return h;
  h.push({ status: type === 'delivery' ? 'on_delivery' : 'ready_for_pickup', at: at(readyAt), by });
  if (status === 'completed') h.push({ status, at: at(dueAt.getTime() + prepMin * MIN), by });
  return h;
}

/**
 * A cancellation at the step it happens in a restaurant, along the board's moves (a cancel from
 * new, confirmed or ready, never once out for delivery): refused or called off while still new
 * (45 %), an item run out after accepting it (35 %, every other order past new), or a pick-up
 * never collected (20 %). Steps after `now` have not happened yet: the order is cancelled at `now` at
 * the latest, after its last step.
 */
function cancelledHistory(
  rng: Rng,
  type: OrderType,
  placed: OrderStatusChange[],
  t: { by: string; confirmedAt: number; readyAt: number; now: Date },
): OrderStatusChange[] {
  const createdAt = Date.parse(placed[0]!.at);
  const roll = rng();
  const steps: [OrderStatus, number][] = [];
  let cancelAt: number;
  if (roll < 0.45) cancelAt = createdAt + intBetween(rng, 2, 10) * MIN;
  else if (roll < 0.8 || type !== 'pickup') {
    steps.push(['confirmed', t.confirmedAt]);
    cancelAt = t.confirmedAt + intBetween(rng, 5, 20) * MIN;
  } else {
    steps.push(['confirmed', t.confirmedAt], ['ready_for_pickup', t.readyAt]);
    cancelAt = t.readyAt + intBetween(rng, 45, 120) * MIN;
  }
  const done = steps.filter(([, at]) => at <= t.now.getTime());
  const last = done.at(-1)?.[1] ?? createdAt;
  cancelAt = Math.max(last, Math.min(cancelAt, t.now.getTime()));
  return [
    ...placed,
    ...done.map(([status, at]) => ({ status, at: new Date(at).toISOString(), by: t.by })),
    { status: 'cancelled', at: new Date(cancelAt).toISOString(), by: t.by },
  ];
}

/** Status of an order `ageMin` minutes old (open while recent, then completed or cancelled). */
function statusFor(rng: Rng, type: OrderType, ageMin: number): OrderStatus {
  if (ageMin < 0) return 'confirmed'; // scheduled for later: accepted, not yet prepared
  if (rng() < 0.04) return 'cancelled';
  if (ageMin < 10) return 'new';
  if (ageMin < 25) return 'confirmed';
  if (ageMin < 45) return type === 'delivery' ? 'on_delivery' : 'ready_for_pickup';
  return 'completed';
}

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

/**
 * A delivery's DoorDash request, made when it was confirmed: standing once the order went out,
 * cancelled with an order cancelled after confirming; none on an order still waiting or cancelled
 * while new. dispatchDeliveries hands some of them to the store's own drivers instead.
 */
function courierRequest(history: readonly OrderStatusChange[], tip: number): OrderDriver | null {
  const confirmed = history.find((h) => h.status === 'confirmed');
  const last = history.at(-1)!.status;
  if (!confirmed || (last !== 'on_delivery' && last !== 'completed' && last !== 'cancelled')) return null;
  const request = requestedDriver(new Date(confirmed.at), tip);
  return last === 'cancelled' ? { ...request, status: 'cancelled' } : request;
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
    const name = `${pick(rng, FIRST)} ${pick(rng, LAST)}`;
    const phone = `514555${String(intBetween(rng, 0, 9999)).padStart(4, '0')}`;
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
      const name = `${pick(rng, FIRST)} ${pick(rng, LAST)}`;
      const phone = `514555${String(intBetween(rng, 0, 9999)).padStart(4, '0')}`;
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
 * Inserts in batches, each one statement with the batch as a single JSON parameter expanded by
 * jsonb_to_recordset: binding 30 parameters per row costs about a millisecond a row on PGlite,
 * this a few microseconds.
 */
const COLUMNS = `id, business_id, location_id, order_number, type, status, is_test, subtotal, tax, tip, total, customer_name, customer_phone,
  items, created_at, scheduled_at, completed_at, customer_email, payment_mode, address, apartment_suite_no, buzzer_code, preparation_time,
  delivery_fee, service_fee, discount, status_history, driver, driver_staff_id, seen_at, updated_at, delivery_longitude,
  delivery_latitude`;

/** `analyze: false` for all but the last of several calls in a row: ANALYZE reads the whole table. */
export async function insertOrders(
  db: Db,
  rows: NewOrderRow[],
  { batchSize = 5000, analyze = true }: { batchSize?: number; analyze?: boolean } = {},
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((r) => ({
      id: r.id ?? newId(),
      business_id: r.businessId,
      location_id: r.locationId,
      order_number: r.orderNumber,
      type: r.type,
      status: r.status ?? 'new',
      is_test: r.isTest ?? false,
      subtotal: r.subtotal,
      tax: r.tax,
      tip: r.tip ?? 0,
      total: r.total,
      customer_name: r.customerName,
      customer_phone: r.customerPhone ?? null,
      items: r.items,
      created_at: (r.createdAt ?? new Date()).toISOString(),
      scheduled_at: r.scheduledAt?.toISOString() ?? null,
      completed_at: r.completedAt?.toISOString() ?? null,
      customer_email: r.customerEmail ?? null,
      payment_mode: r.paymentMode ?? 'card_online',
      address: r.address ?? null,
      apartment_suite_no: r.apartmentSuiteNo ?? null,
      buzzer_code: r.buzzerCode ?? null,
      preparation_time: r.preparationTime ?? null,
      delivery_fee: r.deliveryFee ?? 0,
      service_fee: r.serviceFee ?? 0,
      discount: r.discount ?? 0,
      status_history: r.statusHistory ?? [],
      driver: r.driver ?? null,
      driver_staff_id: r.driverStaffId ?? null,
      seen_at: r.seenAt?.toISOString() ?? null,
      updated_at: (r.updatedAt ?? r.createdAt ?? new Date()).toISOString(),
      delivery_longitude: r.deliveryLongitude ?? null,
      delivery_latitude: r.deliveryLatitude ?? null,
    }));
    await db.execute(sql`
      insert into ${orders} (${sql.raw(COLUMNS)})
      select ${sql.raw(COLUMNS)}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(
        id text, business_id text, location_id text, order_number text, type text, status text, is_test boolean,
        subtotal integer, tax integer, tip integer, total integer, customer_name text, customer_phone text,
        items jsonb, created_at timestamptz, scheduled_at timestamptz, completed_at timestamptz,
        customer_email text, payment_mode text, address text, apartment_suite_no text, buzzer_code text, preparation_time integer,
        delivery_fee integer, service_fee integer, discount integer, status_history jsonb, driver jsonb, driver_staff_id text,
        seen_at timestamptz, updated_at timestamptz,
        delivery_longitude double precision, delivery_latitude double precision)`);
  }
  // Fresh statistics, or the planner guesses "2 rows" and sorts the whole range for a page by
  // total; PGlite has no autovacuum to do it (allowed inside the seed's transaction, unlike VACUUM).
  if (analyze) await db.execute(sql`analyze ${orders}`);
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
