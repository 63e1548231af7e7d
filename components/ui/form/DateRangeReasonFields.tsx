'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/** What the fieldset edits; the form may hold more (a store's blocked date also has its services). */
interface DateRangeReason {
  from_date: string;
  to_date: string;
  reason: string;
}

interface Props<T extends DateRangeReason, TOut extends FieldValues> {
  form: UseFormReturn<T, unknown, TOut>;
  /** The area's namespace of messages, holding fromDate, toDate, reason and reasonHint. */
  namespace: string;
  /** Rows for a longer reason; without, the reason is one line. */
  reasonRows?: number;
}

/** A period of days (from, to) and why: the fields of a blocked date, a block of bookings … */
export function DateRangeReasonFields<T extends DateRangeReason, TOut extends FieldValues>({
  form,
  namespace,
  reasonRows,
}: Props<T, TOut>) {
  const t = useTranslations(namespace);
  // react-hook-form cannot resolve the paths of a generic form; the bound on T keeps these three right.
  const { control, getValues, setValue } = form as unknown as UseFormReturn<DateRangeReason>;
  const dateProps = {
    type: 'date',
    required: true,
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true } },
  } as const;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="from_date"
          label={t('fromDate')}
          autoFocus
          {...dateProps}
          onChange={(e) => {
            // One day is the usual case: the end follows the start until it is set apart.
            const to = getValues('to_date');
            if (!to || to < e.target.value) setValue('to_date', e.target.value);
          }}
        />
        <FormTextField control={control} name="to_date" label={t('toDate')} {...dateProps} />
      </Stack>
      <FormTextField
        control={control}
        name="reason"
        label={t('reason')}
        hint={t('reasonHint')}
        required
        fullWidth
        {...(reasonRows && { multiline: true, minRows: reasonRows })}
      />
    </>
  );
}
