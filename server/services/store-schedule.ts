import { and, asc, eq, gt } from 'drizzle-orm';
import type { BlockedDate, Holiday, HoursWindow, StoreAvailability, StoreDesign, StoreHours } from '../../lib/contract';
import { timeOf } from '../../lib/contract/time-of-day';
import type { Db } from '../db/client';
import { blockedDates, holidays, openingHours, storeDesigns, storePauses } from '../db/schema';

/**
 * What a location's store setup holds, read in the reply shapes of lib/contract/store.ts. Each
 * tab's routes answer with one of these; the "open at" rule reads them all.
 */

type HoursRow = typeof openingHours.$inferSelect;

/** A stored window of hours (the store's, or the booking hours') in the reply shape. */
export const hoursWindowOf = (r: Pick<HoursRow, 'id' | 'day' | 'opensAt' | 'closesAt'>): HoursWindow => ({
  _id: r.id,
  day: r.day,
  opens_at: timeOf(r.opensAt),
  closes_at: timeOf(r.closesAt),
});

/** The three sets of hours, each by day then opening time. */
export async function loadStoreHours(db: Db, locationId: string): Promise<StoreHours> {
  const rows = await db
    .select()
    .from(openingHours)
    .where(eq(openingHours.locationId, locationId))
    .orderBy(asc(openingHours.day), asc(openingHours.opensAt), asc(openingHours.id));
  const of = (type: HoursRow['type']) => rows.filter((r) => r.type === type).map(hoursWindowOf);
  return { location_hours: of('business'), pickup: { hours: of('pickup') }, delivery: { hours: of('delivery') } };
}

export async function loadHolidays(db: Db, locationId: string): Promise<Holiday[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(eq(holidays.locationId, locationId))
    .orderBy(asc(holidays.fromDate), asc(holidays.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    from_date: r.fromDate,
    to_date: r.toDate,
    closed: r.closed,
    hours: r.hours.map((w) => ({ opens_at: timeOf(w.opensAt), closes_at: timeOf(w.closesAt) })),
    services: r.services,
  }));
}

export async function loadBlockedDates(db: Db, locationId: string): Promise<BlockedDate[]> {
  const rows = await db
    .select()
    .from(blockedDates)
    .where(eq(blockedDates.locationId, locationId))
    .orderBy(asc(blockedDates.fromDate), asc(blockedDates.id));
  return rows.map((r) => ({
    _id: r.id,
    from_date: r.fromDate,
    to_date: r.toDate,
    reason: r.reason,
    services: r.services,
  }));
}

/** Pauses still running at `now`; one whose end has passed is no pause (it resumed by itself). */
export async function loadStoreAvailability(db: Db, locationId: string, now = new Date()): Promise<StoreAvailability> {
  const rows = await db
    .select()
    .from(storePauses)
    .where(and(eq(storePauses.locationId, locationId), gt(storePauses.pausedUntil, now)));
  const pauseOf = (service: (typeof rows)[number]['service']) => {
    const r = rows.find((p) => p.service === service);
    return r ? { paused_until: r.pausedUntil.toISOString(), message: r.message } : null;
  };
  return { pickup: pauseOf('pickup'), delivery: pauseOf('delivery'), catering: pauseOf('catering') };
}

/** SPEC §9 defaults until the merchant saves a design. */
export async function loadStoreDesign(db: Db, locationId: string, kind: 'order' | 'catering'): Promise<StoreDesign> {
  const [r] = await db
    .select()
    .from(storeDesigns)
    .where(and(eq(storeDesigns.locationId, locationId), eq(storeDesigns.kind, kind)));
  return {
    theme_color: r?.themeColor ?? '#383232',
    theme_type: r?.themeType ?? 'light',
    banner_image_url: r?.bannerImageUrl ?? null,
    banner_logo_url: r?.bannerLogoUrl ?? null,
    logo_link_url: r?.logoLinkUrl ?? null,
  };
}
