import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { blockedDateRequest, holidayRequest } from '../../lib/contract';
import { minutesOf } from '../../lib/contract/time-of-day';
import type { Db } from '../db/client';
import { blockedDates, holidays } from '../db/schema';
import { foundOr404 } from '../lib/http';
import type { LocationScope } from '../types';

/**
 * Holidays and blocked dates of the call's location (issue 12 items 4 and 5). Ids from the caller
 * are looked up within the location and business of the call: any other is a 404.
 */

type HolidayInput = z.output<typeof holidayRequest>;
type BlockedDateInput = z.output<typeof blockedDateRequest>;
type Keys = { businessId: string; locationId: string };

const keysOf = (scope: LocationScope): Keys => ({ businessId: scope.businessId, locationId: scope.locationId });

/** The stored columns of a holiday; a closed one keeps no hours (they would never apply). */
const holidayValues = (input: HolidayInput) => ({
  name: input.name,
  fromDate: input.from_date,
  toDate: input.to_date,
  closed: input.closed,
  hours: input.closed
    ? []
    : input.hours.map((w) => ({ opensAt: minutesOf(w.opens_at)!, closesAt: minutesOf(w.closes_at)! })),
  services: input.services,
});

const ofHoliday = (scope: LocationScope, id: string) =>
  and(eq(holidays.id, id), eq(holidays.locationId, scope.locationId), eq(holidays.businessId, scope.businessId));
const ofBlockedDate = (scope: LocationScope, id: string) =>
  and(
    eq(blockedDates.id, id),
    eq(blockedDates.locationId, scope.locationId),
    eq(blockedDates.businessId, scope.businessId),
  );

/** The holiday, at this location, or at every location the caller sees, in one transaction. */
export async function createHoliday(db: Db, scope: LocationScope, input: HolidayInput, everywhere: boolean) {
  const locationIds = everywhere ? scope.visibleLocations.map((l) => l._id) : [scope.locationId];
  const values = holidayValues(input);
  await db.transaction(async (tx) => {
    await tx
      .insert(holidays)
      .values(locationIds.map((locationId) => ({ ...values, businessId: scope.businessId, locationId })));
  });
}

export async function holidayOr404(db: Db, scope: LocationScope, id: string | undefined) {
  const [row] = id ? await db.select().from(holidays).where(ofHoliday(scope, id)) : [];
  return foundOr404(row, 'holidayNotFound');
}

export async function updateHoliday(db: Db, scope: LocationScope, id: string, input: HolidayInput) {
  await db.update(holidays).set(holidayValues(input)).where(ofHoliday(scope, id));
}

export async function deleteHoliday(db: Db, scope: LocationScope, id: string) {
  await db.delete(holidays).where(ofHoliday(scope, id));
}

const blockedDateValues = (input: BlockedDateInput) => ({
  fromDate: input.from_date,
  toDate: input.to_date,
  reason: input.reason,
  services: input.services,
});

export async function createBlockedDate(db: Db, scope: LocationScope, input: BlockedDateInput) {
  await db.insert(blockedDates).values({ ...blockedDateValues(input), ...keysOf(scope) });
}

export async function blockedDateOr404(db: Db, scope: LocationScope, id: string | undefined) {
  const [row] = id ? await db.select().from(blockedDates).where(ofBlockedDate(scope, id)) : [];
  return foundOr404(row, 'blockedDateNotFound');
}

export async function updateBlockedDate(db: Db, scope: LocationScope, id: string, input: BlockedDateInput) {
  await db.update(blockedDates).set(blockedDateValues(input)).where(ofBlockedDate(scope, id));
}

export async function deleteBlockedDate(db: Db, scope: LocationScope, id: string) {
  await db.delete(blockedDates).where(ofBlockedDate(scope, id));
}
