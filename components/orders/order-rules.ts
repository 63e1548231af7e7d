import { allowedActions, type Order, type OrderStatus } from '@/lib/contract';

/** The drawer's actions besides moving the order along the board. */
export type DrawerAction = 'cancel' | 'address' | 'dueTime' | 'createDriver' | 'cancelDriver';

const OPEN: readonly OrderStatus[] = ['new', 'confirmed', 'ready_for_pickup', 'on_delivery'];
/** A driver can be sent for an order being prepared or out (lib/contract: create-driver). */
const DRIVER_STATUSES: readonly OrderStatus[] = ['confirmed', 'ready_for_pickup', 'on_delivery'];

/**
 * What the drawer offers for an order, by the contract's rules, so a button never leads to a
 * certain 409. The server still decides: a refusal there shows its message.
 */
export function drawerActions(order: Pick<Order, 'status' | 'type' | 'driver'>): DrawerAction[] {
  const open = OPEN.includes(order.status);
  const out: DrawerAction[] = [];
  if (open && (order.type === 'delivery' || order.type === 'catering')) out.push('address');
  if (open) out.push('dueTime');
  const driverRequested = order.driver?.status === 'requested';
  if (order.type === 'delivery' && DRIVER_STATUSES.includes(order.status) && !driverRequested) out.push('createDriver');
  if (open && driverRequested) out.push('cancelDriver');
  if (allowedActions[order.status].includes('cancel')) out.push('cancel');
  return out;
}
