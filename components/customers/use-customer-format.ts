'use client';
import { useFormatter } from 'next-intl';
import { useMemo } from 'react';
import { useCurrentLocation, useLocationMoney } from '@/components/ui/use-current-location';
import { formatPhone } from '@/lib/phone';

/**
 * What the customer screens show: money in the current location's currency and days in the
 * viewer's language, on the location's calendar (the restaurant's day, not the browser's).
 */
export function useCustomerFormat() {
  const money = useLocationMoney();
  const { timeZone } = useCurrentLocation();
  const format = useFormatter();
  return useMemo(() => {
    const zone = timeZone ?? undefined;
    return {
      money: money.format,
      day: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: zone }),
      dayTime: (iso: string) =>
        format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
      phone: (phone: string | null) => (phone ? formatPhone(phone) : null),
    };
  }, [money, timeZone, format]);
}
