import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import {
  LIST_PAGE_SIZES,
  readPageParams,
  readParam,
  readRangeParam,
  writePageParams,
  writeRangeParam,
  type ListSearch,
} from '@/components/ui/list-url';
import type { CustomerListParams, CustomerSort } from '@/lib/api/customers';
import { customerSorts } from '@/lib/contract/plain/customers';

/**
 * The customer list lives in its URL: search, page, page size, sort and the period its figures
 * cover, so reload, back and a shared link show the same list. The period is kept as the order
 * history keeps its range (`?range=last_month`, or `?range=custom&from=…&to=…`): a preset by name,
 * so "last month" opened next month is that month. No `range`: all time. No 'use client': the
 * server page reads the same URL to prefetch exactly the page the screen then asks for.
 */

export const PAGE_SIZES = LIST_PAGE_SIZES;
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

const SORTS = new Set<string>([...customerSorts, ...customerSorts.map((s) => `-${s}`)]);

/**
 * The state a URL asks for; anything unreadable falls back to its default rather than failing.
 * A preset's days are those of `timeZone` (the location's) on `now`.
 */
export function readCustomersState(sp: ListSearch, now: Date, timeZone: string): CustomersState {
  const sort = readParam(sp, 'sort');
  return {
    search: (readParam(sp, 'q') ?? '').slice(0, SEARCH_MAX),
    ...readPageParams(sp),
    sort: sort && SORTS.has(sort) ? (sort as CustomerSort) : DEFAULT_SORT,
    range: readRangeParam(sp, now, timeZone),
  };
}

/** The URL query of a state; defaults are left out so the plain link stays plain. */
export function customersSearch(s: CustomersState): string {
  const qs = new URLSearchParams();
  if (s.search) qs.set('q', s.search);
  writePageParams(qs, s);
  if (s.sort !== DEFAULT_SORT) qs.set('sort', s.sort);
  writeRangeParam(qs, s.range);
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
