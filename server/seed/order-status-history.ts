import type { OrderStatus, OrderType } from '../../lib/contract';
import type { OrderDriver, OrderStatusChange } from '../db/schema';
import { intBetween, pick, type Rng } from '../lib/random';
import { requestedDriver } from '../services/order-actions';

/** How a generated order went: its status by age, the status history behind it, its DoorDash request. */

const MIN = 60_000;
const STAFF = ['Demo Owner', 'Mia Manager', 'Sam Staff'];

/** Status history consistent with the final status: accepted a few minutes in, then prepared, then closed. */
export function historyFor(
  rng: Rng,
  status: OrderStatus,
  type: OrderType,
  createdAt: Date,
  dueAt: Date,
  prepMin: number,
  now: Date,
): OrderStatusChange[] {
  const by = pick(rng, STAFF);
  const at = (t: number) => new Date(t).toISOString();
  const h: OrderStatusChange[] = [{ status: 'new', at: at(createdAt.getTime()), by: null }];
  const confirmedAt = createdAt.getTime() + intBetween(rng, 1, 4) * MIN;
  if (status === 'new') return h;
  const readyAt = Math.max(confirmedAt, dueAt.getTime() - 5 * MIN) + 5 * MIN;
  if (status === 'cancelled') return cancelledHistory(rng, type, h, { by, confirmedAt, readyAt, now });
  h.push({ status: 'confirmed', at: at(confirmedAt), by });
  if (status === 'confirmed') return h;
  h.push({ status: type === 'delivery' ? 'on_delivery' : 'ready_for_pickup', at: at(readyAt), by });
  if (status === 'completed') h.push({ status, at: at(dueAt.getTime() + prepMin * MIN), by });
  return h;
}

/**
 * A cancellation at the step it happens in a restaurant, along the board's moves (a cancel from
 * new, confirmed or ready, never once out for delivery): refused or called off while still new
 * (45 %), an item run out after accepting it (35 %, every other order past new), or a pick-up
 * never collected (20 %). Steps after `now` have not happened yet: the order is cancelled at `now` at
 * the latest, after its last step.
 */
function cancelledHistory(
  rng: Rng,
  type: OrderType,
  placed: OrderStatusChange[],
  t: { by: string; confirmedAt: number; readyAt: number; now: Date },
): OrderStatusChange[] {
  const createdAt = Date.parse(placed[0]!.at);
  const roll = rng();
  const steps: [OrderStatus, number][] = [];
  let cancelAt: number;
  if (roll < 0.45) cancelAt = createdAt + intBetween(rng, 2, 10) * MIN;
  else if (roll < 0.8 || type !== 'pickup') {
    steps.push(['confirmed', t.confirmedAt]);
    cancelAt = t.confirmedAt + intBetween(rng, 5, 20) * MIN;
  } else {
    steps.push(['confirmed', t.confirmedAt], ['ready_for_pickup', t.readyAt]);
    cancelAt = t.readyAt + intBetween(rng, 45, 120) * MIN;
  }
  const done = steps.filter(([, at]) => at <= t.now.getTime());
  const last = done.at(-1)?.[1] ?? createdAt;
  cancelAt = Math.max(last, Math.min(cancelAt, t.now.getTime()));
  return [
    ...placed,
    ...done.map(([status, at]) => ({ status, at: new Date(at).toISOString(), by: t.by })),
    { status: 'cancelled', at: new Date(cancelAt).toISOString(), by: t.by },
  ];
}

/** Status of an order `ageMin` minutes old (open while recent, then completed or cancelled). */
export function statusFor(rng: Rng, type: OrderType, ageMin: number): OrderStatus {
  if (ageMin < 0) return 'confirmed'; // scheduled for later: accepted, not yet prepared
  if (rng() < 0.04) return 'cancelled';
  if (ageMin < 10) return 'new';
  if (ageMin < 25) return 'confirmed';
  if (ageMin < 45) return type === 'delivery' ? 'on_delivery' : 'ready_for_pickup';
  return 'completed';
}

/**
 * A delivery's DoorDash request, made when it was confirmed: standing once the order went out,
 * cancelled with an order cancelled after confirming; none on an order still waiting or cancelled
 * while new. dispatchDeliveries hands some of them to the store's own drivers instead.
 */
export function courierRequest(history: readonly OrderStatusChange[], tip: number): OrderDriver | null {
  const confirmed = history.find((h) => h.status === 'confirmed');
  const last = history.at(-1)!.status;
  if (!confirmed || (last !== 'on_delivery' && last !== 'completed' && last !== 'cancelled')) return null;
  const request = requestedDriver(new Date(confirmed.at), tip);
  return last === 'cancelled' ? { ...request, status: 'cancelled' } : request;
}
