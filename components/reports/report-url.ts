import { daysBetween, isDay, isRangePreset, presetRange, type RangePreset } from '@/lib/dates';
import type { DateRangeValue } from '@/components/ui/DateRangeFilter';

/**
 * A report's range lives in its URL, as the order history's does (`?range=last_month`, or
 * `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`): reload, back and a shared link show the same
 * days. A preset is kept by name, so "this week" opened next Monday is that week. Other query
 * parameters (a report's own filters, e.g. `staff_id`) are left as they are.
 * No 'use client': the server page reads the same URL to prefetch.
 */

export type Search = URLSearchParams | Record<string, string | string[] | undefined>;

/** One query parameter, from the browser's URLSearchParams or a server page's searchParams (the first of several). */
export function reader(sp: Search) {
  return (key: string): string | undefined => {
    if (sp instanceof URLSearchParams) return sp.get(key) ?? undefined;
    const v = sp[key];
    return Array.isArray(v) ? v[0] : v;
  };
}

/** The range a URL asks for; anything unreadable falls back to `fallback` rather than failing. */
export function readReportRange(
  sp: Search,
  now: Date,
  timeZone: string,
  fallback: Exclude<RangePreset, 'custom'>,
  maxDays = 366,
): DateRangeValue {
  const get = reader(sp);
  const asked = get('range');
  const preset: RangePreset = isRangePreset(asked) ? asked : fallback;
  const range = presetRange(preset, now, timeZone, { from: get('from'), to: get('to') });
  const tooLong = range && daysBetween(range.from, range.to) >= maxDays;
  if (!range || tooLong) return { preset: fallback, ...presetRange(fallback, now, timeZone)! };
  return { preset, ...range };
}

/**
 * The URL query with `range` written in: the preset (left out when it is the default), and the
 * days for Custom; `from`/`to` of an earlier custom range go when a preset replaces it.
 */
export function reportSearch(
  current: URLSearchParams,
  range: DateRangeValue,
  fallback: Exclude<RangePreset, 'custom'>,
): string {
  const qs = new URLSearchParams(current);
  qs.delete('range');
  qs.delete('from');
  qs.delete('to');
  if (range.preset !== fallback) qs.set('range', range.preset);
  if (range.preset === 'custom' && isDay(range.from) && isDay(range.to)) {
    qs.set('from', range.from);
    qs.set('to', range.to);
  }
  const text = qs.toString();
  return text ? `?${text}` : '';
}
