import { customersParams, customersSearch, readCustomersState } from '@/components/customers/customers-url';

// 10:00 in Toronto on 2026-03-11, the first days of daylight saving time.
const NOW = new Date('2026-03-11T14:00:00Z');
const TZ = 'America/Toronto';
const read = (sp: URLSearchParams | Record<string, string | undefined>, now = NOW, tz = TZ) =>
  readCustomersState(sp, now, tz);

describe('the customer list’s URL', () => {
  test('a plain URL is the first page of 25, whoever ordered last first, all time', () => {
    const state = read(new URLSearchParams(''));
    expect(state).toEqual({ search: '', page: 1, perPage: 25, sort: '-last_order_at', range: null });
    expect(customersSearch(state)).toBe('');
    expect(customersParams(state)).toEqual({ page: 1, per_page: 25, sort: '-last_order_at', search: undefined });
  });

  test('what the URL holds is read back as written, and sent to the API', () => {
    const state = read({ q: 'grace', page: '3', size: '50', sort: 'total_spent' });
    expect(customersSearch(state)).toBe('?q=grace&page=3&size=50&sort=total_spent');
    expect(customersParams(state)).toEqual({ page: 3, per_page: 50, sort: 'total_spent', search: 'grace' });
  });

  test('a preset is kept by name and sent as the location’s days', () => {
    const state = read({ range: 'last_month', sort: '-total_spent', q: 'grace' });
    expect(state.range).toEqual({ preset: 'last_month', from: '2026-02-01', to: '2026-02-28' });
    expect(customersSearch(state)).toBe('?q=grace&sort=-total_spent&range=last_month');
    expect(customersParams(state)).toMatchObject({ from: '2026-02-01', to: '2026-02-28', sort: '-total_spent' });
    // 02:00 UTC on March 1 is still February 28 in Toronto: "this month" is February there.
    const lateEvening = read({ range: 'this_month' }, new Date('2026-03-01T02:00:00Z'));
    expect(lateEvening.range).toEqual({ preset: 'this_month', from: '2026-02-01', to: '2026-02-28' });
    expect(read({ range: 'this_month' }, new Date('2026-03-01T02:00:00Z'), 'UTC').range).toMatchObject({
      from: '2026-03-01',
    });
  });

  test('a custom range carries its days', () => {
    const state = read({ range: 'custom', from: '2025-12-01', to: '2025-12-31' });
    expect(state.range).toEqual({ preset: 'custom', from: '2025-12-01', to: '2025-12-31' });
    expect(customersSearch(state)).toBe('?range=custom&from=2025-12-01&to=2025-12-31');
    expect(customersParams(state)).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });

  test('anything the API would refuse falls back to its default rather than failing', () => {
    const state = read({ page: '-2', size: '7', sort: 'email', q: 'x'.repeat(80), range: 'forever' });
    expect(state).toEqual({ search: 'x'.repeat(64), page: 1, perPage: 25, sort: '-last_order_at', range: null });
    // Spaces alone search nothing.
    expect(customersParams(read({ q: '   ' })).search).toBeUndefined();
    // A custom range backwards, too long, half given or not a day is all time.
    for (const days of [
      { from: '2026-02-10', to: '2026-02-01' },
      { from: '2024-01-01', to: '2025-01-01' },
      { from: '2026-02-10' },
      { from: '2026-02-30', to: '2026-03-01' },
    ]) {
      const bad = read({ range: 'custom', ...days });
      expect([days, bad.range, customersParams(bad).from]).toEqual([days, null, undefined]);
    }
    // 366 days is the longest the API takes.
    expect(read({ range: 'custom', from: '2024-01-01', to: '2024-12-31' }).range).not.toBeNull();
  });
});
