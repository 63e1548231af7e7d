import type { CustomerListParams, CustomerSort } from '@/lib/api/customers';
import { customerSorts } from '@/lib/contract/plain/customers';

/**
 * The customer list lives in its URL: search, page, page size and sort, so reload, back and a
 * shared link show the same list. No 'use client': the server page reads the same URL to
 * prefetch exactly the page the screen then asks for.
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
}

type Search = URLSearchParams | Record<string, string | string[] | undefined>;

const SORTS = new Set<string>([...customerSorts, ...customerSorts.map((s) => `-${s}`)]);

function read(sp: Search, key: string): string | undefined {
  if (sp instanceof URLSearchParams) return sp.get(key) ?? undefined;
  const v = sp[key];
  return Array.isArray(v) ? v[0] : v;
}

/** The state a URL asks for; anything unreadable falls back to its default rather than failing. */
export function readCustomersState(sp: Search): CustomersState {
  const page = Number(read(sp, 'page'));
  const perPage = Number(read(sp, 'size'));
  const sort = read(sp, 'sort');
  return {
    search: (read(sp, 'q') ?? '').slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PAGE_SIZES[0],
    sort: sort && SORTS.has(sort) ? (sort as CustomerSort) : DEFAULT_SORT,
  };
}

/** The URL query of a state; defaults are left out so the plain link stays plain. */
export function customersSearch(s: CustomersState): string {
  const qs = new URLSearchParams();
  if (s.search) qs.set('q', s.search);
  if (s.page > 1) qs.set('page', String(s.page));
  if (s.perPage !== PAGE_SIZES[0]) qs.set('size', String(s.perPage));
  if (s.sort !== DEFAULT_SORT) qs.set('sort', s.sort);
  const text = qs.toString();
  return text ? `?${text}` : '';
}

/** The API call of a state. */
export function customersParams(s: CustomersState): CustomerListParams {
  return { page: s.page, per_page: s.perPage, sort: s.sort, search: s.search.trim() || undefined };
}
