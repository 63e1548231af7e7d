'use client';
import { useFormatter } from 'next-intl';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { useCurrentLocation } from './use-current-location';

/**
 * When a pause ends, as the top bar's chip and the availability tab say it: the location's wall
 * clock ("14:30", with the day when it is not today there), and the zone's name when the device
 * is in another zone (issue 12: times are the location's, labelled so elsewhere).
 */
export function usePauseTime() {
  const format = useFormatter();
  const { timeZone } = useCurrentLocation();
  const zone = timeZone ?? undefined;
  const dayOf = (d: Date) => format.dateTime(d, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: zone });
  return (iso: string, now: Date) => {
    const end = new Date(iso);
    const otherZone = !!zone && zone !== deviceTimeZone();
    return format.dateTime(end, {
      ...(dayOf(end) === dayOf(now) ? {} : { weekday: 'short', month: 'short', day: 'numeric' }),
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      ...(otherZone ? { timeZoneName: 'short' } : {}),
    });
  };
}
