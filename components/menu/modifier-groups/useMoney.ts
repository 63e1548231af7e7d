'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { userQuery } from '@/lib/api/account';
import { formatMoney } from '@/lib/money';

/**
 * Formats cents in the current location's currency (SPEC §9). The account is already loaded by
 * the shell, so this reads the cache; USD (SPEC §9's default) until a country is known.
 * Shared with the combos tab, which lives in the same feature folder.
 */
export function useMoney() {
  const locale = useLocale();
  const account = useQuery(userQuery());
  const business = account.data?.business;
  const locationId = account.data?.user.location ?? business?.location;
  const location = business?.locations.find((l) => l._id === locationId) ?? business?.locations[0];
  const currency = location?.address.country_details?.currency ?? 'USD';
  return { locale, format: (cents: number) => formatMoney(cents, currency, locale) };
}
