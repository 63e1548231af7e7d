// Building an Intl.DateTimeFormat costs far more than formatting with one: one per language.
const longFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The long label of a YYYY-MM-DD day of the location ("Monday, March 3", "lundi 3 mars"), for
 * the summary, the screen-reader table and the chart's tooltip. Intl rather than date-fns: the
 * summary and the table come with the page, and date-fns with its two locales would be about
 * 8 KB of its first load (issue 11 item 1); the chart's short ticks keep date-fns (day-ticks.ts).
 */
export function longDayLabel(day: string, locale: string): string {
  const language = locale.startsWith('fr') ? 'fr' : 'en-US';
  let format = longFormats.get(language);
  if (!format) {
    // The day is read and shown in UTC, so it is the same day wherever the browser is.
    format = new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    longFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
