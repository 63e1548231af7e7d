import { z } from 'zod';
import { isoDay } from './orders';
import {
  BLOCK_PERIOD_MAX_DAYS,
  CANCELLATION_POLICY_MAX,
  DEPOSIT_MAX_CENTS,
  depositTypes,
  MAXIMUM_AHEAD_DAYS,
  MEAL_DURATION,
  MINIMUM_AHEAD_MINUTES,
  PARTY_SIZE,
  RESERVATION_INTERVAL,
  RESTAURANT_MESSAGE_MAX,
} from './plain/reservations';
import { multilineText, requiredText, V } from './rules';
import { hoursWindowSchema } from './store';
import { DV } from './store-design';
import { periodDays, SV } from './store-holidays';
import { hoursRequest, hoursWindowInput, HV } from './store-hours';
import { MINUTES_PER_DAY } from './time-of-day';

export * from './plain/reservations';

/**
 * Reservation setup of a location (SPEC §3 Reservation setup; §7 GET and POST
 * reservations-settings, POST reservations-settings/hours, PUT and DELETE …/hours?hours_id=, POST
 * …/block-date, PUT and DELETE …/block-date?block_date_id=). Premium only (SPEC §6): the API
 * answers 403 on any other plan.
 *
 * Durations are whole minutes but for the maximum time ahead, which is whole days; money is cents.
 * The booking hours are a week of their own with the store hours' rules (`weekProblems`: no
 * overlap, at most six windows a day, a window past midnight runs into the next day).
 */

export const RV = {
  interval: 'validation.reservationInterval',
  mealDuration: 'validation.reservationMealDuration',
  mealShorterThanInterval: 'validation.reservationMealShorter',
  minimumAhead: 'validation.reservationMinimumAhead',
  maximumAhead: 'validation.reservationMaximumAhead',
  aheadOrder: 'validation.reservationAheadOrder',
  partySize: 'validation.reservationPartySize',
  partyOrder: 'validation.reservationPartyOrder',
  messageRequired: 'validation.reservationMessageRequired',
  max500: 'validation.max500',
  max2000: 'validation.max2000',
  depositAmount: 'validation.reservationDepositAmount',
  depositParty: 'validation.reservationDepositParty',
  blockSpan: 'validation.reservationBlockSpan',
} as const;

const whole = (range: { min: number; max: number }, key: string) =>
  z.number({ error: key }).int(key).min(range.min, key).max(range.max, key);
const within = (n: number, range: { min: number; max: number }) =>
  Number.isInteger(n) && n >= range.min && n <= range.max;

export const depositSettingsRequest = z.object({
  type: z.enum(depositTypes, { error: V.choice }),
  /** Cents per person or per booking; kept (and ignored) while the type is none. */
  amount: whole({ min: 0, max: DEPOSIT_MAX_CENTS }, RV.depositAmount),
  /** Parties of this many guests or more pay it. */
  from_party_size: whole(PARTY_SIZE, RV.partySize),
});

const imageRef = () => z.string({ error: V.required }).trim().max(255, V.max255).nullable().optional();

/**
 * The rules between fields, each on the field the merchant changes to fix it, and only between
 * values that are fine on their own (a field holds one reason at a time).
 */
function checkSettings(v: z.output<typeof settingsShape>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (within(v.reservation_interval, RESERVATION_INTERVAL) && within(v.meal_duration, MEAL_DURATION))
    if (v.meal_duration < v.reservation_interval) issue(['meal_duration'], RV.mealShorterThanInterval);
  if (within(v.minimum_time_to_book, MINIMUM_AHEAD_MINUTES) && within(v.maximum_time_to_book, MAXIMUM_AHEAD_DAYS))
    if (v.maximum_time_to_book * MINUTES_PER_DAY < v.minimum_time_to_book)
      issue(['maximum_time_to_book'], RV.aheadOrder);
  const parties = within(v.min_party_size, PARTY_SIZE) && within(v.max_party_size, PARTY_SIZE);
  if (parties && v.min_party_size > v.max_party_size) issue(['max_party_size'], RV.partyOrder);
  const partiesFine = parties && v.min_party_size <= v.max_party_size;
  if (v.is_restaurant_message && v.restaurant_message === '') issue(['restaurant_message'], RV.messageRequired);
  const d = v.deposit_settings;
  if (d.type === 'none') return;
  if (d.amount === 0) issue(['deposit_settings', 'amount'], RV.depositAmount);
  if (partiesFine && within(d.from_party_size, PARTY_SIZE) && d.from_party_size > v.max_party_size)
    issue(['deposit_settings', 'from_party_size'], RV.depositParty);
}

const settingsShape = z.object({
  reservation_interval: whole(RESERVATION_INTERVAL, RV.interval),
  minimum_time_to_book: whole(MINIMUM_AHEAD_MINUTES, RV.minimumAhead),
  maximum_time_to_book: whole(MAXIMUM_AHEAD_DAYS, RV.maximumAhead),
  meal_duration: whole(MEAL_DURATION, RV.mealDuration),
  min_party_size: whole(PARTY_SIZE, RV.partySize),
  max_party_size: whole(PARTY_SIZE, RV.partySize),
  is_restaurant_message: z.boolean({ error: V.choice }),
  /** Kept while the switch is off, so turning it back on shows it again. */
  restaurant_message: multilineText().max(RESTAURANT_MESSAGE_MAX, RV.max500),
  cancellation_policy_message: multilineText().max(CANCELLATION_POLICY_MAX, RV.max2000),
  theme_color: z
    .string({ error: V.required })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, DV.color)
    .transform((c) => c.toLowerCase()),
  /** An upload of the business (POST upload?purpose=reservation-background), by URL or id; null: none. */
  background_image_url: imageRef(),
  deposit_settings: depositSettingsRequest,
  /** The whole week of booking hours; left out, the saved week stays as it is. */
  reservation_hours: hoursRequest.shape.hours.optional(),
});

