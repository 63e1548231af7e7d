import type { HoursWindow } from '@/lib/contract/store';
import type { HoursWindowInput } from '@/lib/contract/store-hours';

/**
 * A week of opening windows as the editors hold it (the store hours of /setup/store, the booking
 * hours of /reservation/setup): days as 0 Sunday … 6 Saturday, times "HH:mm" on the wall clock.
 */

/** Monday first, as merchants in Canada, the US and France read a week (days as 0 Sunday … 6 Saturday). */
export const DISPLAY_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** What the editor holds: the windows without their ids, in the order the server sent them. */
export const editableWeek = (list: readonly HoursWindow[]): HoursWindowInput[] =>
  list.map(({ day, opens_at, closes_at }) => ({ day, opens_at, closes_at }));

/** Monday's windows copied to every day (Monday's own stay first, so their fields keep their place). */
export function copyMondayToAll(list: readonly HoursWindowInput[]): HoursWindowInput[] {
  const monday = list.filter((w) => w.day === 1);
  return [...monday, ...DISPLAY_WEEK.filter((d) => d !== 1).flatMap((day) => monday.map((w) => ({ ...w, day })))];
}

/** A window that closes at or before it opens ends on the next day. */
export const endsNextDay = (w: { opens_at: string; closes_at: string }) =>
  /^\d\d:\d\d$/.test(w.opens_at) && /^\d\d:\d\d$/.test(w.closes_at) && w.closes_at < w.opens_at;

/** A day's name in the viewer's language (29 November 2026 is a Sunday). */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 29 + day)),
  );
}
