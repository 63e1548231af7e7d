import type { HistorySort, historyStatusFilters } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';

/*
 * The order queries' keys alone: the dashboard's board and order stream need them, not the
 * history, future-order and drawer calls of orders.ts (nor the customer and date helpers those
 * bring), which are not on the dashboard's first load.
 */

export type HistoryStatusFilter = (typeof historyStatusFilters)[number];

/** One page of GET order/history as the screen asks for it (days are the location's). */
export interface HistoryParams {
  from: string;
  to: string;
  page: number;
  per_page: number;
  sort: HistorySort;
  search?: string;
  status?: HistoryStatusFilter;
}

// The BFF scopes every order call to the session's location, so a location switch must
// invalidate orderKeys.all (no key carries the location).
export const orderKeys = {
  all: ['orders'] as const,
  /** The live board on /dashboard (boardQuery in order-board.ts; actions here keep it fresh). */
  board: () => [...orderKeys.all, 'board'] as const,
  histories: () => [...orderKeys.all, 'history'] as const,
  /** Every page, sort and filter of one range: what an action on an order of that range refreshes. */
  historyRange: (range: DayRange) => [...orderKeys.histories(), range.from, range.to] as const,
  history: ({ from, to, ...rest }: HistoryParams) =>
    [...orderKeys.historyRange({ from, to }), { ...rest, search: rest.search || undefined }] as const,
  future: () => [...orderKeys.all, 'future'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  testOrderMenu: () => [...orderKeys.all, 'test-order-menu'] as const,
};
