import { z } from 'zod';
import { openReasons } from './open-at';
import { V } from './rules';
import { hoursTypes } from './store';
import { MINUTES_PER_DAY, minutesOf, windowLength } from './time-of-day';

/**
 * Requests of the hours calls (SPEC §7: POST/PUT/PATCH location/opening-hours) and the reply of
 * GET location/open-at. The week rules (no overlap, a few windows a day) are one function,
 * `weekProblems`, which the editor, the contract and the reference API all run.
 */

export const HV = {
  time: 'validation.timeOfDay',
  day: 'validation.weekDay',
  zeroLength: 'validation.hoursZeroLength',
  overlap: 'validation.hoursOverlap',
  perDay: 'validation.hoursPerDay',
  oneWindow: 'validation.hoursOneWindow',
  date: 'validation.date',
  dateTime: 'validation.dateTime',
} as const;

/** A lunch and a dinner, a breakfast, a late night…: six windows a day is more than any kitchen needs. */
export const MAX_WINDOWS_PER_DAY = 6;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

const timeOfDay = () => z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, HV.time);

/** One window as sent; `closes_at` before `opens_at` runs past midnight, equal to it is no window. */
export const hoursWindowInput = z
  .object({
    day: z.number({ error: HV.day }).int(HV.day).min(0, HV.day).max(6, HV.day),
    opens_at: timeOfDay(),
    closes_at: timeOfDay(),
  })
  .refine((w) => w.opens_at !== w.closes_at, { message: HV.zeroLength, path: ['closes_at'] });
export type HoursWindowInput = z.infer<typeof hoursWindowInput>;

/** What is wrong with one window of a week: its index, the field and the validation key. */
export interface WeekProblem {
  index: number;
  field: 'opens_at' | 'closes_at' | 'day';
  key: (typeof HV)[keyof typeof HV];
}

type Span = [number, number];
/** The window as minutes of the week from Sunday 00:00; one past Saturday midnight spills into Sunday. */
function spanOf(w: HoursWindowInput): Span | null {
  const open = minutesOf(w.opens_at);
  const close = minutesOf(w.closes_at);
  if (open === null || close === null || open === close) return null;
  const start = w.day * MINUTES_PER_DAY + open;
  return [start, start + windowLength(open, close)];
}
const intersects = ([a0, a1]: Span, [b0, b1]: Span) =>
  [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some((shift) => a0 < b1 + shift && b0 + shift < a1);

/**
 * The problems of a week of windows: a window overlapping an earlier one (including a window past
 * midnight that runs into the next day's first one) and windows beyond the daily limit. Only
 * windows at index `from` or later are reported: the ones being added to those already saved.
 */
export function weekProblems(windows: readonly HoursWindowInput[], from = 0): WeekProblem[] {
  const problems: WeekProblem[] = [];
  const spans = windows.map(spanOf);
  const perDay = new Map<number, number>();
  windows.forEach((w, i) => {
    const count = (perDay.get(w.day) ?? 0) + 1;
    perDay.set(w.day, count);
    if (i < from) return;
    if (count > MAX_WINDOWS_PER_DAY) {
      problems.push({ index: i, field: 'opens_at', key: HV.perDay });
      return;
    }
    const span = spans[i];
    if (span && spans.some((other, j) => j < i && other && intersects(span, other)))
      problems.push({ index: i, field: 'opens_at', key: HV.overlap });
  });
  return problems;
}

const week = () =>
  z
    .array(hoursWindowInput, { error: V.required })
    .max(7 * MAX_WINDOWS_PER_DAY, HV.perDay)
    .superRefine((windows, ctx) => {
      for (const p of weekProblems(windows)) ctx.addIssue({ code: 'custom', message: p.key, path: [p.index, p.field] });
    });

/** POST (windows to add) and PATCH (the whole week of that type, what the editor's Save sends). */
export const hoursRequest = z.object({ type: z.enum(hoursTypes, { error: V.choice }), hours: week() });
export type HoursRequest = z.input<typeof hoursRequest>;

/** PUT ?hours_id=: the one window's new day and times. */
export const hoursChangeRequest = z.object({
  type: z.enum(hoursTypes, { error: V.choice }),
  hours: z.array(hoursWindowInput, { error: V.required }).length(1, HV.oneWindow),
});
export type HoursChangeRequest = z.input<typeof hoursChangeRequest>;

/** Why a service takes orders at a moment or not: lib/contract/open-at.ts decides. */
const serviceOpening = z.object({ open: z.boolean(), reason: z.enum(openReasons), detail: z.string().optional() });

/** GET location/open-at: the moment asked about, on the location's clock, and each service's answer. */
export const openAtReply = z.object({
  at: z.string(),
  timezone: z.string(),
  date: z.string(),
  time: z.string(),
  services: z.object({ pickup: serviceOpening, delivery: serviceOpening, catering: serviceOpening }),
});
export type OpenAtReply = z.infer<typeof openAtReply>;

/**
 * GET location/open-at: a local date and time on the location's clock (what the preview picks),
 * or an instant `at` (ISO 8601 with its offset); neither means now.
 */
export const openAtQuery = z.object({
  at: z.iso.datetime({ offset: true, error: HV.dateTime }).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, HV.date)
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), HV.date)
    .optional(),
  time: timeOfDay().optional(),
});
