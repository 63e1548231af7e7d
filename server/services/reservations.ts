import { and, eq } from 'drizzle-orm';
import {
  BACKGROUND_MAX_SIDE,
  BACKGROUND_MIN_HEIGHT,
  BACKGROUND_MIN_WIDTH,
  BACKGROUND_TYPES,
  hasControlCharacters,
  PREMIUM_PLAN,
  RESERVATION_DEFAULTS,
  reservationPath,
  type PublicReservationReply,
  type ReservationSettings,
  type ReservationSettingsInput,
  type ReservationsReply,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, countries, locations, reservationHours, reservationSettings, states } from '../db/schema';
import { assertPremium } from './manage-locations';
import { loadBlockDates, locationToday } from './reservation-block-dates';
import { hoursAt, hoursRows, loadReservationHours } from './reservation-hours';
import { lockLocation, type ReservationScope } from './reservation-scope';
import { uploadUrl } from './uploads';
import { ownUpload, type ImageRule } from './upload-rule';

/**
 * Reservation setup of a location (issue 19 item 1; lib/contract/reservations.ts). Premium only:
 * every call starts with `assertReservationsPlan`. The week of booking hours is in
 * reservation-hours.ts, the block dates in reservation-block-dates.ts.
 */

type Scope = ReservationScope;
type SettingsRow = typeof reservationSettings.$inferSelect;

/** SPEC §6: reservations are Premium's; 403 naming the plan before anything is read or written. */
export const assertReservationsPlan = (db: Db, businessId: string) =>
  assertPremium(db, businessId, 'reservationsPremiumOnly');

/** The background rule (PNG/JPEG/WebP, big enough to fill a phone, not a poster). */
export const BACKGROUND_RULE: ImageRule = {
  types: BACKGROUND_TYPES,
  minWidth: BACKGROUND_MIN_WIDTH,
  minHeight: BACKGROUND_MIN_HEIGHT,
  maxSide: BACKGROUND_MAX_SIDE,
  typeError: 'reservationBackgroundType',
  sizeError: 'reservationBackgroundSize',
};

/** The background as its stored URL, once it is an upload of this business meeting the rule (422 on the field). */
const ownBackground = async (db: Db, businessId: string, ref: string) =>
  uploadUrl(await ownUpload(db, businessId, 'background_image_url', ref, BACKGROUND_RULE));

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
