import { presetRange, type DayRange } from '@/lib/dates';

/** A month is the period a merchant reconciles gift-card sales over: the summaries open on it. */
export const FIRST_SUMMARY_PRESET = 'this_month';

/** The days the summaries open on, in the location's time zone: the page's server fills them with it. */
export function firstSummaryRange(now: Date, timeZone: string): DayRange {
  return presetRange(FIRST_SUMMARY_PRESET, now, timeZone)!;
}
