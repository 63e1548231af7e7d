import { allowedActions, type BoardColumn, type Order, type OrderAction } from '@/lib/contract';

/**
 * The actions a card offers: lib/contract's transition table narrowed by the type rules in its
 * comment (only delivery orders go on delivery; delivery orders are never "ready for pickup").
 * The server refuses the rest with 409; the board does not even offer them.
 */
export function actionsFor(order: Pick<Order, 'status' | 'type'>): OrderAction[] {
  return allowedActions[order.status].filter((a) => {
    if (a === 'on_delivery') return order.type === 'delivery';
    if (a === 'ready_for_pickup') return order.type !== 'delivery';
    return true;
  });
}

/** What dropping a card on a column asks for; New takes nothing back. */
export const columnAction: Record<BoardColumn, OrderAction | null> = {
  open_orders: null,
  confirmed_order_asap: 'confirm',
  confirmed_scheduled: 'confirm',
  ready_for_pickup: 'ready_for_pickup',
  on_delivery: 'on_delivery',
  completed: 'complete',
};

export type RefusalReason = 'backToNew' | 'alreadyConfirmed' | 'deliveryOnly' | 'notForDelivery' | 'notAllowed';
export type DropOutcome =
  { kind: 'none' } | { kind: 'refused'; reason: RefusalReason } | { kind: 'action'; action: OrderAction };

/**
 * Decides a drop before any call: a move the order's status or type does not allow is refused
 * here (the card goes back and a notice says why) rather than sent for a 409.
 */
export function resolveDrop(order: Order, from: BoardColumn, to: BoardColumn | null): DropOutcome {
  if (!to || to === from) return { kind: 'none' };
  const action = columnAction[to];
  if (!action) return { kind: 'refused', reason: 'backToNew' };
  if (actionsFor(order).includes(action)) return { kind: 'action', action };
  if (action === 'confirm' && order.status !== 'new') return { kind: 'refused', reason: 'alreadyConfirmed' };
  if (action === 'on_delivery' && order.type !== 'delivery') return { kind: 'refused', reason: 'deliveryOnly' };
  if (action === 'ready_for_pickup' && order.type === 'delivery') return { kind: 'refused', reason: 'notForDelivery' };
  return { kind: 'refused', reason: 'notAllowed' };
}
