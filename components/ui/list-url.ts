import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { daysBetween, isDay, isRangePreset, presetRange } from '@/lib/dates';

/**
 * Lists that live in their URL (customers, the activity log): the pieces they read and write the
 * same way. No 'use client': server pages read the same URL to prefetch what the screen asks for.
 */

export const LIST_PAGE_SIZES = [25, 50, 100] as const;

/** What a page gets (`searchParams`) or the browser has (URLSearchParams). */
export type ListSearch = URLSearchParams | Record<string, string | string[] | undefined>;

export function readParam(sp: ListSearch, key: string): string | undefined {
  if (sp instanceof URLSearchParams) return sp.get(key) ?? undefined;
  const v = sp[key];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The period a URL asks for, kept as the order history keeps its range (`?range=last_month`, or
 * `?range=custom&from=…&to=…`), in days of `timeZone` on `now`; all time (null) when it asks for
 * none the API takes.
 */
export function readRangeParam(sp: ListSearch, now: Date, timeZone: string): DateRangeValue | null {
  const preset = readParam(sp, 'range');
  if (!isRangePreset(preset)) return null;
  const range = presetRange(preset, now, timeZone, { from: readParam(sp, 'from'), to: readParam(sp, 'to') });
  if (!range || daysBetween(range.from, range.to) >= HISTORY_MAX_DAYS) return null;
  return { preset, ...range };
}

export function writeRangeParam(qs: URLSearchParams, range: DateRangeValue | null): void {
  if (range) qs.set('range', range.preset);
  if (range?.preset === 'custom' && isDay(range.from) && isDay(range.to)) {
    qs.set('from', range.from);
    qs.set('to', range.to);
  }
}

/** `?page=` (1-based) and `?size=` (one of LIST_PAGE_SIZES); anything else is the first page of the smallest size. */
export function readPageParams(sp: ListSearch): { page: number; perPage: number } {
  const page = Number(readParam(sp, 'page'));
  const perPage = Number(readParam(sp, 'size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (LIST_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : LIST_PAGE_SIZES[0],
  };
}

/** Defaults are left out so the plain link stays plain. */
export function writePageParams(qs: URLSearchParams, { page, perPage }: { page: number; perPage: number }): void {
  if (page > 1) qs.set('page', String(page));
  if (perPage !== LIST_PAGE_SIZES[0]) qs.set('size', String(perPage));
}
