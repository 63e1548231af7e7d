'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { customersSearch, readCustomersState, type CustomersState } from './customers-url';

/**
 * The customer list's state, read from and written to the URL; a period's days are the location's
 * (`timeZone`). Paging, sorting and the period push a history entry (back undoes them); typing in
 * the search replaces the current one (no entry per pause).
 */
export function useCustomersUrl(timeZone: string | null) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // The device's zone only until the account (and its location's zone) has loaded.
  const state = readCustomersState(params, new Date(), timeZone ?? deviceTimeZone());

  const update = useCallback(
    (patch: Partial<CustomersState>, how: 'push' | 'replace' = 'push') => {
      const next = { ...readCustomersState(params, new Date(), timeZone ?? deviceTimeZone()), ...patch };
      router[how](`${pathname}${customersSearch(next)}`, { scroll: false });
    },
    [router, pathname, params, timeZone],
  );
  return { state, update };
}
