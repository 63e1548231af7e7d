/** A location's week of booking hours (SPEC §7 reservations-settings/hours), on the store hours' week rules (checkWeek). */
import { and, asc, eq } from 'drizzle-orm';
import { hasControlCharacters, type HoursWindow, type HoursWindowInput } from '../../lib/contract';
import { minutesOf, timeOf } from '../../lib/contract/time-of-day';
import type { Db } from '../db/client';
import { reservationHours } from '../db/schema';
import { fail } from '../lib/http';
import { lockLocation, type ReservationScope as Scope } from './reservation-scope';
import { checkWeek } from './store-hours';
import { hoursWindowOf } from './store-schedule';

type HoursRow = typeof reservationHours.$inferSelect;

const inputOf = (r: HoursRow): HoursWindowInput => ({
  day: r.day,
  opens_at: timeOf(r.opensAt),
  closes_at: timeOf(r.closesAt),
});
export const hoursRows = (scope: Scope, windows: readonly HoursWindowInput[]) =>
  windows.map((w) => ({
    businessId: scope.businessId,
    locationId: scope.locationId,
    day: w.day,
    opensAt: minutesOf(w.opens_at)!,
    closesAt: minutesOf(w.closes_at)!,
  }));

export const hoursAt = (scope: Scope) =>
  and(eq(reservationHours.locationId, scope.locationId), eq(reservationHours.businessId, scope.businessId));

async function hoursOf(db: Db, locationId: string): Promise<HoursRow[]> {
  return db
    .select()
    .from(reservationHours)
    .where(eq(reservationHours.locationId, locationId))
    .orderBy(asc(reservationHours.day), asc(reservationHours.opensAt), asc(reservationHours.id));
}

/** The week of booking hours by day and opening time. */
export async function loadReservationHours(db: Db, locationId: string): Promise<HoursWindow[]> {
  return (await hoursOf(db, locationId)).map(hoursWindowOf);
}

/** POST reservations-settings/hours: windows added to the week (their errors on `hours.<i>.…`). */
export async function addReservationHours(db: Db, scope: Scope, windows: HoursWindowInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLocation(tx, scope);
    const saved = (await hoursOf(tx, scope.locationId)).map(inputOf);
    checkWeek([...saved, ...windows], saved.length);
    if (windows.length) await tx.insert(reservationHours).values(hoursRows(scope, windows));
  });
}

/** The window `id` of this location; any other id (another location's or business's, none) is a 404. */
export async function reservationHoursOr404(db: Db, scope: Scope, id: string | undefined): Promise<HoursRow> {
  // No row has such an id, and the database refuses a NUL in a query: a plain 404.
  const [row] =
    id && !hasControlCharacters(id)
      ? await db
          .select()
          .from(reservationHours)
          .where(and(eq(reservationHours.id, id), hoursAt(scope)))
      : [];
  if (!row) throw fail(404, 'reservationHoursNotFound');
  return row;
}

/** PUT …/hours?hours_id=: one window gets a new day and times, checked against the rest of the week. */
export async function changeReservationHours(
  db: Db,
  scope: Scope,
  id: string,
  window: HoursWindowInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLocation(tx, scope);
    const others = (await hoursOf(tx, scope.locationId)).filter((r) => r.id !== id).map(inputOf);
    checkWeek([...others, window], others.length);
    const [values] = hoursRows(scope, [window]);
    await tx
      .update(reservationHours)
      .set({ day: values!.day, opensAt: values!.opensAt, closesAt: values!.closesAt })
      .where(and(eq(reservationHours.id, id), hoursAt(scope)));
  });
}

export async function deleteReservationHours(db: Db, scope: Scope, id: string): Promise<void> {
  await db.delete(reservationHours).where(and(eq(reservationHours.id, id), hoursAt(scope)));
}
