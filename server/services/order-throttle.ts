import { and, eq, gte, lt, ne } from 'drizzle-orm';
import {
  MAX_INTERVAL_MINUTES,
  nextFreeSlot,
  ordersInSlot,
  SLOT_HORIZON,
  slotStart,
  type Location,
  type OrderType,
  type SlotLoadReply,
  type ThrottledType,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { t } from '../i18n';
import { ApiError } from '../lib/http';
import { loadSettings } from './location-settings';

const MINUTE = 60_000;

/**
 * 409 when the slot an order placed now falls in already holds the most orders the location
 * takes per slot (`pick_up_count` / `delivery_count` per `*_interval` minutes; 0: no limit),
 * naming the next free slot. Cancelled orders do not count; dine-in and catering are not throttled.
 */
export async function refuseFullSlot(
  db: Db,
  at: { businessId: string; location: Location },
  type: OrderType,
  now: Date,
): Promise<void> {
  if (type !== 'pickup' && type !== 'delivery') return;
  const s = await loadSettings(db, { businessId: at.businessId, locationId: at.location._id });
  const rule =
    type === 'pickup'
      ? { perSlot: s.pick_up.pick_up_count, intervalMinutes: s.pick_up.pick_up_interval }
      : { perSlot: s.delivery.delivery_count, intervalMinutes: s.delivery.delivery_interval };
  if (rule.perSlot <= 0) return;
  const start = slotStart(now, rule.intervalMinutes);
  const until = new Date(start.getTime() + SLOT_HORIZON * rule.intervalMinutes * MINUTE);
  const taken = await slotTimes(db, at.location._id, type, start, until);
  const count = ordersInSlot(taken, start, rule.intervalMinutes);
  if (count < rule.perSlot) return;
  const next = nextFreeSlot(now, rule, taken, SLOT_HORIZON);
  throw new ApiError(409, (lang) => {
    const clock = (d: Date) =>
      new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: at.location.timezone,
      }).format(d);
    const service = t(lang, type === 'pickup' ? 'servicePickup' : 'serviceDelivery');
    return {
      message: t(lang, 'orderSlotFull', {
        service,
        time: clock(start),
        count,
        interval: rule.intervalMinutes,
        next: next ? clock(next) : '—',
      }),
    };
  });
}

/** When the orders throttling counts were placed: the service's orders in [from, until), cancelled ones left out. */
async function slotTimes(db: Db, locationId: string, type: ThrottledType, from: Date, until: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, locationId),
        eq(orders.type, type),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, from),
        lt(orders.createdAt, until),
      ),
    )
    .orderBy(orders.createdAt);
  return rows.map((r) => r.at);
}

/**
 * GET setting/slot-load: the order times throttling counts for one service, from the longest
 * slot's length before `now` to as far as the preview looks (SLOT_HORIZON of the longest slots), so the
 * settings preview can find the next free slot for any slot length the merchant types.
 */
export async function slotLoad(db: Db, locationId: string, type: ThrottledType, now: Date): Promise<SlotLoadReply> {
  const from = new Date(now.getTime() - MAX_INTERVAL_MINUTES * MINUTE);
  const until = new Date(now.getTime() + SLOT_HORIZON * MAX_INTERVAL_MINUTES * MINUTE);
  const taken = await slotTimes(db, locationId, type, from, until);
  return { type, now: now.toISOString(), taken: taken.map((d) => d.toISOString()) };
}
