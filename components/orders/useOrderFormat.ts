'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale } from 'next-intl';
import { useMemo } from 'react';
import { userQuery } from '@/lib/api/account';
import { formatMoney } from '@/lib/money';

/** SPEC §9's default when a location has no country yet. */
const DEFAULT_CURRENCY = 'USD';

/**
 * The current location's time zone and currency, from the account the shell already loaded.
 * Order days and times are the location's, not the browser's: a manager at home in another zone
 * still sees the restaurant's "today".
 */
export function useOrderLocation() {
  const account = useQuery(userQuery());
  const business = account.data?.business ?? null;
  const currentId = account.data?.user.location ?? business?.location ?? null;
  const current = business?.locations.find((l) => l._id === currentId) ?? business?.locations[0] ?? null;
  return {
    timeZone: current?.timezone ?? null,
    currency: current?.address.country_details?.currency || DEFAULT_CURRENCY,
    loaded: account.isSuccess,
  };
}

/** Money and instants as the order screens show them: the viewer's language, the location's zone. */
export function useOrderFormat() {
  const { timeZone, currency } = useOrderLocation();
  const locale = useLocale();
  const format = useFormatter();
  return useMemo(() => {
    const zone = timeZone ?? undefined;
    return {
      timeZone: zone,
      money: (cents: number) => formatMoney(cents, currency, locale),
      dateTime: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
      time: (iso: string) => format.dateTime(new Date(iso), { timeStyle: 'short', timeZone: zone }),
    };
  }, [timeZone, currency, locale, format]);
}
