'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSaveTimesheet } from '@/lib/api/timesheets';
import type { Timesheet, TimesheetMember } from '@/lib/contract';
import { SERVER_FIELDS, shiftForm, toFormValues, toRequest } from './schema';

export interface ShiftDialogProps {
  /** undefined: a new shift on `date`. */
  shift: Timesheet | undefined;
  date: string;
  staff: readonly TimesheetMember[];
  onClose: () => void;
}

/** Add or edit one shift: member, day, from, to (empty: still clocked in), ends the next day. */
export function ShiftDialog({ shift, date, staff, onClose }: ShiftDialogProps) {
  const t = useTranslations('timesheets.form');
  const save = useSaveTimesheet();
  const { form, frame } = useSaveForm({
    schema: shiftForm,
    defaultValues: toFormValues(shift, date, staff[0]?.staff_id ?? ''),
    serverFields: SERVER_FIELDS,
    id: shift?.id,
    save,
    toRequest,
  });
  const time = { htmlInput: { step: 60 }, inputLabel: { shrink: true } };

  return (
    <FormDialog
      {...frame}
      onExited={onClose}
      title={shift ? t('editTitle') : t('createTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormSelect
          control={form.control}
          name="staff_id"
          label={t('member')}
          required
          fullWidth
          options={staff.map((m) => ({ value: m.staff_id, label: m.name || m.email }))}
        />
        <FormTextField
          control={form.control}
          name="date"
          type="date"
          label={t('date')}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={form.control}
            name="from"
            type="time"
            label={t('from')}
            required
            fullWidth
            slotProps={time}
          />
          <FormTextField
            control={form.control}
            name="to"
            type="time"
            label={t('to')}
            fullWidth
            hint={t('toHint')}
            slotProps={time}
          />
        </Stack>
        <FormSwitch control={form.control} name="ends_next_day" label={t('endsNextDay')} />
      </Stack>
    </FormDialog>
  );
}