/** POST reservations-settings: every setting of the location, what the page's Save sends. */
export const reservationSettingsRequest = settingsShape.superRefine(checkSettings);
export type ReservationSettingsRequest = z.input<typeof reservationSettingsRequest>;
export type ReservationSettingsInput = z.output<typeof reservationSettingsRequest>;

/** POST reservations-settings/hours: windows added to the week. */
export const reservationHoursRequest = z.object({ hours: hoursRequest.shape.hours });
export type ReservationHoursRequest = z.input<typeof reservationHoursRequest>;

/** PUT …/hours?hours_id=: the one window's new day and times. */
export const reservationHoursChangeRequest = z.object({
  hours: z.array(hoursWindowInput, { error: V.required }).length(1, HV.oneWindow),
});
export type ReservationHoursChangeRequest = z.input<typeof reservationHoursChangeRequest>;

/** POST …/block-date and PUT ?block_date_id=: a day or a range of days without bookings, and why. */
export const reservationBlockDateRequest = z
  .object({ from_date: isoDay(), to_date: isoDay(), reason: requiredText(180) })
  .superRefine((p, ctx) => {
    const days = periodDays(p.from_date, p.to_date);
    if (Number.isNaN(days)) return;
    if (days < 1) ctx.addIssue({ code: 'custom', message: SV.dateOrder, path: ['to_date'] });
    else if (days > BLOCK_PERIOD_MAX_DAYS) ctx.addIssue({ code: 'custom', message: RV.blockSpan, path: ['to_date'] });
  });
export type ReservationBlockDateRequest = z.input<typeof reservationBlockDateRequest>;

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const reservationBlockDateSchema = z.object({
  _id: z.string(),
  from_date: calendarDay,
  to_date: calendarDay,
  reason: z.string(),
});
export type ReservationBlockDate = z.infer<typeof reservationBlockDateSchema>;

export const depositSettingsSchema = z.object({
  type: z.enum(depositTypes),
  amount: z.number().int(),
  from_party_size: z.number().int(),
});
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

export const reservationSettingsSchema = z.object({
  reservation_interval: z.number().int(),
  minimum_time_to_book: z.number().int(),
  maximum_time_to_book: z.number().int(),
  meal_duration: z.number().int(),
  min_party_size: z.number().int(),
  max_party_size: z.number().int(),
  is_restaurant_message: z.boolean(),
  restaurant_message: z.string(),
  cancellation_policy_message: z.string(),
  theme_color: z.string(),
  background_image_url: z.string().nullable(),
  /** The week's windows by day (Sunday 0 first) and opening time. */
  reservation_hours: z.array(hoursWindowSchema),
  /** Oldest first. */
  block_dates: z.array(reservationBlockDateSchema),
  deposit_settings: depositSettingsSchema,
});
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;

/**
 * GET and POST reservations-settings: the settings and where customers book (`reservation_url`,
 * the portal's public page of the location, a path from the portal's root).
 */
export const reservationsReply = z.object({
  reservations_settings: reservationSettingsSchema,
  reservation_url: z.string(),
  message: z.string().optional(),
});
export type ReservationsReply = z.infer<typeof reservationsReply>;

/** Every hours call answers with the whole week (SPEC §4: the client replaces its list). */
export const reservationHoursReply = z.object({
  reservation_hours: z.array(hoursWindowSchema),
  message: z.string().optional(),
});
export type ReservationHoursReply = z.infer<typeof reservationHoursReply>;

/** Every block-date call answers with the whole list. */
export const reservationBlockDatesReply = z.object({
  block_dates: z.array(reservationBlockDateSchema),
  message: z.string().optional(),
});
export type ReservationBlockDatesReply = z.infer<typeof reservationBlockDatesReply>;

/** The public "book a table" page of a location (GET public/reservations?slug=&location=), read signed out. */
export const publicReservationReply = z.object({
  business: z.object({ name: z.string() }),
  location: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip_postal_code: z.string(),
    phone_number: z.string(),
    timezone: z.string(),
    /** The currency the deposit is charged in (the location's country's). */
    currency: z.string(),
  }),
  theme_color: z.string(),
  background_image_url: z.string().nullable(),
  /** The restaurant's message while its switch is on; null otherwise. */
  restaurant_message: z.string().nullable(),
  cancellation_policy_message: z.string(),
  reservation_hours: z.array(hoursWindowSchema),
  /** Blocked periods that are not over yet, on the location's clock. */
  block_dates: z.array(reservationBlockDateSchema.omit({ _id: true })),
  min_party_size: z.number().int(),
  max_party_size: z.number().int(),
  minimum_time_to_book: z.number().int(),
  maximum_time_to_book: z.number().int(),
  deposit_settings: depositSettingsSchema,
});
export type PublicReservationReply = z.infer<typeof publicReservationReply>;
