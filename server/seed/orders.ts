import type { OrderStatus, OrderType } from '../../lib/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { newId } from '../lib/ids';
import { intBetween, mulberry32, pick, weighted, type Rng } from '../lib/random';
import { wallClock, zonedTime } from '../lib/time-zone';
import { pickItems, priceOrder, takeOrderNumbers, type NewOrderRow, type TaxRate } from '../services/orders';

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
}

/** Local hour → weight: a lunch peak, a quieter afternoon, a dinner peak (11:00 to 21:59). */
const HOURS: ReadonlyArray<readonly [number, number]> = [
  [11, 6], [12, 14], [13, 9], [14, 4], [15, 3], [16, 4], [17, 9], [18, 14], [19, 12], [20, 7], [21, 3],
];
const TYPES: ReadonlyArray<readonly [OrderType, number]> = [['pickup', 55], ['delivery', 30], ['dine_in', 12], ['catering', 3]];
const FIRST = ['Emma', 'Liam', 'Olivia', 'Noah', 'Chloé', 'Félix', 'Léa', 'William', 'Maya', 'Jacob', 'Zoé', 'Thomas', 'Amir', 'Sofia', 'Nathan', 'Camille', 'Lucas', 'Alice', 'Mohamed', 'Jade'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Smith', 'Nguyen', 'Martin', 'Wilson', 'Pelletier', 'Bélanger', 'Lévesque', 'Chen', 'Haddad', 'Singh'];
const TIPS = [10, 15, 15, 18, 20];
const MIN = 60_000;

/** Status of an order `ageMin` minutes old (open while recent, then completed or cancelled). */
function statusFor(rng: Rng, type: OrderType, ageMin: number): OrderStatus {
  if (ageMin < 0) return 'confirmed'; // scheduled for later: accepted, not yet prepared
  if (rng() < 0.04) return 'cancelled';
  if (ageMin < 10) return 'new';
  if (ageMin < 25) return 'confirmed';
  if (ageMin < 45) return type === 'delivery' ? 'on_delivery' : 'ready_for_pickup';
  return 'completed';
}

function tipPercent(rng: Rng, type: OrderType): number {
  if (type === 'catering') return rng() < 0.3 ? 10 : 0;
  if (type === 'dine_in') return pick(rng, [15, 18, 20]);
  return rng() < 0.7 ? pick(rng, TIPS) : 0;
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
    const count = Math.min(Math.round(intBetween(rng, opts.perDay.min, opts.perDay.max) * busier), Math.round(opts.perDay.max * 1.25));
    // Local noon as an instant, once per day (Intl is slow); the other hours are counted from it,
    // which holds because no zone changes its clocks between 11:00 and 22:00.
    const noon = zonedTime(opts.timezone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 12).getTime();
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      times.push(noon + (weighted(rng, HOURS) - 12) * 60 * MIN + intBetween(rng, 0, 59) * MIN + intBetween(rng, 0, 59) * 1000);
    }
    times.sort((a, b) => a - b);
    for (const time of times) {
      // Draw everything even for orders after `now`, so earlier days do not depend on the hour.
      const type = weighted(rng, TYPES);
      const items = pickItems(rng, type === 'catering' ? intBetween(rng, 3, 6) : intBetween(rng, 1, 4), type === 'catering' ? 12 : 3);
      const tip = tipPercent(rng, type);
      const scheduledMin = type === 'catering' ? intBetween(rng, 24, 72) * 60 : rng() < 0.08 ? intBetween(rng, 60, 180) : 0;
      const name = `${pick(rng, FIRST)} ${pick(rng, LAST)}`;
      const phone = `514555${String(intBetween(rng, 0, 9999)).padStart(4, '0')}`;
      const prepMin = intBetween(rng, 15, 45);
      const statusRoll = rng();
      if (time > opts.now.getTime()) continue;
      const createdAt = new Date(time);
      const scheduledAt = scheduledMin ? new Date(time + scheduledMin * MIN) : null;
      const dueAt = scheduledAt ?? createdAt;
      const status = statusFor(() => statusRoll, type, (opts.now.getTime() - dueAt.getTime()) / MIN);
      rows.push({
        businessId: opts.businessId,
        locationId: opts.locationId,
        orderNumber: String((opts.firstNumber ?? 1001) + rows.length),
        type,
        status,
        isTest: false,
        ...priceOrder(items, opts.tax, tip),
        customerName: name,
        customerPhone: phone,
        items,
        createdAt,
        scheduledAt,
        completedAt: status === 'completed' ? new Date(dueAt.getTime() + prepMin * MIN) : null,
      });
    }
  }
  return rows;
}

/**
 * Inserts in batches, each one statement with the batch as a single JSON parameter expanded by
 * jsonb_to_recordset: binding 17 parameters per row costs about a millisecond a row on PGlite,
 * this a few microseconds.
 */
export async function insertOrders(db: Db, rows: NewOrderRow[], batchSize = 5000): Promise<void> {
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
    }));
    await db.execute(sql`
      insert into ${orders} (id, business_id, location_id, order_number, type, status, is_test, subtotal, tax, tip, total,
                             customer_name, customer_phone, items, created_at, scheduled_at, completed_at)
      select id, business_id, location_id, order_number, type, status, is_test, subtotal, tax, tip, total,
             customer_name, customer_phone, items, created_at, scheduled_at, completed_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(
        id text, business_id text, location_id text, order_number text, type text, status text, is_test boolean,
        subtotal integer, tax integer, tip integer, total integer, customer_name text, customer_phone text,
        items jsonb, created_at timestamptz, scheduled_at timestamptz, completed_at timestamptz)`);
  }
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
