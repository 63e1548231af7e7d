'use client';
import { useFormatter } from 'next-intl';

/**
 * A local calendar day (YYYY-MM-DD) or an inclusive range of them, written in the viewer's
 * language. The days are the location's, so they are formatted as they are, in UTC: no browser
 * zone can move them to the day before.
 */
export function usePeriodText() {
  const format = useFormatter();
  const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);
  const options = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
  return (from: string, to: string) =>
    from === to ? format.dateTime(dayOf(from), options) : format.dateTimeRange(dayOf(from), dayOf(to), options);
}
