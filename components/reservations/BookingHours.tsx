'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useFieldArray, useWatch } from 'react-hook-form';
import { DayHours } from '@/components/ui/form/DayHours';
import { copyMondayToAll, DISPLAY_WEEK } from '@/lib/week-hours';
import type { ReservationFormControl } from './form-values';
import { SetupSection } from './SetupSection';

/**
 * The booking hours: a week of their own, Monday first, several windows a day, saved with the
 * other settings. The contract's week rules (no overlap, six windows a day, past midnight into the
 * next day) are checked on Save, on the window's field.
 */
export function BookingHours({ control }: { control: ReservationFormControl }) {
  const t = useTranslations('reservations.hours');
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'reservation_hours' });
  const windows = useWatch({ control, name: 'reservation_hours' });
  const indicesOf = (day: number) => fields.flatMap((f, i) => (f.day === day ? [i] : []));
  return (
    <SetupSection title={t('title')} lead={t('lead')}>
      <Button
        startIcon={<ContentCopy />}
        onClick={() => replace(copyMondayToAll(windows))}
        sx={{ alignSelf: 'flex-start' }}
        disabled={!windows.some((w) => w.day === 1)}
      >
        {t('copyMonday')}
      </Button>
      {fields.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
      <Stack spacing={1.5}>
        {DISPLAY_WEEK.map((day) => (
          <DayHours
            key={day}
            day={day}
            control={control}
            list="reservation_hours"
            namespace="reservations.hours"
            indices={indicesOf(day)}
            windows={windows}
            onAdd={(w) => append(w)}
            onRemove={(i) => remove(i)}
          />
        ))}
      </Stack>
    </SetupSection>
  );
}
