import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  MAX_PAUSE_DAYS,
  type Location,
  type OrderType,
  type PauseLength,
  type ServicePause,
  type StoreService,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { storePauses } from '../db/schema';
import { t } from '../i18n';
import { ApiError } from '../lib/http';
import { wallClock, zonedTime } from '../lib/time-zone';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * When a pause asked at `now` ends, in the location's zone: after 15/30/60 minutes, at the next
 * local midnight ("rest of the day"), or at the start of the given local day. Null when that day
 * is not after now or further than MAX_PAUSE_DAYS.
 */
export function pauseEnd(length: PauseLength, now: Date, tz: string): Date | null {
  if ('minutes' in length) return new Date(now.getTime() + length.minutes * MINUTE_MS);
  if ('rest_of_day' in length) {
    const w = wallClock(now, tz);
    // zonedTime carries day overflow like Date.UTC (31 + 1 is the 1st of the next month).
    return zonedTime(tz, w.year, w.month, w.day + 1);
  }
  const [y, m, d] = length.until.split('-').map(Number) as [number, number, number];
  const end = zonedTime(tz, y, m, d);
  return end > now && end.getTime() - now.getTime() <= MAX_PAUSE_DAYS * DAY_MS ? end : null;
}

type Where = { businessId: string; locationId: string };

/** Pauses the services until `end` with `message` (a new pause replaces a running one). */
export async function pauseServices(db: Db, at: Where, services: StoreService[], end: Date, message: string) {
  await db
    .insert(storePauses)
    .values(services.map((service) => ({ ...at, service, pausedUntil: end, message, pausedAt: new Date() })))
    .onConflictDoUpdate({
      target: [storePauses.locationId, storePauses.service],
      set: { pausedUntil: end, message, pausedAt: new Date() },
    });
}

/** Takes orders again for the services now. */
export async function resumeServices(db: Db, at: Where, services: StoreService[]) {
  await db
    .delete(storePauses)
    .where(and(eq(storePauses.locationId, at.locationId), inArray(storePauses.service, services)));
}

/** The running pause of one service at `now`, or null. */
export async function runningPause(
  db: Db,
  locationId: string,
  service: StoreService,
  now: Date,
): Promise<ServicePause | null> {
  const [r] = await db
    .select()
    .from(storePauses)
    .where(
      and(eq(storePauses.locationId, locationId), eq(storePauses.service, service), gt(storePauses.pausedUntil, now)),
    );
  return r ? { paused_until: r.pausedUntil.toISOString(), message: r.message } : null;
}

const serviceNameKey = { pickup: 'servicePickup', delivery: 'serviceDelivery', catering: 'serviceCatering' } as const;

/**
 * 409 while the order's service is paused at the location (the test order is an order like a
 * customer's: a paused service takes none), naming the service and when it resumes, in the
 * location's zone and the caller's language.
 */
export async function refuseWhilePaused(db: Db, location: Location, type: OrderType, now: Date): Promise<void> {
  if (type === 'dine_in') return;
  const pause = await runningPause(db, location._id, type, now);
  if (!pause) return;
  throw new ApiError(409, (lang) => {
    const until = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: location.timezone,
    }).format(new Date(pause.paused_until));
    return { message: t(lang, 'servicePaused', { service: t(lang, serviceNameKey[type]), until }) };
  });
}
