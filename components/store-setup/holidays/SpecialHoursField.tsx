'use client';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { MAX_SPECIAL_WINDOWS } from '@/lib/contract/store-holidays';
import type { HolidayFormIn, HolidayFormOut } from './schema';

/** The holiday's opening windows ("HH:mm"); one that closes before it opens runs past midnight. */
export function SpecialHoursField({ control }: { control: Control<HolidayFormIn, unknown, HolidayFormOut> }) {
  const t = useTranslations('storeSetup.holidays.form');
  const translate = useTranslateError();
  const { fields, append, remove } = useFieldArray({ control, name: 'hours' });
  const { errors } = useFormState({ control, name: 'hours' });
  // Unticking "closed all day" shows one window to fill rather than an empty list.
  const offeredFirst = useRef(false);
  useEffect(() => {
    if (offeredFirst.current) return;
    offeredFirst.current = true;
    if (fields.length === 0) append({ opens_at: '', closes_at: '' }, { shouldFocus: false });
  }, [append, fields.length]);
  const listError = errors.hours?.message ?? errors.hours?.root?.message;
  const timeProps = { type: 'time', size: 'small', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('hours')}
      </Typography>
      {fields.map((f, i) => (
        <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField control={control} name={`hours.${i}.opens_at`} label={t('opensAt')} {...timeProps} />
          <FormTextField control={control} name={`hours.${i}.closes_at`} label={t('closesAt')} {...timeProps} />
          <IconButton aria-label={t('removeWindow', { n: i + 1 })} onClick={() => remove(i)}>
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      {listError && <FormHelperText error>{translate(listError)}</FormHelperText>}
      <Typography variant="body2" color="text.secondary">
        {t('pastMidnight')}
      </Typography>
      {fields.length < MAX_SPECIAL_WINDOWS && (
        <Button
          startIcon={<Add />}
          onClick={() => append({ opens_at: '', closes_at: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('addWindow')}
        </Button>
      )}
    </Stack>
  );
}
