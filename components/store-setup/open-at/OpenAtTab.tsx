'use client';
import { Paper, Stack, Typography } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryLoadError } from '@/components/ui/ListStates';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { openAtQuery } from '@/lib/api/store-hours';
import { isDay } from '@/lib/dates';
import { localMoment } from '@/lib/contract/open-at';
import { timeOf } from '@/lib/contract/time-of-day';
import { TimeZoneNote } from '../TimeZoneNote';
import { ServiceAnswers } from './ServiceAnswers';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * /setup/store?tab=open-at: "could a customer order then?" for a date and time on the location's
 * clock, each service with its reason, from the same rule the API runs (lib/contract/open-at.ts).
 */
export function OpenAtTab() {
  const t = useTranslations('storeSetup.openAt');
  const { timeZone } = useCurrentLocation();
  // Until picked, the location's today at the current hour (known once the account is loaded).
  const [picked, setPicked] = useState<{ date?: string; time?: string }>({});
  const now = timeZone ? localMoment(new Date(), timeZone) : null;
  const date = picked.date ?? now?.date ?? '';
  const time = picked.time ?? (now ? timeOf(Math.floor(now.minutes / 60) * 60) : '');
  const valid = isDay(date) && TIME.test(time);
  const answer = useQuery({ ...openAtQuery(date, time), enabled: valid, placeholderData: keepPreviousData });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <TimeZoneNote />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextInputField
          type="date"
          label={t('date')}
          value={date}
          onChange={(e) => setPicked((p) => ({ ...p, date: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!isDay(date)}
        />
        <TextInputField
          type="time"
          label={t('time')}
          value={time}
          onChange={(e) => setPicked((p) => ({ ...p, time: e.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!TIME.test(time)}
        />
      </Stack>
      <QueryLoadError queries={[answer]} />
      {answer.data && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-busy={answer.isFetching}>
          <ServiceAnswers reply={answer.data} />
        </Paper>
      )}
    </Stack>
  );
}
