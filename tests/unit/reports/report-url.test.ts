import { readReportRange, reportSearch } from '@/components/reports/report-url';
import { presetRange } from '@/lib/dates';

// Wednesday 12 March 2025, 11:00 in Toronto.
const NOW = new Date('2025-03-12T15:00:00Z');
const TZ = 'America/Toronto';
const read = (query: string) => readReportRange(new URLSearchParams(query), NOW, TZ, 'this_month');

describe('a report range in the URL', () => {
  test('a preset by name, on the location clock; the default when none is asked', () => {
    expect(read('')).toEqual({ preset: 'this_month', from: '2025-03-01', to: '2025-03-12' });
    expect(read('range=last_month')).toEqual({ preset: 'last_month', from: '2025-02-01', to: '2025-02-28' });
    expect(read('range=this_week')).toEqual({ preset: 'this_week', from: '2025-03-10', to: '2025-03-12' });
    // Server pages read the same from Next's searchParams object.
    expect(readReportRange({ range: ['yesterday'] }, NOW, TZ, 'this_month')).toEqual({
      preset: 'yesterday',
      ...presetRange('yesterday', NOW, TZ)!,
    });
  });

  test('custom days as given; unreadable, backwards or too long ranges fall back to the default', () => {
    expect(read('range=custom&from=2025-01-05&to=2025-02-04')).toEqual({
      preset: 'custom',
      from: '2025-01-05',
      to: '2025-02-04',
    });
    const fallback = { preset: 'this_month', from: '2025-03-01', to: '2025-03-12' };
    expect(read('range=custom&from=2025-02-30&to=2025-03-04')).toEqual(fallback);
    expect(read('range=custom&from=2025-03-04&to=2025-03-01')).toEqual(fallback);
    expect(read('range=custom&from=2024-01-01&to=2025-03-01')).toEqual(fallback);
    expect(read('range=someday')).toEqual(fallback);
  });

  test('writing a range keeps the other filters and drops the days of a replaced custom range', () => {
    const current = new URLSearchParams('range=custom&from=2025-01-05&to=2025-02-04&staff_id=s1');
    expect(reportSearch(current, { preset: 'last_week', from: '2025-03-03', to: '2025-03-09' }, 'this_month')).toBe(
      '?staff_id=s1&range=last_week',
    );
    expect(reportSearch(current, { preset: 'this_month', from: '2025-03-01', to: '2025-03-12' }, 'this_month')).toBe(
      '?staff_id=s1',
    );
    expect(
      reportSearch(new URLSearchParams(), { preset: 'custom', from: '2025-01-01', to: '2025-01-31' }, 'this_month'),
    ).toBe('?range=custom&from=2025-01-01&to=2025-01-31');
  });
});
