'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { DateRangeReasonFields } from '@/components/ui/form/DateRangeReasonFields';
import { FormDialog } from '@/components/ui/form/FormDialog';
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
        <DateRangeReasonFields form={form} namespace="storeSetup.blockedDates.form" reasonRows={2} />
        <ServicesField control={form.control} name="services" label={t('services')} />
        <PeriodAffectedOrders from={from} to={to} services={services} />
      </Stack>
    </FormDialog>
  );
}
