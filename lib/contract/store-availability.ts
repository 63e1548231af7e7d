import { z } from 'zod';
import { isoDay } from './orders';
import { lineText, V } from './rules';
import { storeServices, type StoreService } from './store';
import { wallClock, zonedTime } from './time-zone';

/**
 * POST location/store-availability (SPEC §7; issue 12 item 6): pause or resume ordering for some
 * services. `pause` is one of: { minutes: 15 | 30 | 60 }, { rest_of_day: true } (until the next
 * midnight of the location), { until: 'YYYY-MM-DD' } (until the start of that local day, which
 * must be after today and at most MAX_PAUSE_DAYS away), or null to resume now. The message is
 * what customers see while it lasts. The reply is storeAvailabilityReply (store.ts): a pause
 * resumes by itself when its end passes, nothing has to run.
 */

export const pauseMinutes = [15, 30, 60] as const;
export type PauseMinutes = (typeof pauseMinutes)[number];
/** A pause "until a date" ends at most this many days ahead (a longer closing is a holiday). */
export const MAX_PAUSE_DAYS = 90;
export const PAUSE_MESSAGE_MAX = 180;

export const pauseLength = z.union(
  [
    z.strictObject({
      minutes: z.union(
        pauseMinutes.map((m) => z.literal(m)),
        { error: V.choice },
      ),
    }),
    z.strictObject({ rest_of_day: z.literal(true, { error: V.choice }) }),
    z.strictObject({ until: isoDay() }),
  ],
  { error: V.choice },
);
export type PauseLength = z.infer<typeof pauseLength>;

export const storeAvailabilityRequest = z.object({
  services: z.union([z.literal('all'), z.array(z.enum(storeServices, { error: V.choice })).min(1, V.choice)], {
    error: V.choice,
  }),
  pause: pauseLength.nullable(),
  message: lineText().max(PAUSE_MESSAGE_MAX, V.max180).optional().default(''),
});
export type StoreAvailabilityRequest = z.input<typeof storeAvailabilityRequest>;

/** The services a request names, in storeServices order. */
export const servicesOf = (s: 'all' | readonly StoreService[]): StoreService[] =>
  s === 'all' ? [...storeServices] : storeServices.filter((x) => s.includes(x));

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * When a pause asked at `now` ends, in the location's zone: after 15/30/60 minutes, at the next
 * local midnight ("rest of the day"), or at the start of the given local day. Null when that day
 * is not after now or further than MAX_PAUSE_DAYS. The API decides with it, and the pause form
 * with it shows the orders the pause would cover.
 */
export function pauseEnd(length: PauseLength, now: Date, tz: string): Date | null {
  if ('minutes' in length) return new Date(now.getTime() + length.minutes * MINUTE_MS);
  if ('rest_of_day' in length) {
    const w = wallClock(now, tz);
    // zonedTime carries day overflow like Date.UTC (31 + 1 is the 1st of the next month).
    return zonedTime(tz, w.year, w.month, w.day + 1);
  }
  const [y, m, d] = length.until.split('-').map(Number) as [number, number, number];
  const end = zonedTime(tz, y, m, d);
  return end > now && end.getTime() - now.getTime() <= MAX_PAUSE_DAYS * DAY_MS ? end : null;
}
