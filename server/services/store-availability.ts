import { and, eq, gt, inArray } from 'drizzle-orm';
import { type Location, type OrderType, type ServicePause, type StoreService } from '../../lib/contract';
import type { Db } from '../db/client';
import { storePauses } from '../db/schema';
import { t } from '../i18n';
import { ApiError } from '../lib/http';

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
