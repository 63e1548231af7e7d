'use client';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';
import { usePauseTime } from '@/components/ui/use-pause-time';
import { storeAvailabilityQuery, useSetStoreAvailability } from '@/lib/api/store-availability';
import { storeServices, type StoreService } from '@/lib/contract/store';
import type { PauseDialogProps } from './PauseDialog';

// The form loads when first opened, not with the tab.
const PauseDialog = openedLazily<PauseDialogProps>(
  () => import('./PauseDialog').then((m) => m.PauseDialog),
  () => true,
);

/**
 * /setup/store?tab=availability: per service, whether it takes orders or is paused (until when,
 * with the message customers see), pause it or resume it; or pause everything at once.
 */
export function AvailabilityTab() {
  const t = useTranslations('storeSetup.availability');
  const tn = useTranslations('storeSetup.serviceNames');
  const availability = useQuery(storeAvailabilityQuery());
  const resume = useSetStoreAvailability();
  const pauseTime = usePauseTime();
  const [pausing, setPausing] = useState<StoreService[] | null>(null);
  const now = new Date();

  if (availability.isError && !availability.data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => availability.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }} color="text.secondary">
          {t('intro')}
        </Typography>
        <Button variant="outlined" color="warning" onClick={() => setPausing([...storeServices])}>
          {t('pauseAll')}
        </Button>
      </Stack>
      {storeServices.map((service) => {
        const pause = availability.data?.store_availability[service];
        const paused = pause && Date.parse(pause.paused_until) > now.getTime() ? pause : null;
        return (
          <Paper key={service} variant="outlined" sx={{ p: 2 }} component="section" aria-label={tn(service)}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {tn(service)}
                </Typography>
                {!availability.data ? (
                  <Skeleton width={160} />
                ) : paused ? (
                  <Typography color="warning.main">
                    {paused.message
                      ? t('pausedWithMessage', { until: pauseTime(paused.paused_until, now), message: paused.message })
                      : t('paused', { until: pauseTime(paused.paused_until, now) })}
                  </Typography>
                ) : (
                  <Typography color="success.main">{t('taking')}</Typography>
                )}
              </Stack>
              {paused && (
                <Button
                  variant="contained"
                  disabled={resume.isPending}
                  onClick={() => resume.mutate({ services: [service], pause: null })}
                  aria-label={t('resumeService', { service: tn(service) })}
                >
                  {t('resume')}
                </Button>
              )}
              <Button
                variant="outlined"
                disabled={!availability.data}
                onClick={() => setPausing([service])}
                aria-label={t('pauseService', { service: tn(service) })}
              >
                {paused ? t('changePause') : t('pause')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      {pausing && <PauseDialog services={pausing} onClose={() => setPausing(null)} />}
    </Stack>
  );
}
