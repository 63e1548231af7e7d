import { dayInZone, daysBetween } from '@/lib/dates';

/**
 * When a scheduled order is due, in the words a kitchen reads at a glance: the time alone today,
 * the weekday and day of the month within a week ("Mon 23, 1:15 PM"), the date beyond. Always in
 * the location's time zone (the board may be open anywhere). Pure, so the parts are tested apart
 * from the card; the card puts them in its translated sentence.
 */
export type DueParts =
  | { kind: 'today'; time: string }
  | { kind: 'week'; weekday: string; day: string; time: string }
  | { kind: 'date'; date: string; time: string };

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a board holds
// hundreds of cards: one per locale, zone and shape.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

export function dueParts(due: Date, now: Date, locale: string, timeZone?: string): DueParts {
  const days = daysBetween(dayInZone(now, timeZone), dayInZone(due, timeZone));
  const time = formatter(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(due);
  if (days === 0) return { kind: 'today', time };
  // Within a week either way the weekday says which day; past that only a date does.
  if (Math.abs(days) < 7) {
    return {
      kind: 'week',
      weekday: formatter(locale, timeZone, { weekday: 'short' }).format(due),
      day: formatter(locale, timeZone, { day: 'numeric' }).format(due),
      time,
    };
  }
  return { kind: 'date', date: formatter(locale, timeZone, { month: 'short', day: 'numeric' }).format(due), time };
}
