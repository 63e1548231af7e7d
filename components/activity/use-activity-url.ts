'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { activitySearch, readActivityState, type ActivityState } from './activity-url';

/** The activity page's state, read from and written to the URL; each change pushes a history entry (back undoes it). */
export function useActivityUrl(timeZone: string | null) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // The device's zone only until the account (and its location's zone) has loaded.
  const state = readActivityState(params, new Date(), timeZone ?? deviceTimeZone());

  const update = useCallback(
    (patch: Partial<ActivityState>, how: 'push' | 'replace' = 'push') => {
      const next = { ...readActivityState(params, new Date(), timeZone ?? deviceTimeZone()), ...patch };
      router[how](`${pathname}${activitySearch(next)}`, { scroll: false });
    },
    [router, pathname, params, timeZone],
  );
  return { state, update };
}
