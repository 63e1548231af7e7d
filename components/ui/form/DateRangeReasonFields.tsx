'use client';
import { useTranslations } from 'next-intl';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DateRangeFields } from './DateRangeFields';
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

/** A period of days (DateRangeFields) and why: the fields of a blocked date, a block of bookings … */
export function DateRangeReasonFields<T extends DateRangeReason, TOut extends FieldValues>({
  form,
  namespace,
  reasonRows,
}: Props<T, TOut>) {
  const t = useTranslations(namespace);
  // react-hook-form cannot resolve the paths of a generic form; the bound on T keeps these right.
  const { control } = form as unknown as UseFormReturn<DateRangeReason>;

  return (
    <>
      <DateRangeFields form={form} namespace={namespace} autoFocus />
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
