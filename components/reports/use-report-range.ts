'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import type { RangePreset } from '@/lib/dates';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { readReportRange, reportSearch } from './report-url';

/**
 * A report's range, read from and written to the URL (report-url.ts). A new range pushes a
 * history entry, so back returns to the previous one. `setParam` writes a report's own filter
 * (`staff_id` …) beside it; null removes it.
 */
export function useReportRange(timeZone: string | null, fallback: Exclude<RangePreset, 'custom'>) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // The device's zone only until the account (and its location's zone) has loaded.
  const zone = timeZone ?? deviceTimeZone();
  const range = readReportRange(params, new Date(), zone, fallback);

  const setRange = useCallback(
    (next: DateRangeValue) => router.push(`${pathname}${reportSearch(params, next, fallback)}`, { scroll: false }),
    [router, pathname, params, fallback],
  );
  const setParam = useCallback(
    (key: string, value: string | null) => {
      const qs = new URLSearchParams(params);
      if (value === null) qs.delete(key);
      else qs.set(key, value);
      const text = qs.toString();
      router.push(`${pathname}${text ? `?${text}` : ''}`, { scroll: false });
    },
    [router, pathname, params],
  );
  return { range, setRange, params, setParam };
}
