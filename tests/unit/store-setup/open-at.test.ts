import { openAt, type StoreSchedule } from '@/lib/contract/open-at';
import type { Holiday, HoursWindow, StoreHours } from '@/lib/contract';

let n = 0;
const w = (day: number, opens_at: string, closes_at: string): HoursWindow => ({
  _id: `w${++n}`,
  day,
  opens_at,
  closes_at,
});
const hours = (business: HoursWindow[], pickup: HoursWindow[] = [], delivery: HoursWindow[] = []): StoreHours => ({
  location_hours: business,
  pickup: { hours: pickup },
  delivery: { hours: delivery },
});
const schedule = (over: Partial<StoreSchedule> = {}): StoreSchedule => ({
  timezone: 'America/Toronto',
  hours: hours([]),
  holidays: [],
  blockedDates: [],
  availability: { pickup: null, delivery: null, catering: null },
  ...over,
});
const at = (iso: string) => new Date(iso);
const holiday = (over: Partial<Holiday>): Holiday => ({
  _id: 'h1',
  name: 'Christmas',
  from_date: '2026-12-25',
  to_date: '2026-12-25',
  closed: true,
  hours: [],
  services: ['pickup', 'delivery', 'catering'],
  ...over,
});

describe('openAt', () => {
  test('split days: open at lunch and dinner, closed between, on the location clock (not UTC)', () => {
    // Monday 30 Nov 2026, Toronto is UTC−5.
    const s = schedule({ hours: hours([w(1, '11:30', '14:00'), w(1, '17:00', '22:00')]) });
    expect(openAt(s, at('2026-11-30T17:00:00Z')).pickup).toEqual({ open: true, reason: 'open' }); // 12:00
    expect(openAt(s, at('2026-11-30T20:00:00Z')).pickup).toEqual({ open: false, reason: 'closedBusinessHours' }); // 15:00
    expect(openAt(s, at('2026-11-30T23:00:00Z')).delivery).toEqual({ open: true, reason: 'open' }); // 18:00
    // 22:30 Monday is 03:30 UTC on Tuesday.
    expect(openAt(s, at('2026-12-01T03:30:00Z')).catering).toEqual({ open: false, reason: 'closedBusinessHours' });
  });

  test('a window past midnight covers the early hours of the next day, until it closes', () => {
    const s = schedule({ hours: hours([w(5, '22:00', '02:00')]) }); // Friday late night
    expect(openAt(s, at('2026-12-05T03:00:00Z')).pickup.open).toBe(true); // Fri 22:00
    expect(openAt(s, at('2026-12-05T06:59:00Z')).pickup.open).toBe(true); // Sat 01:59
    expect(openAt(s, at('2026-12-05T07:00:00Z')).pickup.open).toBe(false); // Sat 02:00
    expect(openAt(s, at('2026-12-04T06:00:00Z')).pickup.open).toBe(false); // Fri 01:00: Thursday has no late night
  });

  test('spring forward (8 March 2026): the clock jumps from 02:00 to 03:00', () => {
    const s = schedule({ hours: hours([w(6, '22:00', '03:00'), w(0, '11:00', '14:00')]) });
    expect(openAt(s, at('2026-03-08T06:59:00Z')).pickup.open).toBe(true); // 01:59 EST
    expect(openAt(s, at('2026-03-08T07:00:00Z')).pickup.open).toBe(false); // 03:00 EDT: closed
    // 11:30 EDT is 15:30 UTC (a fixed −5 would read 10:30 and say closed).
    expect(openAt(s, at('2026-03-08T15:30:00Z')).pickup.open).toBe(true);
    expect(openAt(s, at('2026-03-08T18:30:00Z')).pickup.open).toBe(false); // 14:30 EDT
  });

  test('fall back (1 November 2026): 01:30 happens twice, both inside the late night; 02:30 is after it', () => {
    const s = schedule({ hours: hours([w(6, '22:00', '02:00')]) });
    expect(openAt(s, at('2026-11-01T05:30:00Z')).delivery.open).toBe(true); // 01:30 EDT
    expect(openAt(s, at('2026-11-01T06:30:00Z')).delivery.open).toBe(true); // 01:30 EST
    expect(openAt(s, at('2026-11-01T07:30:00Z')).delivery.open).toBe(false); // 02:30 EST
  });

  test("a service's own hours replace the business's for it; catering always follows the business's", () => {
    const s = schedule({ hours: hours([w(1, '11:00', '21:00')], [], [w(1, '17:00', '23:00')]) });
    const lateMonday = openAt(s, at('2026-12-01T03:30:00Z')); // Mon 22:30
    expect(lateMonday).toEqual({
      pickup: { open: false, reason: 'closedBusinessHours' },
      delivery: { open: true, reason: 'open' },
      catering: { open: false, reason: 'closedBusinessHours' },
    });
    expect(openAt(s, at('2026-11-30T17:00:00Z')).delivery).toEqual({ open: false, reason: 'closedServiceHours' });
  });

  test('a closed holiday closes the services it covers; special hours replace the day, past midnight included', () => {
    const week = hours([w(5, '11:00', '22:00'), w(4, '20:00', '01:00')]);
    const closed = schedule({ hours: week, holidays: [holiday({ services: ['pickup', 'catering'] })] });
    const noon = openAt(closed, at('2026-12-25T17:00:00Z')); // Friday 25 Dec, 12:00
    expect(noon.pickup).toEqual({ open: false, reason: 'holiday', detail: 'Christmas' });
    expect(noon.delivery).toEqual({ open: true, reason: 'open' });
    // Thursday's late night opened before the holiday still runs until 01:00.
    expect(openAt(closed, at('2026-12-25T05:30:00Z')).pickup).toEqual({ open: true, reason: 'open' });

    const special = schedule({
      hours: week,
      holidays: [holiday({ closed: false, hours: [{ opens_at: '18:00', closes_at: '02:00' }] })],
    });
    expect(openAt(special, at('2026-12-25T17:00:00Z')).pickup).toEqual({
      open: false,
      reason: 'holidayHours',
      detail: 'Christmas',
    });
    expect(openAt(special, at('2026-12-26T00:00:00Z')).pickup).toEqual({
      open: true,
      reason: 'open',
      detail: 'Christmas',
    }); // 19:00
    // 01:30 on the 26th: the holiday's own late night (Friday has none).
    expect(openAt(special, at('2026-12-26T06:30:00Z')).delivery.open).toBe(true);
  });

  test('a blocked date refuses the services it names for that whole local day', () => {
    const s = schedule({
      hours: hours([w(1, '00:00', '23:59')]),
      blockedDates: [
        { _id: 'b', from_date: '2026-11-30', to_date: '2026-11-30', reason: 'Inventory', services: ['delivery'] },
      ],
    });
    const r = openAt(s, at('2026-12-01T04:30:00Z')); // Mon 23:30 local, Tuesday in UTC
    expect(r.delivery).toEqual({ open: false, reason: 'blockedDate', detail: 'Inventory' });
    expect(r.pickup).toEqual({ open: true, reason: 'open' });
  });

  test('a pause beats everything until it ends, then the hours answer again', () => {
    const until = '2026-11-30T17:30:00.000Z';
    const s = schedule({
      hours: hours([w(1, '11:00', '14:00')]),
      blockedDates: [{ _id: 'b', from_date: '2026-11-30', to_date: '2026-11-30', reason: 'x', services: ['pickup'] }],
      availability: { pickup: { paused_until: until, message: 'Rush' }, delivery: null, catering: null },
    });
    expect(openAt(s, at('2026-11-30T17:00:00Z')).pickup).toEqual({ open: false, reason: 'paused', detail: until });
    expect(openAt(s, at('2026-11-30T17:30:00Z')).pickup.reason).toBe('blockedDate');
    expect(openAt(s, at('2026-11-30T17:30:00Z')).catering).toEqual({ open: true, reason: 'open' });
  });
});
