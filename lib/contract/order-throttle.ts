/**
 * Order throttling (issue 13 item 4): `pick_up_count` / `delivery_count` orders at most per slot
 * of `*_interval` minutes (0: no limit). Slots are counted from the epoch, so a 15-minute slot
 * starts on the quarter hour in every zone whose offset is a whole number of quarter hours. The
 * reference API refuses an order into a full slot; the settings preview shows the next free one.
 */

import { z } from 'zod';
import { V } from './rules';

const MINUTE = 60_000;

/** The start of the slot holding `at`. */
export function slotStart(at: Date, intervalMinutes: number): Date {
  const size = intervalMinutes * MINUTE;
  return new Date(Math.floor(at.getTime() / size) * size);
}

export interface SlotRule {
  /** Most orders per slot; 0 means no limit. */
  perSlot: number;
  intervalMinutes: number;
}

/** How many of `taken` (order times) fall in the slot starting at `start`. */
export function ordersInSlot(taken: readonly Date[], start: Date, intervalMinutes: number): number {
  const end = start.getTime() + intervalMinutes * MINUTE;
  return taken.filter((t) => t.getTime() >= start.getTime() && t.getTime() < end).length;
}

/** Slots looked at for the next free one (a day of 15-minute slots): the API's 409 and the preview alike. */
export const SLOT_HORIZON = 96;

/**
 * The start of the first slot, from the one holding `from` on, with room for one more order;
 * looks at most `horizon` slots ahead and answers null past it.
 */
export function nextFreeSlot(from: Date, rule: SlotRule, taken: readonly Date[], horizon = SLOT_HORIZON): Date | null {
  let start = slotStart(from, rule.intervalMinutes);
  if (rule.perSlot <= 0) return start;
  for (let i = 0; i < horizon; i++) {
    if (ordersInSlot(taken, start, rule.intervalMinutes) < rule.perSlot) return start;
    start = new Date(start.getTime() + rule.intervalMinutes * MINUTE);
  }
  return null;
}

/** The services throttling counts. */
export const throttledTypes = ['pickup', 'delivery'] as const;
export type ThrottledType = (typeof throttledTypes)[number];

/** GET setting/slot-load?type=pickup|delivery. */
export const slotLoadQuery = z.object({ type: z.enum(throttledTypes, { error: V.choice }) });

/**
 * What throttling counts at the location for one service: the times of its orders that are not
 * cancelled, from a day before `now` (the longest slot) on. The settings preview runs
 * `nextFreeSlot` on them with the settings being typed.
 */
export const slotLoadReply = z.object({
  type: z.enum(throttledTypes),
  now: z.string(),
  taken: z.array(z.string()),
});
export type SlotLoadReply = z.infer<typeof slotLoadReply>;
