import type { GridSortModel } from '@mui/x-data-grid';
import type { CustomerSort } from '@/lib/api/customers';
import { customerSorts } from '@/lib/contract/plain/customers';
import { DEFAULT_SORT } from './customers-url';

type SortField = (typeof customerSorts)[number];
const sortable = (field: string): field is SortField => (customerSorts as readonly string[]).includes(field);

/** The contract's `sort` ("-total_spent") as the grid's one-column model, and back. */
export const customerSortModel = (sort: CustomerSort): GridSortModel => [
  { field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' },
];

/** A cleared sort goes back to the server's default (whoever ordered last first). */
export function customerSortOf([first]: GridSortModel): CustomerSort {
  if (!first?.sort || !sortable(first.field)) return DEFAULT_SORT;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}
