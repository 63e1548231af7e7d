import { keepPreviousData } from '@tanstack/react-query';
import type { CustomerListQuery } from '@/lib/contract';
import { queryString, V1_BASE } from './api-client';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { deleteCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const customerSchemas = schemasOf(() => import('@/lib/contract/customers'));

export type CustomerSort = CustomerListQuery['sort'];

/** One page of GET customer/list as the screen asks for it. */
export interface CustomerListParams {
  page: number;
  per_page: number;
  sort: CustomerSort;
  search?: string;
  /** Inclusive local days of the location; both or neither (all time). */
  from?: string;
  to?: string;
}

// Customers are the business's, not one location's: no key carries the location (a range's days
// are the location's, but its from/to are in the key).
export const customerKeys = {
  all: ['customers'] as const,
  /** Every page, sort, search and range: what a block or a delete reloads. */
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (p: CustomerListParams) => [...customerKeys.lists(), { ...p, search: p.search || undefined }] as const,
  orders: (id: string) => [...customerKeys.all, 'orders', id] as const,
};

type ListSelection = Pick<CustomerListParams, 'search' | 'sort' | 'from' | 'to'>;

const listQueryString = (p: ListSelection) => ({
  search: p.search || undefined,
  sort: p.sort,
  from: p.from,
  to: p.to,
});

export const customersQuery = (p: CustomerListParams) =>
  apiQuery(
    customerKeys.list(p),
    {
      path: 'customer/list',
      schema: customerSchemas('customersReply'),
      query: { ...listQueryString(p), page: p.page, per_page: p.per_page },
    },
    // A new page, sort, search or range keeps the rows on screen until the next ones arrive (no blank grid).
    { placeholderData: keepPreviousData },
  );

/**
 * The CSV of the list as searched, sorted and ranged on screen (every page). A plain link is
 * enough: the BFF adds the session (and its location, whose days the range is) and passes
 * text/csv and its file name through.
 */
export function customersExportHref(p: ListSelection): string {
  return `${V1_BASE}/customer/export?${queryString(listQueryString(p))}`;
}

/** GET customer/{id}/orders: the customer's latest orders, newest first. */
export const customerOrdersQuery = (id: string) =>
  apiQuery(customerKeys.orders(id), {
    path: `customer/${encodeURIComponent(id)}/orders`,
    schema: customerSchemas('customerOrdersReply'),
  });

/** SPEC §4: a block (or unblock) closes the confirmation and reloads the list. SPEC §7 makes it a GET. */
export const useToggleCustomerBlock = () =>
  useApiMutation(
    (id: string) => ({ path: `customer/${encodeURIComponent(id)}/block`, method: 'GET' }),
    customerSchemas('customerReply'),
    { reload: () => [customerKeys.lists()] },
  );

/** SPEC §4: a delete closes the confirmation and reloads the list. */
export const useDeleteCustomer = () =>
  useApiMutation(deleteCall('customer'), errorsSchemas('messageReply'), {
    reload: () => [customerKeys.all],
  });
