'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { DateRangeFields } from '@/components/ui/form/DateRangeFields';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSaveHoliday } from '@/lib/api/store-holidays';
import type { Holiday } from '@/lib/contract/store';
import { PeriodAffectedOrders } from '../PeriodAffectedOrders';
import { ServicesField } from '../ServicesField';
import { serverFields, holidayForm, toFormValues, toRequest } from './schema';
import { SpecialHoursField } from './SpecialHoursField';

export interface HolidayDialogProps {
  /** undefined: a new holiday. */
  holiday: Holiday | undefined;
  /** The location's today, where a new holiday starts. */
  today: string;
  /** The caller sees more than one location: a new holiday may go to all of them. */
  manyLocations: boolean;
  onClose: () => void;
}

/** Create or edit one holiday: dates, closed all day or special hours, services. Mounted per opening. */
export function HolidayDialog({ holiday, today, manyLocations, onClose }: HolidayDialogProps) {
  const t = useTranslations('storeSetup.holidays.form');
  const save = useSaveHoliday();
  const { form, frame } = useSaveForm({
    schema: holidayForm,
    defaultValues: toFormValues(holiday, today),
    serverFields,
    id: holiday?._id,
    save,
    toRequest,
  });
  const [closed, from, to, services] = useWatch({
    control: form.control,
    name: ['closed', 'from_date', 'to_date', 'services'],
  });
  return (
    <FormDialog
      {...frame}
      maxWidth="sm"
      onExited={onClose}
      title={holiday ? t('editTitle') : t('createTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('name')} required autoFocus fullWidth />
        <DateRangeFields form={form} namespace="storeSetup.holidays.form" />
        <FormSwitch control={form.control} name="closed" label={t('closed')} />
        {!closed && <SpecialHoursField control={form.control} />}
        <ServicesField control={form.control} name="services" label={t('services')} />
        <PeriodAffectedOrders from={from} to={to} services={services} />
        {!holiday && manyLocations && (
          <FormSwitch control={form.control} name="all_locations" label={t('allLocations')} />
        )}
      </Stack>
    </FormDialog>
  );
}
