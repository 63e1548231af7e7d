import { format, parseISO } from 'date-fns';
import { enUS, fr, type Locale } from 'date-fns/locale';

const dateFnsLocale = (locale: string): Locale => (locale.startsWith('fr') ? fr : enUS);

/**
 * Labels for a YYYY-MM-DD day of the location: short for the chart's axis ("Mon 3" over a week,
 * "Mar 3" / "3 mars" over a month), long for the screen-reader table and summary.
 */
export function dayLabel(day: string, locale: string, style: 'week' | 'month' | 'long'): string {
  const fr = locale.startsWith('fr');
  const pattern =
    style === 'week' ? 'EEE d' : style === 'month' ? (fr ? 'd MMM' : 'MMM d') : fr ? 'EEEE d MMMM' : 'EEEE, MMMM d';
  // parseISO reads a bare date as local midnight: formatting it gives back the same day.
  return format(parseISO(day), pattern, { locale: dateFnsLocale(locale) });
}
