'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/** What the fields edit; the form may hold more (a holiday's name and hours, a block's reason). */
interface DateRange {
  from_date: string;
  to_date: string;
}

interface Props<T extends DateRange, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  /** The area's namespace of messages, holding fromDate and toDate. */
  namespace: string;
  autoFocus?: boolean;
}

/** A period of days, from and to, side by side (stacked on a phone). */
export function DateRangeFields<T extends DateRange, TOut extends FieldValues>({
  form,
  namespace,
  autoFocus = false,
}: Props<T, TOut>) {
  const t = useTranslations(namespace);
  // react-hook-form cannot resolve the paths of a generic form; the bound on T keeps these two right.
  const { control, getValues, setValue } = form as unknown as UseFormReturn<DateRange>;
  const dateProps = {
    type: 'date',
    required: true,
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true } },
  } as const;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name="from_date"
        label={t('fromDate')}
        autoFocus={autoFocus}
        {...dateProps}
        onChange={(e) => {
          // One day is the usual case: the end follows the start until it is set apart.
          const to = getValues('to_date');
          if (!to || to < e.target.value) setValue('to_date', e.target.value);
        }}
      />
      <FormTextField control={control} name="to_date" label={t('toDate')} {...dateProps} />
    </Stack>
  );
}
