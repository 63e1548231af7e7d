'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { customersSearch, readCustomersState, type CustomersState } from './customers-url';

/**
 * The customer list's state, read from and written to the URL. Paging and sorting push a history
 * entry (back undoes them); typing in the search replaces the current one (no entry per pause).
 */
export function useCustomersUrl() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = readCustomersState(params);

  const update = useCallback(
    (patch: Partial<CustomersState>, how: 'push' | 'replace' = 'push') => {
      const next = { ...readCustomersState(params), ...patch };
      router[how](`${pathname}${customersSearch(next)}`, { scroll: false });
    },
    [router, pathname, params],
  );
  return { state, update };
}
