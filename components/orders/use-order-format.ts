'use client';
import { useFormatter, useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { formatMoney } from '@/lib/money';

/** The current location's time zone and currency (see useCurrentLocation). */
export function useOrderLocation() {
  const { timeZone, currency, loaded } = useCurrentLocation();
  return { timeZone, currency, loaded };
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
      dateTime: (iso: string) =>
        format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
      time: (iso: string) => format.dateTime(new Date(iso), { timeStyle: 'short', timeZone: zone }),
    };
  }, [timeZone, currency, locale, format]);
}
