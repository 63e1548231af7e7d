import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order, OrderAction, OrderBoard } from '@/lib/contract';
import { applyOrder, findOrder, optimisticOrder } from '@/lib/order-stream/board-cache';
import { apiCall } from './api-client';
import { apiQuery } from './api-query';
import { orderKeys } from './order-keys';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const ordersSchemas = schemasOf(() => import('@/lib/contract/orders'));

/**
 * The live order board (GET order), keyed orderKeys.board(): under orderKeys.all, so whatever
 * reloads the order lists (a test order, a cancel in the drawer) reloads the board too. The BFF
 * scopes the call to the session's location.
 */
export const boardQuery = () =>
  apiQuery(
    orderKeys.board(),
    { path: 'order', schema: ordersSchemas('orderBoardReply') },
    // While the stream is down the board polls every 10 s, and a notice per failed poll would
    // bury the page (the connection chip already says offline).
    { meta: { silent: true } },
  );

/** Replaces the board in the cache through a pure edit; a board not loaded yet stays unloaded. */
export function editBoard(qc: QueryClient, edit: (board: OrderBoard) => OrderBoard): void {
  qc.setQueryData<OrderBoard>(orderKeys.board(), (board) => (board ? edit(board) : board));
}

export interface MoveOrderVars {
  order: Order;
  action: OrderAction;
  /** Minutes; sent with a confirm only. */
  preparationTime?: number;
}

/**
 * PUT order/{id}/status. SPEC §4: the card moves at once (optimistic) and the list is not
 * reloaded; the reply's order is patched into the board. A failure (409, network) or a reply
 * that is not an order with an `_id` (the contract parse refuses it) puts the card back.
 * Notices come from the caches: the reply's message on success, the error's text on failure.
 */
export function useMoveOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ order, action, preparationTime }: MoveOrderVars) =>
      apiCall(`order/${order._id}/status`, ordersSchemas('orderReply'), {
        method: 'PUT',
        body:
          action === 'confirm' && preparationTime !== undefined
            ? { order_status: action, preparation_time: preparationTime }
            : { order_status: action },
      }),
    onMutate: async ({ order, action, preparationTime }) => {
      // A poll in flight must not land after the move and put the card back in its old column.
      await qc.cancelQueries({ queryKey: orderKeys.board() });
      const moved = optimisticOrder(order, action, preparationTime, new Date());
      const from = qc.getQueryData<OrderBoard>(orderKeys.board());
      const index = from ? findOrder(from, order._id)?.index : undefined;
      editBoard(qc, (board) => applyOrder(board, moved, { force: true }));
      return { moved, index };
    },
    onError: (_err, { order }, context) => {
      // Only our own guess is undone: if the stream has meanwhile brought a newer state of the
      // order (often the very reason of a 409), that state stays.
      editBoard(qc, (board) => {
        const shown = findOrder(board, order._id)?.order;
        const ours = shown ? shown === context?.moved : context?.moved.order_status === 'cancelled';
        return ours ? applyOrder(board, order, { force: true, index: context?.index }) : board;
      });
    },
    onSuccess: (reply) => editBoard(qc, (board) => applyOrder(board, reply.order)),
  });
}
