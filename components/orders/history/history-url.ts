import type { HistoryParams, HistoryStatusFilter } from '@/lib/api/orders';
import { historySorts, historyStatusFilters, type HistorySort } from '@/lib/contract';
import { DEFAULT_PRESET, isDay, isRangePreset, presetRange, type DayRange, type RangePreset } from '@/lib/dates';

/**
 * The order-history screen lives in its URL (saleor's rule): range, search, status, page, page
 * size, sort and the open order, so reload, back and a shared link all show the same thing.
 * A preset is kept by name, not by days: "today" reloaded tomorrow is tomorrow.
 * No 'use client': the server page reads the same URL to prefetch page 1.
 */

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_SORT: HistorySort = '-created_at';
/** The statuses the screen filters by; `closed` is the Closed Orders tab (SPEC §2). */
export const STATUS_FILTERS = [
  'open',
  'completed',
  'cancelled',
  'closed',
] as const satisfies readonly HistoryStatusFilter[];

export interface HistoryState extends DayRange {
  preset: RangePreset;
  page: number;
  perPage: number;
  sort: HistorySort;
  search: string;
  status: HistoryStatusFilter | undefined;
  /** The order open in the drawer. */
  order: string | null;
}

type Search = URLSearchParams | Record<string, string | string[] | undefined>;

function reader(sp: Search) {
  return (key: string): string | undefined => {
    if (sp instanceof URLSearchParams) return sp.get(key) ?? undefined;
    const v = sp[key];
    return Array.isArray(v) ? v[0] : v;
  };
}

const SORTS = new Set<string>([...historySorts, ...historySorts.map((s) => `-${s}`)]);

/** The state a URL asks for; anything unreadable falls back to its default rather than failing. */
export function readHistoryState(sp: Search, now: Date, timeZone: string): HistoryState {
  const get = reader(sp);
  const asked = get('range');
  let preset: RangePreset = isRangePreset(asked) ? asked : DEFAULT_PRESET;
  let range = presetRange(preset, now, timeZone, { from: get('from'), to: get('to') });
  if (!range) {
    preset = DEFAULT_PRESET;
    range = presetRange(preset, now, timeZone)!;
  }
  const page = Number(get('page'));
  const perPage = Number(get('size'));
  const sort = get('sort');
  const status = get('status');
  return {
    preset,
    ...range,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PAGE_SIZES[0],
    sort: sort && SORTS.has(sort) ? (sort as HistorySort) : DEFAULT_SORT,
    search: (get('q') ?? '').slice(0, 64),
    status: (historyStatusFilters as readonly string[]).includes(status ?? '')
      ? (status as HistoryStatusFilter)
      : undefined,
    order: get('order') || null,
  };
}

/** The URL query of a state; defaults are left out so plain links stay plain. */
export function historySearch(s: HistoryState): string {
  const qs = new URLSearchParams();
  if (s.preset !== DEFAULT_PRESET) qs.set('range', s.preset);
  if (s.preset === 'custom' && isDay(s.from) && isDay(s.to)) {
    qs.set('from', s.from);
    qs.set('to', s.to);
  }
  if (s.search) qs.set('q', s.search);
  if (s.status) qs.set('status', s.status);
  if (s.page > 1) qs.set('page', String(s.page));
  if (s.perPage !== PAGE_SIZES[0]) qs.set('size', String(s.perPage));
  if (s.sort !== DEFAULT_SORT) qs.set('sort', s.sort);
  if (s.order) qs.set('order', s.order);
  const text = qs.toString();
  return text ? `?${text}` : '';
}

/** The API call of a state (the drawer's order is not part of it). */
export function historyParams(s: HistoryState): HistoryParams {
  return {
    from: s.from,
    to: s.to,
    page: s.page,
    per_page: s.perPage,
    sort: s.sort,
    search: s.search.trim() || undefined,
    status: s.status,
  };
}
