import {
  boardColumns,
  CONFIRMED_NOW_MINUTES,
  DEFAULT_PREPARATION_MINUTES,
  type BoardColumn,
  type Order,
  type OrderAction,
  type OrderBoard,
} from '@/lib/contract';

/**
 * Pure edits of the board cache (GET order), shared by the live stream, the polling fallback and
 * the optimistic moves. Every edit is by `_id`, so applying the same order twice, or an event
 * that a replay repeats, never makes a second card.
 */

export function findOrder(board: OrderBoard, id: string): { order: Order; column: BoardColumn; index: number } | null {
  for (const column of boardColumns) {
    const index = board[column].findIndex((o) => o._id === id);
    if (index >= 0) return { order: board[column][index]!, column, index };
  }
  return null;
}

export interface ApplyOptions {
  /**
   * Apply even when the board holds a later copy. Optimistic moves and their reverts set it:
   * they do not change updated_at, and they must win over what is shown.
   */
  force?: boolean;
  /** Where to insert when the order changes column (a revert puts the card back in its place). */
  index?: number;
}

/**
 * Puts `order` where its `order_status` says: replaced in place when it stays in its column,
 * otherwise taken out of the old one and added at the column's end (open columns are oldest
 * first, like GET order) or at the start of `completed` (newest first). A cancelled order leaves
 * the board. A copy older than the one shown (updated_at) is ignored: a slow poll or a replay
 * must not undo a newer state.
 */
export function applyOrder(board: OrderBoard, order: Order, { force = false, index }: ApplyOptions = {}): OrderBoard {
  const found = findOrder(board, order._id);
  if (found && !force && Date.parse(found.order.updated_at) > Date.parse(order.updated_at)) return board;
  const target = order.order_status === 'cancelled' ? null : order.order_status;
  const next = { ...board };
  if (found && found.column === target) {
    const list = [...board[target]];
    list[found.index] = order;
    next[target] = list;
    return next;
  }
  if (found) next[found.column] = board[found.column].filter((o) => o._id !== order._id);
  if (target) {
    const list = [...board[target]];
    list.splice(index ?? (target === 'completed' ? 0 : list.length), 0, order);
    next[target] = list;
  }
  return next;
}

/** True while an order still wants attention: unseen and unconfirmed in the New column. */
export function isRinging(order: Order): boolean {
  return order.isNew && order.status === 'new' && order.order_status === 'open_orders';
}

export function boardIsRinging(board: OrderBoard | undefined): boolean {
  return !!board?.open_orders.some(isRinging);
}

/**
 * The order as the board shows it while its PUT order/{id}/status runs. The column of a confirm
 * follows GET order's rule (due within CONFIRMED_NOW_MINUTES or no due time → Now); the reply
 * then replaces this guess.
 */
export function optimisticOrder(
  order: Order,
  action: OrderAction,
  preparationTime: number | undefined,
  now: Date,
): Order {
  switch (action) {
    case 'confirm': {
      const due = order.scheduled_at ? Date.parse(order.scheduled_at) : null;
      const later = due !== null && due > now.getTime() + CONFIRMED_NOW_MINUTES * 60_000;
      return {
        ...order,
        status: 'confirmed',
        order_status: later ? 'confirmed_scheduled' : 'confirmed_order_asap',
        isNew: false,
        preparation_time: preparationTime ?? DEFAULT_PREPARATION_MINUTES,
      };
    }
    case 'ready_for_pickup':
      return { ...order, status: 'ready_for_pickup', order_status: 'ready_for_pickup' };
    case 'on_delivery':
      return { ...order, status: 'on_delivery', order_status: 'on_delivery' };
    case 'complete':
      return { ...order, status: 'completed', order_status: 'completed', completed_at: now.toISOString() };
    case 'cancel':
      return { ...order, status: 'cancelled', order_status: 'cancelled' };
  }
}
