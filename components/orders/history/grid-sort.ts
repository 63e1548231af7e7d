import type { GridSortModel } from '@mui/x-data-grid';
import { historySorts, type HistorySort } from '@/lib/contract';
import { DEFAULT_SORT } from './history-url';

type SortField = (typeof historySorts)[number];
const isSortField = (f: string): f is SortField => (historySorts as readonly string[]).includes(f);

/** The contract's `sort` ("-created_at") as the grid's one-column sort model, and back. */
export function sortModelOf(sort: HistorySort): GridSortModel {
  const desc = sort.startsWith('-');
  return [{ field: desc ? sort.slice(1) : sort, sort: desc ? 'desc' : 'asc' }];
}

/** A cleared sort (third click on a header) goes back to the server's default, newest first. */
export function sortOf(model: GridSortModel): HistorySort {
  const first = model[0];
  if (!first?.sort || !isSortField(first.field)) return DEFAULT_SORT;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}
