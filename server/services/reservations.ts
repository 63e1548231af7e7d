import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import {
  BACKGROUND_MAX_SIDE,
  BACKGROUND_MIN_HEIGHT,
  BACKGROUND_MIN_WIDTH,
  BACKGROUND_TYPES,
  hasControlCharacters,
  PREMIUM_PLAN,
  RESERVATION_DEFAULTS,
  reservationPath,
  uploadIdOf,
  type HoursWindow,
  type HoursWindowInput,
  type PublicReservationReply,
  type ReservationBlockDate,
  type ReservationSettings,
  type ReservationSettingsInput,
  type ReservationsReply,
} from '../../lib/contract';
import { localMoment } from '../../lib/contract/open-at';
import { minutesOf, timeOf } from '../../lib/contract/time-of-day';
import type { Db } from '../db/client';
import {
  businesses,
  countries,
  locations,
  reservationBlockDates,
  reservationHours,
  reservationSettings,
  states,
  uploads,
} from '../db/schema';
import { fail, fieldFail, type ApiError } from '../lib/http';
import type { LocationScope } from '../types';
import { assertPremium } from './manage-locations';
import { checkWeek } from './store-hours';
import { uploadUrl } from './uploads';

/**
 * Reservation setup of a location (issue 19 item 1; lib/contract/reservations.ts). Premium only:
 * every call starts with `assertReservationsPlan`. The booking hours follow the store hours'
 * week rules (checkWeek); block dates may not overlap one another nor be over already.
 */

type Scope = Pick<LocationScope, 'businessId' | 'locationId'>;
type SettingsRow = typeof reservationSettings.$inferSelect;
type HoursRow = typeof reservationHours.$inferSelect;
type BlockRow = typeof reservationBlockDates.$inferSelect;
export interface BlockDateInput {
  from_date: string;
  to_date: string;
  reason: string;
}

/** SPEC §6: reservations are Premium's; 403 naming the plan before anything is read or written. */
export const assertReservationsPlan = (db: Db, businessId: string) =>
  assertPremium(db, businessId, 'reservationsPremiumOnly');

/** What the background rule looks at: the detected type and size. */
interface ImageFacts {
  type: string;
  width: number | null;
  height: number | null;
}

/** The background rule (PNG/JPEG/WebP, big enough to fill a phone, not a poster) as a field error, or null. */
export function backgroundProblem(field: string, f: ImageFacts): ApiError | null {
  if (!(BACKGROUND_TYPES as readonly string[]).includes(f.type)) return fieldFail(field, 'reservationBackgroundType');
  const [w, h] = [f.width ?? 0, f.height ?? 0];
  if (w < BACKGROUND_MIN_WIDTH || h < BACKGROUND_MIN_HEIGHT || w > BACKGROUND_MAX_SIDE || h > BACKGROUND_MAX_SIDE)
    return fieldFail(field, 'reservationBackgroundSize', {
      minWidth: BACKGROUND_MIN_WIDTH,
      minHeight: BACKGROUND_MIN_HEIGHT,
      max: BACKGROUND_MAX_SIDE,
      width: f.width ?? '?',
      height: f.height ?? '?',
    });
  return null;
}

/** The background as its stored URL, once it is an upload of this business meeting the rule (422 on the field). */
async function ownBackground(db: Db, businessId: string, ref: string): Promise<string> {
  const id = uploadIdOf(ref);
  const [row] = id
    ? await db
        .select({ type: uploads.contentType, width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.businessId, businessId)))
    : [];
  if (!row) throw fieldFail('background_image_url', 'designUploadUnknown');
  const problem = backgroundProblem('background_image_url', row);
  if (problem) throw problem;
  return uploadUrl(id!);
}

const windowOf = (r: HoursRow): HoursWindow => ({
  _id: r.id,
  day: r.day,
  opens_at: timeOf(r.opensAt),
  closes_at: timeOf(r.closesAt),
});
const inputOf = (r: HoursRow): HoursWindowInput => ({
  day: r.day,
  opens_at: timeOf(r.opensAt),
  closes_at: timeOf(r.closesAt),
});
const hoursRows = (scope: Scope, windows: readonly HoursWindowInput[]) =>
  windows.map((w) => ({
    businessId: scope.businessId,
    locationId: scope.locationId,
    day: w.day,
    opensAt: minutesOf(w.opens_at)!,
    closesAt: minutesOf(w.closes_at)!,
  }));
const blockOf = (r: BlockRow): ReservationBlockDate => ({
  _id: r.id,
  from_date: r.fromDate,
  to_date: r.toDate,
  reason: r.reason,
});

const hoursAt = (scope: Scope) =>
  and(eq(reservationHours.locationId, scope.locationId), eq(reservationHours.businessId, scope.businessId));
