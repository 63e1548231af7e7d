/**
 * Calendar days as YYYY-MM-DD (SPEC §5) and the date-range presets of SPEC §2, computed in the
 * location's time zone: a merchant in Toronto looking at "Today" from a laptop set to Paris must
 * see Toronto's today. Pure: `now` is always passed in, so tests pin it.
 *
 * Once "today" is known in the zone, everything else is arithmetic on calendar days done in UTC,
 * where no day is 23 or 25 hours long; that is what keeps DST weeks and month ends right.
 *
 * In the contract (plain: no zod) so that the reference API resolves `date_range` presets with the
 * very code the screens use (GET order/sales_summary); lib/dates re-exports it for the client.
 */

export const rangePresets = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'custom',
] as const;
export type RangePreset = (typeof rangePresets)[number];
export const DEFAULT_PRESET: RangePreset = 'today';

/** Inclusive range of local days. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRangePreset(value: unknown): value is RangePreset {
  return typeof value === 'string' && (rangePresets as readonly string[]).includes(value);
}

/** True for a real calendar day written YYYY-MM-DD ("2025-02-30" is not one). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_RE.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function utcOf(day: string): Date {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOfUtc = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function addDays(day: string, n: number): string {
  const d = utcOf(day);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOfUtc(d);
}

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / 86_400_000);
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (the browser's when none is given). */
export function dayInZone(at: Date, timeZone?: string): string {
  let f = zoneFormatters.get(timeZone ?? '');
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormatters.set(timeZone ?? '', f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Monday of the day's week (weeks start on Monday, as in Canada's and France's calendars). */
export function startOfWeek(day: string): string {
  const dow = utcOf(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((dow + 6) % 7));
}

export function startOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/**
 * The days a preset covers on `now` in `timeZone`. "This week" and "This month" end today: the
 * rest of the period has no orders yet, and a range ending today reads as "so far".
 * `custom` returns the given range when both ends are real days in order, else null.
 */
export function presetRange(
  preset: RangePreset,
  now: Date,
  timeZone: string,
  custom?: Partial<DayRange>,
): DayRange | null {
  const today = dayInZone(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'this_week':
      return { from: startOfWeek(today), to: today };
    case 'last_week': {
      const monday = addDays(startOfWeek(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this_month':
      return { from: startOfMonth(today), to: today };
    case 'last_month': {
      const lastDay = addDays(startOfMonth(today), -1);
      return { from: startOfMonth(lastDay), to: lastDay };
    }
    case 'custom':
      if (!isDay(custom?.from) || !isDay(custom?.to) || daysBetween(custom.from, custom.to) < 0) return null;
      return { from: custom.from, to: custom.to };
  }
}

/**
 * A date picker's value (a Date at local midnight in the browser) to the day it shows, and back.
 * The picker works in the browser's calendar, so its fields, not its instant, are the day.
 */
export function dayOfPickerDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function pickerDateOfDay(day: string): Date {
  const d = utcOf(day);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
