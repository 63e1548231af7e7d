import { format, parseISO } from 'date-fns';
import { enUS, fr, type Locale } from 'date-fns/locale';

const dateFnsLocale = (locale: string): Locale => (locale.startsWith('fr') ? fr : enUS);

/**
 * The chart's axis labels for a YYYY-MM-DD day of the location: "Mon 3" over a week,
 * "Mar 3" / "3 mars" over a month. Only the chart (loaded after the page) imports date-fns.
 */
export function dayTick(day: string, locale: string, style: 'week' | 'month'): string {
  const pattern = style === 'week' ? 'EEE d' : locale.startsWith('fr') ? 'd MMM' : 'MMM d';
  // parseISO reads a bare date as local midnight: formatting it gives back the same day.
  return format(parseISO(day), pattern, { locale: dateFnsLocale(locale) });
}
