import {
  addDays,
  dayInZone,
  dayOfPickerDate,
  daysBetween,
  isDay,
  isRangePreset,
  pickerDateOfDay,
  presetRange,
  rangePresets,
  startOfWeek,
} from '@/lib/dates';

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);

describe('dayInZone', () => {
  test('late evening in Toronto is still that day although UTC has moved on', () => {
    // 23:30 EST on 9 March 2024 = 04:30 UTC on the 10th.
    expect(dayInZone(at('2024-03-10T04:30:00Z'), TORONTO)).toBe('2024-03-09');
    expect(dayInZone(at('2024-03-10T05:00:00Z'), TORONTO)).toBe('2024-03-10');
  });

  test('the same instant is a different day in Tokyo', () => {
    expect(dayInZone(at('2024-03-09T20:00:00Z'), 'Asia/Tokyo')).toBe('2024-03-10');
  });
});

describe('presetRange in Toronto', () => {
  // Wednesday 15 May 2024, 10:00 EDT.
  const now = at('2024-05-15T14:00:00Z');
  const range = (p: (typeof rangePresets)[number]) => presetRange(p, now, TORONTO);

  test('today and yesterday', () => {
    expect(range('today')).toEqual({ from: '2024-05-15', to: '2024-05-15' });
    expect(range('yesterday')).toEqual({ from: '2024-05-14', to: '2024-05-14' });
  });

  test('weeks start on Monday; this week runs to today', () => {
    expect(range('this_week')).toEqual({ from: '2024-05-13', to: '2024-05-15' });
    expect(range('last_week')).toEqual({ from: '2024-05-06', to: '2024-05-12' });
  });

  test('months', () => {
    expect(range('this_month')).toEqual({ from: '2024-05-01', to: '2024-05-15' });
    expect(range('last_month')).toEqual({ from: '2024-04-01', to: '2024-04-30' });
  });

  test('every output is YYYY-MM-DD', () => {
    for (const p of rangePresets.filter((x) => x !== 'custom')) {
      const r = range(p)!;
      expect(r.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('DST and boundaries', () => {
  test.each([
    // Sunday 10 March 2024, 12:00 EDT (clocks went forward at 02:00): the week holding the
    // spring-forward Sunday is seven days, Monday to Sunday.
    ['2024-03-10T16:00:00Z', 'this_week', '2024-03-04', '2024-03-10'],
    // The Monday after: last week is exactly that DST week.
    ['2024-03-11T13:00:00Z', 'last_week', '2024-03-04', '2024-03-10'],
    // Fall back: 23:30 on the long Sunday (3 November 2024, 23:30 EST = 04:30 UTC Monday) is still that Sunday.
    ['2024-11-04T04:30:00Z', 'today', '2024-11-03', '2024-11-03'],
    ['2024-11-04T04:30:00Z', 'this_week', '2024-10-28', '2024-11-03'],
    // First of the month just after local midnight (1 March 2024, 00:15 EST; in UTC already 05:15):
    // yesterday and last month are the previous month.
    ['2024-03-01T05:15:00Z', 'today', '2024-03-01', '2024-03-01'],
    ['2024-03-01T05:15:00Z', 'yesterday', '2024-02-29', '2024-02-29'],
    ['2024-03-01T05:15:00Z', 'last_month', '2024-02-01', '2024-02-29'],
    ['2024-03-01T05:15:00Z', 'this_month', '2024-03-01', '2024-03-01'],
    // 31 March 23:00 in Toronto is April in UTC but March locally.
    ['2025-04-01T03:00:00Z', 'this_month', '2025-03-01', '2025-03-31'],
    ['2025-04-01T03:00:00Z', 'last_month', '2025-02-01', '2025-02-28'],
    // January (Wednesday 1 January 2025): last month is December of the year before; a week can span the new year.
    ['2025-01-01T17:00:00Z', 'last_month', '2024-12-01', '2024-12-31'],
    ['2025-01-01T17:00:00Z', 'this_week', '2024-12-30', '2025-01-01'],
    ['2025-01-01T17:00:00Z', 'last_week', '2024-12-23', '2024-12-29'],
  ] as const)('at %s, %s runs from %s to %s', (now, preset, from, to) => {
    expect(presetRange(preset, at(now), TORONTO)).toEqual({ from, to });
  });
});

describe('custom ranges and day helpers', () => {
  const now = at('2024-05-15T14:00:00Z');

  test('custom keeps a forward range of real days, refuses the rest', () => {
    expect(presetRange('custom', now, TORONTO, { from: '2024-02-01', to: '2024-02-29' })).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('custom', now, TORONTO, { from: '2024-03-02', to: '2024-03-01' })).toBeNull();
    expect(presetRange('custom', now, TORONTO, { from: '2023-02-29', to: '2023-03-01' })).toBeNull();
    expect(presetRange('custom', now, TORONTO, { from: '2024-03-01' })).toBeNull();
  });

  test('isDay, addDays, daysBetween, startOfWeek', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2024-2-9')).toBe(false);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
    expect(startOfWeek('2024-03-10')).toBe('2024-03-04');
    expect(startOfWeek('2024-03-11')).toBe('2024-03-11');
    expect(isRangePreset('last_week')).toBe(true);
    expect(isRangePreset('fortnight')).toBe(false);
  });

  test('picker dates round-trip through their calendar fields', () => {
    expect(dayOfPickerDate(pickerDateOfDay('2024-03-10'))).toBe('2024-03-10');
    expect(dayOfPickerDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});
