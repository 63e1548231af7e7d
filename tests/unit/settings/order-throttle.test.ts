import { nextFreeSlot, ordersInSlot, slotStart } from '@/lib/contract/order-throttle';

const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00Z`);

describe('order throttling slots', () => {
  test('a slot starts on a multiple of the interval', () => {
    expect(slotStart(at('12:07'), 15)).toEqual(at('12:00'));
    expect(slotStart(at('12:15'), 15)).toEqual(at('12:15'));
    expect(slotStart(at('12:29'), 10)).toEqual(at('12:20'));
  });

  test('counts the orders of one slot only (its end excluded)', () => {
    const taken = [at('12:00'), at('12:14'), at('12:15')];
    expect(ordersInSlot(taken, at('12:00'), 15)).toBe(2);
    expect(ordersInSlot(taken, at('12:15'), 15)).toBe(1);
  });

  test('the current slot while it has room; the next with room once full', () => {
    const rule = { perSlot: 2, intervalMinutes: 15 };
    expect(nextFreeSlot(at('12:05'), rule, [at('12:01')])).toEqual(at('12:00'));
    expect(nextFreeSlot(at('12:05'), rule, [at('12:01'), at('12:03')])).toEqual(at('12:15'));
    expect(nextFreeSlot(at('12:05'), rule, [at('12:01'), at('12:03'), at('12:16'), at('12:20')])).toEqual(at('12:30'));
  });

  test('0 per slot means no limit; a horizon of full slots answers null', () => {
    expect(nextFreeSlot(at('12:05'), { perSlot: 0, intervalMinutes: 15 }, [at('12:01')])).toEqual(at('12:00'));
    expect(nextFreeSlot(at('12:05'), { perSlot: 1, intervalMinutes: 15 }, [at('12:01'), at('12:16')], 2)).toBeNull();
  });
});
