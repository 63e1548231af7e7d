'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { DateRangeReasonFields } from '@/components/ui/form/DateRangeReasonFields';
import { FormDialog } from '@/components/ui/form/FormDialog';
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
        <DateRangeReasonFields form={form} namespace="reservations.blockDates.form" />
      </Stack>
    </FormDialog>
  );
}
