'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSaveBlockedDate } from '@/lib/api/store-holidays';
import type { BlockedDate } from '@/lib/contract/store';
import { PeriodAffectedOrders } from '../PeriodAffectedOrders';
import { ServicesField } from '../ServicesField';
import { blockedDateForm, SERVER_FIELDS, toFormValues, toRequest } from './schema';

export interface BlockedDateDialogProps {
  /** undefined: a new blocked date. */
  blockedDate: BlockedDate | undefined;
  /** The location's today, where a new one starts. */
  today: string;
  onClose: () => void;
}

/** Create or edit one blocked date or range: the days, the reason, the services. Mounted per opening. */
export function BlockedDateDialog({ blockedDate, today, onClose }: BlockedDateDialogProps) {
  const t = useTranslations('storeSetup.blockedDates.form');
  const save = useSaveBlockedDate();
  const { form, frame } = useSaveForm({
    schema: blockedDateForm,
    defaultValues: toFormValues(blockedDate, today),
    serverFields: SERVER_FIELDS,
    id: blockedDate?._id,
    save,
    toRequest,
  });
  const [from, to, services] = useWatch({ control: form.control, name: ['from_date', 'to_date', 'services'] });
  const dateProps = {
    type: 'date',
    required: true,
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true } },
  } as const;

  return (
    <FormDialog
      {...frame}
      maxWidth="sm"
      onExited={onClose}
      title={blockedDate ? t('editTitle') : t('createTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="from_date"
            label={t('fromDate')}
            autoFocus
            {...dateProps}
            onChange={(e) => {
              // One day is the usual case: the end follows the start until it is set apart.
              const to = form.getValues('to_date');
              if (!to || to < e.target.value) form.setValue('to_date', e.target.value);
            }}
          />
          <FormTextField control={form.control} name="to_date" label={t('toDate')} {...dateProps} />
        </Stack>
        <FormTextField
          control={form.control}
          name="reason"
          label={t('reason')}
          hint={t('reasonHint')}
          required
          fullWidth
          multiline
          minRows={2}
        />
        <ServicesField control={form.control} name="services" label={t('services')} />
        <PeriodAffectedOrders from={from} to={to} services={services} />
      </Stack>
    </FormDialog>
  );
}
