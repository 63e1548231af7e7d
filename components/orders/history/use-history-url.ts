'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { historySearch, readHistoryState, type HistoryState } from './history-url';

/**
 * The history screen's state, read from and written to the URL. Filters push a history entry
 * (back undoes them); typing in the search replaces the current one (no entry per pause).
 */
export function useHistoryUrl(timeZone: string | null) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // The device's zone only until the account (and its location's zone) has loaded.
  const state = readHistoryState(params, new Date(), timeZone ?? deviceTimeZone());

  const update = useCallback(
    (patch: Partial<HistoryState>, how: 'push' | 'replace' = 'push') => {
      const current = readHistoryState(params, new Date(), timeZone ?? deviceTimeZone());
      router[how](`${pathname}${historySearch({ ...current, ...patch })}`, { scroll: false });
    },
    [router, pathname, params, timeZone],
  );
  return { state, update };
}
