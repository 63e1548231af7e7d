'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { activitySearch, readActivityState, type ActivityState } from './activity-url';

/** The browser's own zone, only until the account (and its location's zone) has loaded. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The activity page's state, read from and written to the URL; each change pushes a history entry (back undoes it). */
export function useActivityUrl(timeZone: string | null) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = readActivityState(params, new Date(), timeZone ?? browserZone());

  const update = useCallback(
    (patch: Partial<ActivityState>, how: 'push' | 'replace' = 'push') => {
      const next = { ...readActivityState(params, new Date(), timeZone ?? browserZone()), ...patch };
      router[how](`${pathname}${activitySearch(next)}`, { scroll: false });
    },
    [router, pathname, params, timeZone],
  );
  return { state, update };
}
