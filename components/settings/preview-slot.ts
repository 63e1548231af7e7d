import { nextFreeSlot, type ThrottledType } from '@/lib/contract/order-throttle';
import {
  MAX_ADVANCE_MINUTES,
  MAX_INTERVAL_MINUTES,
  MAX_ORDERS_PER_SLOT,
  MIN_ADVANCE_MINUTES,
  MIN_INTERVAL_MINUTES,
} from '@/lib/contract/settings-rules';
import type { FormValues } from './setting-fields';

const services = {
  pickup: { group: 'pick_up', available: 'is_pick_up_available', prefix: 'pick_up' },
  delivery: { group: 'delivery', available: 'is_delivery_available', prefix: 'delivery' },
} as const;

/** A whole number typed within the contract's bounds, else null (the field shows its own rule). */
function whole(text: unknown, min: number, max: number): number | null {
  const s = String(text ?? '').trim();
  const n = s === '' ? NaN : Number(s);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * The preview's "next slot" line for one service, from the settings being typed and the order
 * times the API counts: `at` is the next slot with room (null: every slot of the horizon is full);
 * no answer when the service is off, takes neither ASAP nor scheduled orders, or a number typed
 * is not one the settings accept. ASAP orders may land in the current slot; scheduled-only ones
 * from the minimum notice on.
 */
export function previewSlot(
  values: FormValues,
  type: ThrottledType,
  load: { now: Date; taken: readonly Date[] },
): { at: Date | null } | null {
  const s = services[type];
  const g = (values[s.group] ?? {}) as FormValues;
  if (g[s.available] !== true) return null;
  const asap = g[`${s.prefix}_asap`] === true;
  if (!asap && g[`${s.prefix}_scheduled`] !== true) return null;
  const perSlot = whole(g[`${s.prefix}_count`], 0, MAX_ORDERS_PER_SLOT);
  const intervalMinutes = whole(g[`${s.prefix}_interval`], MIN_INTERVAL_MINUTES, MAX_INTERVAL_MINUTES);
  if (perSlot === null || intervalMinutes === null) return null;
  let from = load.now;
  if (!asap) {
    const notice = whole(g[`${s.prefix}_minimum_time_to_order`], MIN_ADVANCE_MINUTES, MAX_ADVANCE_MINUTES);
    if (notice === null) return null;
    from = new Date(load.now.getTime() + notice * 60_000);
  }
  return { at: nextFreeSlot(from, { perSlot, intervalMinutes }, load.taken) };
}
