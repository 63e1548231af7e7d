'use client';
import { useFormatter } from 'next-intl';
import { useCallback } from 'react';
import { useCurrentLocation } from '../use-current-location';

/** When an entry was made, as the restaurant's clock read it (the location's zone), in the viewer's language. */
export function useAuditTime() {
  const format = useFormatter();
  const { timeZone } = useCurrentLocation();
  return useCallback(
    (iso: string) =>
      format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone ?? undefined }),
    [format, timeZone],
  );
}
