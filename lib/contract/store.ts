import { z } from 'zod';
import { themeTypes } from './plain/store-design';

/**
 * Store setup (issue 12, SPEC §3 Location: location_hours, pickup, delivery, holiday_hours,
 * store_availability; blocked dates; the storefront's design): the shapes the API answers with.
 * Every time of day is the location's wall clock, "HH:mm" on 24 hours; every date a local
 * calendar day "YYYY-MM-DD". The request schemas (with SPEC §5's rules) sit beside them in
 * `store-*.ts`.
 */

/** The three sets of hours: the business's, and those of the two services that can differ. */
export const hoursTypes = ['business', 'pickup', 'delivery'] as const;
export type HoursType = (typeof hoursTypes)[number];

/** The services customers order through: holidays, blocked dates and pauses cover some of them. */
export const storeServices = ['pickup', 'delivery', 'catering'] as const;
export type StoreService = (typeof storeServices)[number];

/** Days of the week as `Date.getDay()` counts them: 0 Sunday … 6 Saturday. */
export const weekDays = [0, 1, 2, 3, 4, 5, 6] as const;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One opening window of one day; `closes_at` at or before `opens_at` runs past midnight. */
export const hoursWindowSchema = z.object({
  _id: z.string(),
  day: z.number().int().min(0).max(6),
  opens_at: timeOfDay,
  closes_at: timeOfDay,
});
export type HoursWindow = z.infer<typeof hoursWindowSchema>;

/**
 * Every hours call answers with the three lists (SPEC §4: the client replaces its list with
 * the reply). An empty pick-up or delivery list means "same as business hours".
 */
export const storeHoursSchema = z.object({
  location_hours: z.array(hoursWindowSchema),
  pickup: z.object({ hours: z.array(hoursWindowSchema) }),
  delivery: z.object({ hours: z.array(hoursWindowSchema) }),
});
export type StoreHours = z.infer<typeof storeHoursSchema>;

/** A window without an id: a holiday's special hours. */
export const specialWindowSchema = z.object({ opens_at: timeOfDay, closes_at: timeOfDay });
export type SpecialWindow = z.infer<typeof specialWindowSchema>;

/** Closed all day (`closed`), or open only during `hours`, from one day to another inclusive. */
export const holidaySchema = z.object({
  _id: z.string(),
  name: z.string(),
  from_date: calendarDay,
  to_date: calendarDay,
  closed: z.boolean(),
  hours: z.array(specialWindowSchema),
  services: z.array(z.enum(storeServices)),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysReply = z.object({ holiday_hours: z.array(holidaySchema) });

/** Days on which scheduled orders cannot be placed. */
export const blockedDateSchema = z.object({
  _id: z.string(),
  from_date: calendarDay,
  to_date: calendarDay,
  reason: z.string(),
  services: z.array(z.enum(storeServices)),
});
export type BlockedDate = z.infer<typeof blockedDateSchema>;
export const blockedDatesReply = z.object({ blocked_dates: z.array(blockedDateSchema) });

/** A paused service: ordering resumes by itself at `paused_until` (an instant, ISO 8601). */
export const servicePauseSchema = z.object({ paused_until: z.string(), message: z.string() });
export type ServicePause = z.infer<typeof servicePauseSchema>;
/** One entry per service; null while it takes orders. */
export const storeAvailabilitySchema = z.object({
  pickup: servicePauseSchema.nullable(),
  delivery: servicePauseSchema.nullable(),
  catering: servicePauseSchema.nullable(),
});
export type StoreAvailability = z.infer<typeof storeAvailabilitySchema>;
export const storeAvailabilityReply = z.object({ store_availability: storeAvailabilitySchema });

/** SPEC §3 theme_appearance (the list itself is plain, for zod-free first loads). */
export { themeTypes };
export const storeDesignSchema = z.object({
  theme_color: z.string(),
  theme_type: z.enum(themeTypes),
  banner_image_url: z.string().nullable(),
  banner_logo_url: z.string().nullable(),
  logo_link_url: z.string().nullable(),
});
export type StoreDesign = z.infer<typeof storeDesignSchema>;
