'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { userQuery } from '@/lib/api/account';
import { currentLocation } from '@/lib/current-location';
import { formatMoney } from '@/lib/money';

/** SPEC §9's default when a location has no country yet. */
const DEFAULT_CURRENCY = 'USD';

/**
 * The location the session works on (lib/current-location decides it, for server pages too),
 * and the business's locations the user may see (GET user lists only those: SPEC §6), from the
 * account the shell already loaded. Its time zone and currency are the restaurant's, not the
 * browser's. Every screen asks this hook which location it is on.
 */
export function useCurrentLocation() {
  const account = useQuery(userQuery());
  const business = account.data?.business ?? null;
  const locations = business?.locations ?? [];
  const current = currentLocation(account.data);
  return {
    user: account.data?.user ?? null,
    business,
    current,
    locations,
    others: locations.filter((l) => l._id !== current?._id),
    timeZone: current?.timezone ?? null,
    currency: current?.address.country_details?.currency || DEFAULT_CURRENCY,
    loaded: account.isSuccess,
  };
}

/** Cents in the current location's currency, in the viewer's language (SPEC §9). */
export function useLocationMoney() {
  const { currency } = useCurrentLocation();
  const locale = useLocale();
  return useMemo(
    () => ({ locale, currency, format: (cents: number) => formatMoney(cents, currency, locale) }),
    [currency, locale],
  );
}
