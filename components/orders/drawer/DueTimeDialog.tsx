'use client';
import { DialogContentText, Stack } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { PickersLocalization } from '@/components/ui/PickersLocalization';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { useChangeOrderDateTime } from '@/lib/api/orders';
import { OV, type Order } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';
import { deviceTimeZone } from '@/lib/device-time-zone';

/** The picker's Date becomes the contract's ISO instant; it must be in the future, as the server checks. */
const dueForm = z.object({
  scheduled_at: z
    .date({ error: OV.dateTime })
    .nullable()
    .transform((d, ctx) => {
      if (!d || Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: OV.dateTime });
        return z.NEVER;
      }
      if (d.getTime() <= Date.now()) {
        ctx.addIssue({ code: 'custom', message: OV.futureTime });
        return z.NEVER;
      }
      return d.toISOString();
    }),
});

/** A sensible start: the current due time, or half an hour from now on the next quarter. */
function initialDue(order: Order): Date {
  if (order.scheduled_at && new Date(order.scheduled_at).getTime() > Date.now()) return new Date(order.scheduled_at);
  const d = new Date(Date.now() + 30 * 60_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 15) * 15, 0, 0);
  return d;
}

interface Props {
  order: Order;
  range?: DayRange;
  /** The location's zone, to warn when the device's differs (the picker shows device time). */
  timeZone?: string;
  onClose: () => void;
}

export function DueTimeDialog({ order, range, timeZone, onClose }: Props) {
  const t = useTranslations('orders.dueForm');
  const translate = useTranslateError();
  const save = useChangeOrderDateTime(range);
  const { form, dialog } = useDialogForm(dueForm, { scheduled_at: initialDue(order) }, ['scheduled_at']);
  const deviceZone = deviceTimeZone();

  const onSubmit = form.handleSubmit(({ scheduled_at }) =>
    save.mutate({ id: order._id, scheduled_at }, dialog.sending()),
  );

  return (
    <FormDialog
      {...dialog.props}
      onExited={onClose}
      busy={save.isPending}
      title={t('title', { number: order.order_number })}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      onSubmit={onSubmit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {timeZone && timeZone !== deviceZone && (
          <DialogContentText variant="body2">{t('zoneHint', { zone: deviceZone })}</DialogContentText>
        )}
        <PickersLocalization>
          <Controller
            control={form.control}
            name="scheduled_at"
            render={({ field, fieldState }) => (
              <DateTimePicker
                label={t('label')}
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                disablePast
                slotProps={{
                  textField: {
                    fullWidth: true,
                    required: true,
                    error: !!fieldState.error,
                    helperText: translate(fieldState.error?.message),
                  },
                }}
              />
            )}
          />
        </PickersLocalization>
      </Stack>
    </FormDialog>
  );
}
