import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { nextFreeSlot, ordersInSlot, slotStart, type Location, type OrderType } from '../../lib/contract';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { t } from '../i18n';
import { ApiError } from '../lib/http';
import { loadSettings } from './location-settings';

const MINUTE = 60_000;
/** Slots looked at for the next free one: a day of 15-minute slots. */
const HORIZON = 96;

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
  const until = new Date(start.getTime() + HORIZON * rule.intervalMinutes * MINUTE);
  const rows = await db
    .select({ at: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, at.location._id),
        eq(orders.type, type),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, start),
        lt(orders.createdAt, until),
      ),
    );
  const taken = rows.map((r) => r.at);
  const count = ordersInSlot(taken, start, rule.intervalMinutes);
  if (count < rule.perSlot) return;
  const next = nextFreeSlot(now, rule, taken, HORIZON);
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
