import { and, eq } from 'drizzle-orm';
import {
  hasControlCharacters,
  weekProblems,
  type HoursType,
  type HoursWindowInput,
  type StoreHours,
} from '../../lib/contract';
import { minutesOf, timeOf } from '../../lib/contract/time-of-day';
import type { Db } from '../db/client';
import { businesses, openingHours } from '../db/schema';
import { tValidation } from '../i18n';
import { ApiError, fail, fieldsFail } from '../lib/http';
import type { LocationScope } from '../types';
import { loadStoreHours } from './store-schedule';

/**
 * The three sets of hours of a location (SPEC §7 Hours). Every change checks the week it leaves
 * (weekProblems: no overlap, a few windows a day) and answers with the three lists (SPEC §4).
 * Saving business hours ticks the Store Hours step of getting-started in the same transaction.
 */

type Scope = Pick<LocationScope, 'businessId' | 'locationId'>;
type HoursRow = typeof openingHours.$inferSelect;

const toInput = (r: HoursRow): HoursWindowInput => ({
  day: r.day,
  opens_at: timeOf(r.opensAt),
  closes_at: timeOf(r.closesAt),
});

const rowsOf = (scope: Scope, type: HoursType, windows: readonly HoursWindowInput[]) =>
  windows.map((w) => ({
    businessId: scope.businessId,
    locationId: scope.locationId,
    type,
    day: w.day,
    opensAt: minutesOf(w.opens_at)!,
    closesAt: minutesOf(w.closes_at)!,
  }));

const ofType = (scope: Scope, type: HoursType) =>
  and(eq(openingHours.locationId, scope.locationId), eq(openingHours.type, type));

async function windowsOf(db: Db, scope: Scope, type: HoursType): Promise<HoursRow[]> {
  return db.select().from(openingHours).where(ofType(scope, type));
}

/**
 * Refuses a week whose windows from index `from` on (the request's, after those kept) break a
 * rule, on the request's field: `hours.<i>.opens_at`, i counted in the request's list.
 */
export function checkWeek(week: readonly HoursWindowInput[], from: number): void {
  const problems = weekProblems(week, from);
  if (problems.length === 0) return;
  throw new ApiError(422, (lang) => {
    const errors = Object.fromEntries(
      problems.map((p) => [`hours.${p.index - from}.${p.field}`, [tValidation(lang, p.key)]]),
    );
    return fieldsFail(lang, errors).body(lang);
  });
}

async function tickStoreHours(db: Db, scope: Scope, type: HoursType): Promise<void> {
  if (type !== 'business') return;
  await db.update(businesses).set({ storeSetup: true }).where(eq(businesses.id, scope.businessId));
}

/** POST: adds windows to the week of `type`. */
export async function addWindows(
  db: Db,
  scope: Scope,
  type: HoursType,
  windows: HoursWindowInput[],
): Promise<StoreHours> {
  await db.transaction(async (tx) => {
    const saved = (await windowsOf(tx, scope, type)).map(toInput);
    checkWeek([...saved, ...windows], saved.length);
    if (windows.length > 0) await tx.insert(openingHours).values(rowsOf(scope, type, windows));
    if (windows.length > 0) await tickStoreHours(tx, scope, type);
  });
  return loadStoreHours(db, scope.locationId);
}

/** PATCH: the whole week of `type` becomes `windows` (an empty pick-up or delivery week follows business hours). */
export async function replaceWeek(
  db: Db,
  scope: Scope,
  type: HoursType,
  windows: HoursWindowInput[],
): Promise<StoreHours> {
  checkWeek(windows, 0);
  await db.transaction(async (tx) => {
    await tx.delete(openingHours).where(ofType(scope, type));
    if (windows.length > 0) await tx.insert(openingHours).values(rowsOf(scope, type, windows));
    if (windows.length > 0) await tickStoreHours(tx, scope, type);
  });
  return loadStoreHours(db, scope.locationId);
}

/** The window `id` of `type` at this location; any other id (another type, location or business) is a 404. */
async function windowOr404(db: Db, scope: Scope, type: HoursType, id: string | undefined): Promise<HoursRow> {
  // No row has such an id, and the database refuses a NUL in a query: a plain 404.
  if (!id || hasControlCharacters(id)) throw fail(404, 'hoursNotFound');
  const [row] = await db
    .select()
    .from(openingHours)
    .where(and(ofType(scope, type), eq(openingHours.id, id)));
  if (!row) throw fail(404, 'hoursNotFound');
  return row;
}

/** PUT ?hours_id=: one window gets a new day and times. */
export async function changeWindow(
  db: Db,
  scope: Scope,
  type: HoursType,
  id: string | undefined,
  window: HoursWindowInput,
): Promise<StoreHours> {
  await db.transaction(async (tx) => {
    const row = await windowOr404(tx, scope, type, id);
    const others = (await windowsOf(tx, scope, type)).filter((r) => r.id !== row.id).map(toInput);
    checkWeek([...others, window], others.length);
    const [values] = rowsOf(scope, type, [window]);
    await tx
      .update(openingHours)
      .set({ day: values!.day, opensAt: values!.opensAt, closesAt: values!.closesAt })
      .where(eq(openingHours.id, row.id));
    await tickStoreHours(tx, scope, type);
  });
  return loadStoreHours(db, scope.locationId);
}

/** DELETE .../<type>?hours_id=: removes one window. */
export async function deleteWindow(db: Db, scope: Scope, type: HoursType, id: string | undefined): Promise<StoreHours> {
  const row = await windowOr404(db, scope, type, id);
  await db.delete(openingHours).where(eq(openingHours.id, row.id));
  return loadStoreHours(db, scope.locationId);
}

/** DELETE .../pickup/all and .../delivery/all: the service follows business hours again. */
export async function clearServiceHours(db: Db, scope: Scope, type: 'pickup' | 'delivery'): Promise<StoreHours> {
  await db.delete(openingHours).where(ofType(scope, type));
  return loadStoreHours(db, scope.locationId);
}