const blocksAt = (scope: Scope) =>
  and(eq(reservationBlockDates.locationId, scope.locationId), eq(reservationBlockDates.businessId, scope.businessId));

async function hoursOf(db: Db, locationId: string): Promise<HoursRow[]> {
  return db
    .select()
    .from(reservationHours)
    .where(eq(reservationHours.locationId, locationId))
    .orderBy(asc(reservationHours.day), asc(reservationHours.opensAt), asc(reservationHours.id));
}

/** The week of booking hours by day and opening time. */
export async function loadReservationHours(db: Db, locationId: string): Promise<HoursWindow[]> {
  return (await hoursOf(db, locationId)).map(windowOf);
}

/** The block dates, the earliest first. */
export async function loadBlockDates(db: Db, locationId: string): Promise<ReservationBlockDate[]> {
  const rows = await db
    .select()
    .from(reservationBlockDates)
    .where(eq(reservationBlockDates.locationId, locationId))
    .orderBy(asc(reservationBlockDates.fromDate), asc(reservationBlockDates.createdAt));
  return rows.map(blockOf);
}

type Plain = Omit<ReservationSettings, 'reservation_hours' | 'block_dates'>;
const plainOf = (r: SettingsRow | undefined): Plain =>
  r
    ? {
        reservation_interval: r.intervalMinutes,
        minimum_time_to_book: r.minimumAheadMinutes,
        maximum_time_to_book: r.maximumAheadDays,
        meal_duration: r.mealMinutes,
        min_party_size: r.minPartySize,
        max_party_size: r.maxPartySize,
        is_restaurant_message: r.isRestaurantMessage,
        restaurant_message: r.restaurantMessage,
        cancellation_policy_message: r.cancellationPolicy,
        theme_color: r.themeColor,
        background_image_url: r.backgroundImageUrl,
        deposit_settings: { type: r.depositType, amount: r.depositCents, from_party_size: r.depositFromPartySize },
      }
    : { ...RESERVATION_DEFAULTS, deposit_settings: { ...RESERVATION_DEFAULTS.deposit_settings } };

async function settingsRow(db: Db, locationId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(reservationSettings).where(eq(reservationSettings.locationId, locationId));
  return row;
}

async function businessSlug(db: Db, businessId: string): Promise<string> {
  const [b] = await db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, businessId));
  return b!.slug;
}

/** GET reservations-settings: the saved settings (or the defaults), the week, the block dates and the public URL. */
export async function reservationsReply(db: Db, scope: Scope): Promise<ReservationsReply> {
  const [row, hours, blocks, slug] = await Promise.all([
    settingsRow(db, scope.locationId),
    loadReservationHours(db, scope.locationId),
    loadBlockDates(db, scope.locationId),
    businessSlug(db, scope.businessId),
  ]);
  return {
    reservations_settings: { ...plainOf(row), reservation_hours: hours, block_dates: blocks },
    reservation_url: reservationPath(slug, scope.locationId),
  };
}

/**
 * A write that checks what the location already holds (the week, the other block dates) takes
 * the location's row first, so two writes at once cannot both pass the check.
 */
const lockLocation = (tx: Db, scope: Scope) =>
  tx.select({ id: locations.id }).from(locations).where(eq(locations.id, scope.locationId)).for('update');

/**
 * POST reservations-settings: every setting, and the whole week when the request carries one, in
 * one transaction (the contract already checked the week's rules): a refused save writes nothing.
 */
export async function saveReservationSettings(db: Db, scope: Scope, input: ReservationSettingsInput): Promise<void> {
  const background = input.background_image_url
    ? await ownBackground(db, scope.businessId, input.background_image_url)
    : null;
  const d = input.deposit_settings;
  const values = {
    intervalMinutes: input.reservation_interval,
    minimumAheadMinutes: input.minimum_time_to_book,
    maximumAheadDays: input.maximum_time_to_book,
    mealMinutes: input.meal_duration,
    minPartySize: input.min_party_size,
    maxPartySize: input.max_party_size,
    isRestaurantMessage: input.is_restaurant_message,
    restaurantMessage: input.restaurant_message,
    cancellationPolicy: input.cancellation_policy_message,
    themeColor: input.theme_color,
    backgroundImageUrl: background,
    depositType: d.type,
    depositCents: d.amount,
    depositFromPartySize: d.from_party_size,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(reservationSettings)
      .values({ ...scope, ...values })
      .onConflictDoUpdate({ target: reservationSettings.locationId, set: values });
    if (!input.reservation_hours) return;
    await lockLocation(tx, scope);
    await tx.delete(reservationHours).where(hoursAt(scope));
    if (input.reservation_hours.length)
      await tx.insert(reservationHours).values(hoursRows(scope, input.reservation_hours));
  });
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

