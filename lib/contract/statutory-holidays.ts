/**
 * The statutory holidays of a location's country and province or state, computed (no network,
 * no list to keep up to date by hand): the holidays tab offers the coming ones as one-click
 * suggestions. Pure and without zod, so the page can load it cheaply.
 *
 * Dates are the holidays' own days, not "observed" days moved off a weekend: a restaurant closes
 * on the day itself (docs/decisions.md). Names are message keys (`storeSetup.holidays.statutory.*`).
 */

import { rules, type StatutoryKey } from './holiday-rules';
import { statutoryKeysOf } from './holiday-regions';

export { easterSunday, statutoryKeys, type StatutoryKey } from './holiday-rules';
export { statutoryKeysOf } from './holiday-regions';

export interface StatutoryHoliday {
  key: StatutoryKey;
  /** The local calendar day, YYYY-MM-DD. */
  date: string;
}

/** The holidays of that year, in date order. */
export function statutoryHolidaysOf(
  year: number,
  country: string | null | undefined,
  region: string | null | undefined,
): StatutoryHoliday[] {
  return statutoryKeysOf(country, region)
    .map((key) => ({ key, date: rules[key](year) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from `today` (YYYY-MM-DD, the location's day) through the next 12 months, in date order. */
export function comingStatutoryHolidays(
  today: string,
  country: string | null | undefined,
  region: string | null | undefined,
): StatutoryHoliday[] {
  const year = Number(today.slice(0, 4));
  const end = `${year + 1}${today.slice(4)}`;
  return [...statutoryHolidaysOf(year, country, region), ...statutoryHolidaysOf(year + 1, country, region)].filter(
    (h) => h.date >= today && h.date < end,
  );
}
