import { z } from 'zod';
import { isoDay } from './orders';
import { requiredText, V } from './rules';
import { storeServices, type StoreService } from './store';
import { MINUTES_PER_DAY, minutesOf, windowLength } from './time-of-day';

/**
 * Requests of the holiday calls (SPEC §7: POST location/holidays, PUT and DELETE
 * location/holidays?holiday_id=) and of the blocked-date calls (paths ours: location/blocked-dates,
 * ?blocked_date_id=). Both answer with the whole list (store.ts: holidaysReply, blockedDatesReply).
 */

export const SV = {
  time: 'validation.timeOfDay',
  overlap: 'validation.hoursOverlap',
  zeroLength: 'validation.hoursZeroLength',
  perDay: 'validation.hoursPerDay',
  dateOrder: 'validation.dateOrder',
  span: 'validation.dateSpan',
  services: 'validation.servicesRequired',
  specialHours: 'validation.specialHoursRequired',
} as const;

/** A holiday or blocked period covers at most this many days (a month off; longer is a pause of the store). */
export const MAX_PERIOD_DAYS = 31;
/** Special hours of a holiday: a few windows, like a day of the week. */
export const MAX_SPECIAL_WINDOWS = 6;

const timeOfDay = () => z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SV.time);

/** Midnight UTC of a real calendar day YYYY-MM-DD in ms; NaN otherwise (Date.parse takes "02-30" as March 2). */
function dayMs(day: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day) ? ms : NaN;
}

/** Inclusive days from `from` to `to` (1 for one day); NaN when either is not a real day. */
export function periodDays(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / 86_400_000) + 1;
}

/** Services as a non-empty list, each once, in the order of storeServices. */
export const servicesField = () =>
  z
    .array(z.enum(storeServices, { error: V.choice }), { error: SV.services })
    .min(1, SV.services)
    .transform((list) => storeServices.filter((s) => list.includes(s)) as StoreService[]);

type Period = { from_date: string; to_date: string };
/** The end on or after the start, and the whole at most MAX_PERIOD_DAYS: both on `to_date`. */
function checkPeriod(p: Period, ctx: z.RefinementCtx) {
  const days = periodDays(p.from_date, p.to_date);
  if (Number.isNaN(days)) return;
  if (days < 1) ctx.addIssue({ code: 'custom', message: SV.dateOrder, path: ['to_date'] });
  else if (days > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', message: SV.span, path: ['to_date'] });
}

/** Special hours as minutes; a window closing at or before it opens runs past midnight. */
const spanOf = (w: { opens_at: string; closes_at: string }): [number, number] | null => {
  const open = minutesOf(w.opens_at);
  const close = minutesOf(w.closes_at);
  return open === null || close === null ? null : [open, open + windowLength(open, close)];
};

/**
 * Indexes of windows overlapping an earlier one. The windows hold on every day of the period,
 * so one past midnight must also leave room for the next day's first window.
 */
export function overlappingWindows(windows: readonly { opens_at: string; closes_at: string }[]): number[] {
  const spans = windows.map(spanOf);
  return windows.flatMap((_, i) => {
    const a = spans[i];
    const hit =
      a &&
      spans.some(
        (b, j) =>
          j < i &&
          b &&
          [-MINUTES_PER_DAY, 0, MINUTES_PER_DAY].some((shift) => a[0] < b[1] + shift && b[0] + shift < a[1]),
      );
    return hit ? [i] : [];
  });
}

/** Closing at the opening time is no window (as in the week's hours); earlier runs past midnight. */
const specialWindow = z
  .object({ opens_at: timeOfDay(), closes_at: timeOfDay() })
  .refine((w) => w.opens_at !== w.closes_at, { message: SV.zeroLength, path: ['closes_at'] });

const holidayShape = {
  name: requiredText(64),
  from_date: isoDay(),
  to_date: isoDay(),
  /** Closed all day; otherwise open only during `hours`. */
  closed: z.boolean({ error: V.required }),
  hours: z.array(specialWindow, { error: V.required }).max(MAX_SPECIAL_WINDOWS, SV.perDay).default([]),
  services: servicesField(),
};

function checkHoliday(
  h: Period & { closed: boolean; hours: { opens_at: string; closes_at: string }[] },
  ctx: z.RefinementCtx,
) {
  checkPeriod(h, ctx);
  if (h.closed) return;
  if (h.hours.length === 0) ctx.addIssue({ code: 'custom', message: SV.specialHours, path: ['hours'] });
  for (const i of overlappingWindows(h.hours))
    ctx.addIssue({ code: 'custom', message: SV.overlap, path: ['hours', i, 'opens_at'] });
}

/** PUT location/holidays?holiday_id=: the holiday as it is to be. A closed holiday keeps no hours. */
export const holidayRequest = z.object(holidayShape).superRefine(checkHoliday);
export type HolidayRequest = z.input<typeof holidayRequest>;

/** POST location/holidays: the same, once at every location the caller sees when `all_locations`. */
export const newHolidayRequest = z
  .object({ ...holidayShape, all_locations: z.boolean({ error: V.choice }).optional().default(false) })
  .superRefine(checkHoliday);
export type NewHolidayRequest = z.input<typeof newHolidayRequest>;

/** POST location/blocked-dates and PUT ?blocked_date_id=: days without scheduled orders, and why. */
export const blockedDateRequest = z
  .object({
    from_date: isoDay(),
    to_date: isoDay(),
    reason: requiredText(180),
    services: servicesField(),
  })
  .superRefine(checkPeriod);
export type BlockedDateRequest = z.input<typeof blockedDateRequest>;