export async function blockDateOr404(db: Db, scope: Scope, id: string | undefined): Promise<BlockRow> {
  const [row] =
    id && !hasControlCharacters(id)
      ? await db
          .select()
          .from(reservationBlockDates)
          .where(and(eq(reservationBlockDates.id, id), blocksAt(scope)))
      : [];
  if (!row) throw fail(404, 'reservationBlockDateNotFound');
  return row;
}

/**
 * The rules a block date meets against the location (field errors, nothing written): it is not
 * over yet on the location's clock (unless an edit keeps its days), and it overlaps no other one.
 */
async function checkBlockDate(
  tx: Db,
  scope: Scope,
  input: BlockDateInput,
  today: string,
  existing?: BlockRow,
): Promise<void> {
  const sameDays = existing && existing.fromDate === input.from_date && existing.toDate === input.to_date;
  if (!sameDays && input.to_date < today) throw fieldFail('to_date', 'reservationBlockDatePast');
  const [clash] = await tx
    .select()
    .from(reservationBlockDates)
    .where(
      and(
        blocksAt(scope),
        lte(reservationBlockDates.fromDate, input.to_date),
        gte(reservationBlockDates.toDate, input.from_date),
        existing ? ne(reservationBlockDates.id, existing.id) : undefined,
      ),
    )
    .orderBy(asc(reservationBlockDates.fromDate))
    .limit(1);
  if (clash) throw fieldFail('from_date', 'reservationBlockDateOverlap', { from: clash.fromDate, to: clash.toDate });
}

const blockValues = (input: BlockDateInput) => ({
  fromDate: input.from_date,
  toDate: input.to_date,
  reason: input.reason,
});

/** `today`: the location's calendar day now (the caller's clock, deps.now, on the location's time zone). */
export async function createBlockDate(db: Db, scope: Scope, input: BlockDateInput, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLocation(tx, scope);
    await checkBlockDate(tx, scope, input, today);
    await tx.insert(reservationBlockDates).values({ ...scope, ...blockValues(input) });
  });
}

export async function updateBlockDate(
  db: Db,
  scope: Scope,
  row: BlockRow,
  input: BlockDateInput,
  today: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLocation(tx, scope);
    await checkBlockDate(tx, scope, input, today, row);
    await tx
      .update(reservationBlockDates)
      .set(blockValues(input))
      .where(and(eq(reservationBlockDates.id, row.id), blocksAt(scope)));
  });
}

export async function deleteBlockDate(db: Db, scope: Scope, id: string): Promise<void> {
  await db.delete(reservationBlockDates).where(and(eq(reservationBlockDates.id, id), blocksAt(scope)));
}

/** The location's calendar day at `now`. */
export const locationToday = (timezone: string, now: Date) => localMoment(now, timezone).date;

/**
 * The public "book a table" page (reservation_url): the location of the business `slug`, while
 * the business is on Premium; undefined otherwise (a 404, whatever the reason).
 */
export async function publicReservation(
  db: Db,
  slug: string,
  locationId: string,
  now: Date,
): Promise<PublicReservationReply | undefined> {
  if (!slug || !locationId || hasControlCharacters(slug) || hasControlCharacters(locationId)) return undefined;
  const [found] = await db
    .select({ business: businesses, location: locations, state: states.name, currency: countries.currency })
    .from(locations)
    .innerJoin(businesses, eq(businesses.id, locations.businessId))
    .leftJoin(states, eq(states.id, locations.stateId))
    .leftJoin(countries, eq(countries.id, locations.countryId))
    .where(and(eq(locations.id, locationId), eq(businesses.slug, slug)));
  if (!found) return undefined;
  if (found.business.planName !== PREMIUM_PLAN) return undefined;
  const l = found.location;
  const today = locationToday(l.timezone, now);
  const [row, hours, blocks] = await Promise.all([
    settingsRow(db, l.id),
    loadReservationHours(db, l.id),
    loadBlockDates(db, l.id),
  ]);
  const s = plainOf(row);
  return {
    business: { name: found.business.name },
    location: {
      name: l.name,
      street: l.street,
      city: l.city,
      state: found.state ?? '',
      zip_postal_code: l.zipPostalCode,
      phone_number: l.phoneNumber,
      timezone: l.timezone,
      currency: found.currency ?? 'USD',
    },
    theme_color: s.theme_color,
    background_image_url: s.background_image_url,
    restaurant_message: s.is_restaurant_message ? s.restaurant_message : null,
    cancellation_policy_message: s.cancellation_policy_message,
    reservation_hours: hours,
    block_dates: blocks
      .filter((b) => b.to_date >= today)
      .map(({ from_date, to_date, reason }) => ({ from_date, to_date, reason })),
    min_party_size: s.min_party_size,
    max_party_size: s.max_party_size,
    minimum_time_to_book: s.minimum_time_to_book,
    maximum_time_to_book: s.maximum_time_to_book,
    deposit_settings: s.deposit_settings,
  };
}
