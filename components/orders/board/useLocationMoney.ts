'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { userQuery } from '@/lib/api/account';
import { formatMoney } from '@/lib/money';

/**
 * Cents in the selected location's currency (SPEC §9). The shell has the account loaded, so this
 * reads the cache; USD (SPEC §9's default) until a country is known.
 */
export function useLocationMoney(): (cents: number) => string {
  const locale = useLocale();
  const account = useQuery(userQuery());
  const business = account.data?.business;
  const locationId = account.data?.user.location ?? business?.location;
  const location = business?.locations.find((l) => l._id === locationId) ?? business?.locations[0];
  const currency = location?.address.country_details?.currency ?? 'USD';
  return useCallback((cents: number) => formatMoney(cents, currency, locale), [currency, locale]);
}
