import { readStaffFilter } from '../report-filters';
import { reader, type Search } from '../report-url';

/**
 * The timesheet report's own filters, in its URL beside the range: `staff_id` (one member) and
 * `daily_limit` (minutes, as the API takes it; left out at the default 8 hours). No 'use client':
 * the server page reads the same URL to prefetch.
 */

/** A first visit shows the week so far: the pay week being worked. */
export const TIMESHEET_DEFAULT_PRESET = 'this_week' as const;

export const DAILY_LIMIT_PARAM = 'daily_limit';
const MAX_LIMIT = 24 * 60;
/**
 * The API's default (DEFAULT_DAILY_LIMIT_MINUTES of lib/contract/staff-reports, 8 hours), restated
 * so the page does not load zod with the contract; a unit test holds them equal.
 */
export const DEFAULT_DAILY_LIMIT = 480;

/** A daily limit the API accepts (1 minute to 24 hours), else null. */
export function validDailyLimit(minutes: number): number | null {
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_LIMIT ? minutes : null;
}

export function readTimesheetFilters(sp: Search): { staffId: string | null; dailyLimit: number } {
  const get = reader(sp);
  const limit = get(DAILY_LIMIT_PARAM);
  return {
    staffId: readStaffFilter(sp),
    // Anything unreadable falls back to the default rather than failing the report.
    dailyLimit: (limit && /^\d+$/.test(limit) && validDailyLimit(Number(limit))) || DEFAULT_DAILY_LIMIT,
  };
}

/** The URL value of a limit: none at the default. */
export const dailyLimitParam = (minutes: number) => (minutes === DEFAULT_DAILY_LIMIT ? null : String(minutes));
