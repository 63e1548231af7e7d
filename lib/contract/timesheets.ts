import { z } from 'zod';
import { isoDay } from './orders';
import { V } from './rules';
import { MINUTES_PER_DAY, minutesOf } from './time-of-day';

/**
 * Timesheets (SPEC §7: GET timesheet?date=, POST timesheet/add, DELETE timesheet/{id}; the edit is
 * ours: PUT timesheet/{id}). A shift is written on the location's wall clock: the day it starts,
 * "HH:mm" from and to, and `ends_next_day` for a shift that runs past midnight. `to` null: the
 * member is still clocked in.
 */

export const TV = {
  time: 'validation.timeOfDay',
  order: 'validation.shiftOrder',
  tooLong: 'validation.shiftTooLong',
} as const;

export const shiftTime = () => z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TV.time);

/** The shift's start and end as minutes after midnight of its day; end null while still open. */
export function shiftSpan(s: { from: string; to: string | null; ends_next_day?: boolean }): {
  start: number;
  end: number | null;
} {
  const start = minutesOf(s.from) ?? 0;
  if (s.to === null) return { start, end: null };
  return { start, end: (minutesOf(s.to) ?? 0) + (s.ends_next_day ? MINUTES_PER_DAY : 0) };
}

/** The shift's own rules, on `to`: it ends after it starts and lasts at most a day. Shared with the form. */
export function checkShift(s: { from: string; to: string | null; ends_next_day: boolean }, ctx: z.RefinementCtx): void {
  if (s.to === null || minutesOf(s.from) === null || minutesOf(s.to) === null) return;
  const { start, end } = shiftSpan(s);
  // A shift of zero or negative length is a typing slip, never a shift.
  if (end! <= start) ctx.addIssue({ code: 'custom', message: TV.order, path: ['to'] });
  else if (end! - start > MINUTES_PER_DAY) ctx.addIssue({ code: 'custom', message: TV.tooLong, path: ['to'] });
}

export const shiftFields = {
  staff_id: z.string({ error: V.required }).trim().min(1, V.choice),
  date: isoDay(),
  from: shiftTime(),
};

export const timesheetRequest = z
  .object({
    ...shiftFields,
    to: shiftTime().nullable().default(null),
    ends_next_day: z.boolean().default(false),
  })
  .superRefine(checkShift);
export type TimesheetRequest = z.input<typeof timesheetRequest>;
export type TimesheetRequestOut = z.output<typeof timesheetRequest>;

export const timesheetQuery = z.object({ date: isoDay() });

export const timesheetSchema = z.object({
  id: z.string(),
  staff_id: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  ends_next_day: z.boolean(),
  /** Length in minutes; null while the shift is open. */
  minutes: z.number().int().nullable(),
  /** Still open after the location's closing time of that day (SPEC: a missed clock-out). */
  missed_clock_out: z.boolean(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/** One member who may hold shifts at the location, with the day's shifts and total. */
export const timesheetMemberSchema = z.object({
  staff_id: z.string(),
  name: z.string(),
  email: z.string(),
  total_minutes: z.number().int(),
});
export type TimesheetMember = z.infer<typeof timesheetMemberSchema>;

export const timesheetsReply = z.object({
  date: z.string(),
  timesheets: z.array(timesheetSchema),
  staff: z.array(timesheetMemberSchema),
});
export type TimesheetsReply = z.infer<typeof timesheetsReply>;

export const timesheetReply = z.object({ timesheet: timesheetSchema, message: z.string().optional() });
