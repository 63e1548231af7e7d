'use client';
import { useFormatter } from 'next-intl';
import { useMemo } from 'react';
import { useCurrentLocation, useLocationMoney } from '@/components/ui/use-current-location';

/** Money in the location's currency and instants in its time zone, in the viewer's language. */
export function useGiftCardFormat() {
  const money = useLocationMoney();
  const { timeZone } = useCurrentLocation();
  const format = useFormatter();
  return useMemo(
    () => ({
      money: money.format,
      /** +$10.00 loads the card, -$12.50 spends from it. */
      signedMoney: (cents: number) => (cents > 0 ? `+${money.format(cents)}` : money.format(cents)),
      dateTime: (iso: string) =>
        format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone ?? undefined }),
      date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: timeZone ?? undefined }),
    }),
    [money, timeZone, format],
  );
}
