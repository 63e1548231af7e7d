/**
 * Order throttling (issue 13 item 4): `pick_up_count` / `delivery_count` orders at most per slot
 * of `*_interval` minutes (0: no limit). Slots are counted from the epoch, so a 15-minute slot
 * starts on the quarter hour in every zone whose offset is a whole number of quarter hours. The
 * reference API refuses an order into a full slot; the settings preview shows the next free one.
 */

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

/**
 * The start of the first slot, from the one holding `from` on, with room for one more order;
 * looks at most `horizon` slots ahead and answers null past it.
 */
export function nextFreeSlot(from: Date, rule: SlotRule, taken: readonly Date[], horizon = 96): Date | null {
  let start = slotStart(from, rule.intervalMinutes);
  if (rule.perSlot <= 0) return start;
  for (let i = 0; i < horizon; i++) {
    if (ordersInSlot(taken, start, rule.intervalMinutes) < rule.perSlot) return start;
    start = new Date(start.getTime() + rule.intervalMinutes * MINUTE);
  }
  return null;
}
