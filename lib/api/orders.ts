import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { orderAddressRequest, orderDetailReply, orderReply } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';
import { accountKeys } from './account';
import { apiCall, queryString, V1_BASE } from './api-client';
import { ApiError } from './api-error';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { customerKeys } from './customers';
import { dashboardKeys } from './dashboard';
import { orderKeys, type HistoryParams } from './order-keys';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const ordersSchemas = schemasOf(() => import('@/lib/contract/orders'));

export { orderKeys, type HistoryParams, type HistoryStatusFilter } from './order-keys';

const historyQueryString = (p: Omit<HistoryParams, 'page' | 'per_page' | 'sort'>) => ({
  from: p.from,
  to: p.to,
  search: p.search || undefined,
  status: p.status,
});

export const historyQuery = (p: HistoryParams) =>
  apiQuery(
    orderKeys.history(p),
    {
      path: 'order/history',
      schema: ordersSchemas('orderHistoryReply'),
      query: { ...historyQueryString(p), page: p.page, per_page: p.per_page, sort: p.sort },
    },
    // A new page or sort keeps the rows on screen until the next ones arrive (no blank grid).
    { placeholderData: keepPreviousData },
  );

/**
 * The CSV of a range (same filters, no paging). A plain link is enough: the BFF adds the session
 * and passes text/csv and its file name through.
 */
export function historyExportHref(p: Omit<HistoryParams, 'page' | 'per_page' | 'sort'>): string {
  return `${V1_BASE}/order/history/export?${queryString(historyQueryString(p))}`;
}

/** Open orders due after now, soonest first (the server sorts). */
export const futureOrdersQuery = () =>
  apiQuery(orderKeys.future(), {
    path: 'order/future_order',
    schema: ordersSchemas('ordersReply'),
    method: 'POST',
    body: {},
  });

/** GET order/{id}: opening an order marks it seen, so the board stops ringing for it. */
export const orderDetailQuery = (id: string) =>
  apiQuery(orderKeys.detail(id), {
    path: `order/${encodeURIComponent(id)}`,
    schema: ordersSchemas('orderDetailReply'),
  });

type OrderReply = z.infer<typeof orderReply>;

/**
 * After any action on an order (SPEC §4): the drawer shows the returned order at once; the lists
 * holding it reload — the history of the range on screen, the future orders and the board. Other
 * ranges only go stale, as they are not on screen.
 */
async function afterOrderAction(qc: QueryClient, reply: OrderReply, range?: DayRange) {
  qc.setQueryData(orderKeys.detail(reply.order._id), (old: z.infer<typeof orderDetailReply> | undefined) => ({
    order: reply.order,
    isNew: old?.isNew ?? false,
  }));
  await qc.invalidateQueries({ queryKey: orderKeys.histories(), refetchType: 'none' });
  await Promise.all([
    range
      ? qc.invalidateQueries({ queryKey: orderKeys.historyRange(range) })
      : qc.invalidateQueries({ queryKey: orderKeys.histories() }),
    qc.invalidateQueries({ queryKey: orderKeys.future() }),
    qc.invalidateQueries({ queryKey: orderKeys.board() }),
    qc.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

const idOf = (vars: unknown) => (typeof vars === 'string' ? vars : (vars as { id: string }).id);

function useOrderMutation<V>(
  call: (vars: V) => Promise<OrderReply>,
  range: DayRange | undefined,
  inlineErrors = false,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => afterOrderAction(qc, reply, range),
    // A 409 means the order moved on elsewhere (the board, another tab): show it as it is now.
    onError: (err, vars) => {
      if (err instanceof ApiError && err.status === 409)
        void qc.invalidateQueries({ queryKey: orderKeys.detail(idOf(vars)) });
    },
    // Forms show their own failure alert; plain actions get the server's message as a notice.
    meta: inlineErrors ? { inlineErrors: true } : undefined,
  });
}

const orderPath = (id: string, action: string) => `order/${encodeURIComponent(id)}/${action}`;

/** GET order/{id}/cancel; `range` is the history range on screen, refreshed after. */
export const useCancelOrder = (range?: DayRange) =>
  useOrderMutation((id: string) => apiCall(orderPath(id, 'cancel'), ordersSchemas('orderReply')), range);

export const useChangeOrderAddress = (range?: DayRange) =>
  useOrderMutation(
    ({ id, body }: { id: string; body: z.input<typeof orderAddressRequest> }) =>
      apiCall(orderPath(id, 'address'), ordersSchemas('orderReply'), { method: 'POST', body }),
    range,
    true,
  );

export const useChangeOrderDateTime = (range?: DayRange) =>
  useOrderMutation(
    ({ id, scheduled_at }: { id: string; scheduled_at: string }) =>
      apiCall(orderPath(id, 'date-time'), ordersSchemas('orderReply'), { method: 'POST', body: { scheduled_at } }),
    range,
    true,
  );

export const useCreateDriver = (range?: DayRange) =>
  useOrderMutation((id: string) => apiCall(orderPath(id, 'create-driver'), ordersSchemas('orderReply')), range);

export const useCancelDriver = (range?: DayRange) =>
  useOrderMutation((id: string) => apiCall(orderPath(id, 'cancel-driver'), ordersSchemas('orderReply')), range);

/**
 * GET order/test: how many items of the location's menu a test order can be made of. Fetched
 * afresh (staleTime 0): the merchant comes back from adding items on the menu page. The checklist
 * keeps a count the server filled for a few seconds instead (GettingStartedList).
 */
export const testOrderMenuQuery = () =>
  apiQuery(
    orderKeys.testOrderMenu(),
    { path: 'order/test', schema: ordersSchemas('testOrderMenuReply') },
    { staleTime: 0 },
  );

/**
 * POST order/test: a real order placed as a customer would. It completes the place_a_test_order
 * step (checklist and menu counter reload with the account) and shows up in the figures and
 * order lists. The success notice is the reply's message, raised by the query cache.
 */
export const usePlaceTestOrder = () =>
  useApiMutation(() => ({ path: 'order/test', method: 'POST', body: {} }), ordersSchemas('orderReply'), {
    // A test order's customer shows (or counts) on the customers screen at once.
    reload: () => [accountKeys.all, dashboardKeys.all, orderKeys.all, customerKeys.all],
  });
