import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import type { CustomerListParams, CustomerSort } from '@/lib/api/customers';
import { customerSorts } from '@/lib/contract/plain/customers';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { daysBetween, isDay, isRangePreset, presetRange } from '@/lib/dates';

/**
 * The customer list lives in its URL: search, page, page size, sort and the period its figures
 * cover, so reload, back and a shared link show the same list. The period is kept as the order
 * history keeps its range (`?range=last_month`, or `?range=custom&from=…&to=…`): a preset by name,
 * so "last month" opened next month is that month. No `range`: all time. No 'use client': the
 * server page reads the same URL to prefetch exactly the page the screen then asks for.
 */

export const PAGE_SIZES = [25, 50, 100] as const;
/** The server's default: whoever ordered last comes first. */
export const DEFAULT_SORT: CustomerSort = '-last_order_at';
/** What the contract allows a search to be (customerListQuery). */
export const SEARCH_MAX = 64;

export interface CustomersState {
  search: string;
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  sort: CustomerSort;
  /** The local days the figures are counted over; null: all time (the default). */
  range: DateRangeValue | null;
}

type Search = URLSearchParams | Record<string, string | string[] | undefined>;

const SORTS = new Set<string>([...customerSorts, ...customerSorts.map((s) => `-${s}`)]);

function read(sp: Search, key: string): string | undefined {
  if (sp instanceof URLSearchParams) return sp.get(key) ?? undefined;
  const v = sp[key];
  return Array.isArray(v) ? v[0] : v;
}

/** The period a URL asks for, in days of `timeZone` on `now`; all time (null) when it asks for none the API takes. */
function readRange(sp: Search, now: Date, timeZone: string): DateRangeValue | null {
  const preset = read(sp, 'range');
  if (!isRangePreset(preset)) return null;
  const range = presetRange(preset, now, timeZone, { from: read(sp, 'from'), to: read(sp, 'to') });
  if (!range || daysBetween(range.from, range.to) >= HISTORY_MAX_DAYS) return null;
  return { preset, ...range };
}

/**
 * The state a URL asks for; anything unreadable falls back to its default rather than failing.
 * A preset's days are those of `timeZone` (the location's) on `now`.
 */
export function readCustomersState(sp: Search, now: Date, timeZone: string): CustomersState {
  const page = Number(read(sp, 'page'));
  const perPage = Number(read(sp, 'size'));
  const sort = read(sp, 'sort');
  return {
    search: (read(sp, 'q') ?? '').slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PAGE_SIZES[0],
    sort: sort && SORTS.has(sort) ? (sort as CustomerSort) : DEFAULT_SORT,
    range: readRange(sp, now, timeZone),
  };
}

/** The URL query of a state; defaults are left out so the plain link stays plain. */
export function customersSearch(s: CustomersState): string {
  const qs = new URLSearchParams();
  if (s.search) qs.set('q', s.search);
  if (s.page > 1) qs.set('page', String(s.page));
  if (s.perPage !== PAGE_SIZES[0]) qs.set('size', String(s.perPage));
  if (s.sort !== DEFAULT_SORT) qs.set('sort', s.sort);
  if (s.range) qs.set('range', s.range.preset);
  if (s.range?.preset === 'custom' && isDay(s.range.from) && isDay(s.range.to)) {
    qs.set('from', s.range.from);
    qs.set('to', s.range.to);
  }
  const text = qs.toString();
  return text ? `?${text}` : '';
}

/** The API call of a state. */
export function customersParams(s: CustomersState): CustomerListParams {
  return {
    page: s.page,
    per_page: s.perPage,
    sort: s.sort,
    search: s.search.trim() || undefined,
    ...(s.range && { from: s.range.from, to: s.range.to }),
  };
}
