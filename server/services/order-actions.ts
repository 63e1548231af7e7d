import {
  allowedActions,
  DEFAULT_PREPARATION_MINUTES,
  DOORDASH_DRIVE_FEE,
  type OrderAction,
  type OrderStatus,
} from '../../lib/contract';
import type { OrderDriver, OrderStatusChange } from '../db/schema';
import type { ServerTextKey } from '../i18n';
import type { OrderPatch } from './order-write';
import type { OrderRow } from './orders';

/** The status an action leads to. */
export const ACTION_TARGET: Record<OrderAction, OrderStatus> = {
  confirm: 'confirmed',
  ready_for_pickup: 'ready_for_pickup',
  on_delivery: 'on_delivery',
  complete: 'completed',
  cancel: 'cancelled',
};

/** Server text of each status, for messages ("Order #1042 is now Ready for pickup."). */
export const STATUS_TEXT: Record<OrderStatus, ServerTextKey> = {
  new: 'statusNew',
  confirmed: 'statusConfirmed',
  ready_for_pickup: 'statusReadyForPickup',
  on_delivery: 'statusOnDelivery',
  completed: 'statusCompleted',
  cancelled: 'statusCancelled',
};

/** Why an action is refused (a 409 text key), or null when allowed. */
export function refusal(row: Pick<OrderRow, 'status' | 'type'>, action: OrderAction): ServerTextKey | null {
  if (!allowedActions[row.status].includes(action)) return 'orderMoveRefused';
  // Delivery orders leave with a driver; the others are picked up (or served) at the counter.
  if (action === 'on_delivery' && row.type !== 'delivery') return 'orderNotDelivery';
  if (action === 'ready_for_pickup' && row.type === 'delivery') return 'orderIsDelivery';
  return null;
}

const historyWith = (row: OrderRow, status: OrderStatus, at: Date, by: string | null): OrderStatusChange[] => [
  ...row.statusHistory,
  { status, at: at.toISOString(), by },
];

/** The change an allowed action makes: new status, its history entry, and what goes with it. */
export function applyAction(
  row: OrderRow,
  action: OrderAction,
  at: Date,
  by: string | null,
  preparationTime?: number,
): OrderPatch {
  const status = ACTION_TARGET[action];
  const patch: OrderPatch = { status, statusHistory: historyWith(row, status, at, by) };
  if (action === 'confirm') {
    patch.preparationTime = preparationTime ?? DEFAULT_PREPARATION_MINUTES;
    // Confirming is handling it: the board stops ringing for it.
    patch.seenAt = row.seenAt ?? at;
  }
  if (action === 'complete') patch.completedAt = at;
  if (action === 'cancel' && row.driver?.status === 'requested') patch.driver = { ...row.driver, status: 'cancelled' };
  return patch;
}

/** Statuses in which a delivery driver may be requested. */
const DRIVER_STATUSES: readonly OrderStatus[] = ['confirmed', 'ready_for_pickup', 'on_delivery'];

export function driverRefusal(
  row: Pick<OrderRow, 'status' | 'type' | 'driver'>,
  want: 'create' | 'cancel',
): ServerTextKey | null {
  if (want === 'cancel') return row.driver?.status === 'requested' ? null : 'driverNone';
  if (row.type !== 'delivery' || !DRIVER_STATUSES.includes(row.status)) return 'driverNotAllowed';
  return row.driver?.status === 'requested' ? 'driverAlreadyRequested' : null;
}

/**
 * The reference API has no courier network: a request to DoorDash is recorded as requested with no
 * driver name yet (the platform's dispatch fills it in), DoorDash's flat quote as its fee and the
 * customer's tip passed through to the Dasher (what the DoorDash report compares with the invoice).
 */
export const requestedDriver = (at: Date, tip: number): OrderDriver => ({
  status: 'requested',
  requested_at: at.toISOString(),
  name: null,
  provider: 'doordash',
  fee: DOORDASH_DRIVE_FEE,
  dasher_tip: tip,
});

export const isClosed = (status: OrderStatus) => status === 'completed' || status === 'cancelled';
