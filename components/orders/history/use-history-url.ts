'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { historySearch, readHistoryState, type HistoryState } from './history-url';

/** The browser's own zone, only until the account (and its location's zone) has loaded. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The history screen's state, read from and written to the URL. Filters push a history entry
 * (back undoes them); typing in the search replaces the current one (no entry per pause).
 */
export function useHistoryUrl(timeZone: string | null) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = readHistoryState(params, new Date(), timeZone ?? browserZone());

  const update = useCallback(
    (patch: Partial<HistoryState>, how: 'push' | 'replace' = 'push') => {
      const current = readHistoryState(params, new Date(), timeZone ?? browserZone());
      router[how](`${pathname}${historySearch({ ...current, ...patch })}`, { scroll: false });
    },
    [router, pathname, params, timeZone],
  );
  return { state, update };
}
