/**
 * Reservation setup's constants (lib/contract/reservations.ts has the schemas): no zod here, so the
 * page takes its limits and defaults without loading zod on its first load.
 */

/** Minutes between two bookable times (every 15 minutes: 18:00, 18:15 …). */
export const RESERVATION_INTERVAL = { min: 5, max: 240 } as const;
/** How long a table is kept for one booking, in minutes: at least one interval, at most 12 hours. */
export const MEAL_DURATION = { min: 15, max: 720 } as const;
/** How soon a booking may start, in minutes from now (0: up to the last moment; at most 30 days). */
export const MINIMUM_AHEAD_MINUTES = { min: 0, max: 43_200 } as const;
/** How far ahead a booking may be made, in days. */
export const MAXIMUM_AHEAD_DAYS = { min: 1, max: 365 } as const;
/** Guests in one booking. */
export const PARTY_SIZE = { min: 1, max: 100 } as const;
/** A deposit of at most $1,000.00, per person or per booking. */
export const DEPOSIT_MAX_CENTS = 100_000;
export const RESTAURANT_MESSAGE_MAX = 500;
export const CANCELLATION_POLICY_MAX = 2000;
/** A blocked period covers at most a year (a longer closure is no longer a date to block). */
export const BLOCK_PERIOD_MAX_DAYS = 366;

/** No deposit, an amount per guest, or one amount per booking. */
export const depositTypes = ['none', 'per_person', 'per_booking'] as const;
export type DepositType = (typeof depositTypes)[number];

/** What a location that saved nothing yet reads (GET reservations-settings, docs/decisions.md). */
export const RESERVATION_DEFAULTS = {
  reservation_interval: 15,
  minimum_time_to_book: 60,
  maximum_time_to_book: 30,
  meal_duration: 90,
  min_party_size: 1,
  max_party_size: 10,
  is_restaurant_message: false,
  restaurant_message: '',
  cancellation_policy_message: '',
  theme_color: '#383232',
  background_image_url: null,
  deposit_settings: { type: 'none', amount: 0, from_party_size: 1 },
} as const;

/** The background image: PNG, JPEG or WebP, wide enough to fill a phone's screen, not a poster. */
export const BACKGROUND_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BACKGROUND_MIN_WIDTH = 800;
export const BACKGROUND_MIN_HEIGHT = 450;
export const BACKGROUND_MAX_SIDE = 6000;

/** The public "book a table" page of a location: a path from the portal's root. */
export const reservationPath = (businessSlug: string, locationId: string) =>
  `/locations/${businessSlug}/book/${locationId}`;
