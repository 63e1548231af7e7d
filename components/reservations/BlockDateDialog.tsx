'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSaveBlockDate } from '@/lib/api/reservations';
import { reservationBlockDateRequest, type ReservationBlockDate } from '@/lib/contract/reservations';

export interface BlockDateDialogProps {
  /** undefined: a new block date. */
  blockDate: ReservationBlockDate | undefined;
  /** The location's today, where a new one starts. */
  today: string;
  onClose: () => void;
}

const SERVER_FIELDS = ['from_date', 'to_date', 'reason'] as const;

/**
 * Block one day or a range of days for bookings, with the reason. The contract's rules are checked
 * before sending; the server's (the period is over, it overlaps another) land on their fields.
 * Mounted per opening.
 */
export function BlockDateDialog({ blockDate, today, onClose }: BlockDateDialogProps) {
  const t = useTranslations('reservations.blockDates.form');
  const save = useSaveBlockDate();
  const { form, frame } = useSaveForm({
    schema: reservationBlockDateRequest,
    defaultValues: blockDate
      ? { from_date: blockDate.from_date, to_date: blockDate.to_date, reason: blockDate.reason }
      : { from_date: today, to_date: today, reason: '' },
    serverFields: SERVER_FIELDS,
    id: blockDate?._id,
    save,
    toRequest: (v) => v,
  });
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
      title={blockDate ? t('editTitle') : t('createTitle')}
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
        />
      </Stack>
    </FormDialog>
  );
}
