'use client';
import { Alert, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { deviceTimeZone } from '@/lib/device-time-zone';

const noSubscription = () => () => {};

/**
 * "Times in America/Toronto": hours and previews are the location's clock. A device set to
 * another zone is told so, since its own clock would read differently.
 */
export function TimeZoneNote() {
  const t = useTranslations('storeSetup.timeZone');
  const { timeZone } = useCurrentLocation();
  // The device's zone is only known in the browser (null while rendered on the server).
  const device = useSyncExternalStore(noSubscription, deviceTimeZone, () => null);
  if (!timeZone) return null;
  return device && device !== timeZone ? (
    <Alert severity="info">
      {t('location', { zone: timeZone })} {t('differs', { device })}
    </Alert>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('location', { zone: timeZone })}
    </Typography>
  );
}
