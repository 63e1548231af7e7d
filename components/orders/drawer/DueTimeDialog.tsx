'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/components/ui/form/applyServerErrors';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useTranslateError } from '@/components/ui/form/useTranslateError';
import { useChangeOrderDateTime } from '@/lib/api/orders';
import { OV, type Order } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';

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
type FormIn = z.input<typeof dueForm>;
type FormOut = z.output<typeof dueForm>;

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
  const titleId = useId();
  const save = useChangeOrderDateTime(range);
  const [failure, setFailure] = useState<string>();
  const [open, setOpen] = useState(true);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(dueForm), defaultValues: { scheduled_at: initialDue(order) } });
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const onSubmit = form.handleSubmit(({ scheduled_at }) => {
    setFailure(undefined);
    save.mutate(
      { id: order._id, scheduled_at },
      {
        onSuccess: () => setOpen(false),
        onError: (err) => {
          if (!applyServerErrors(err, form.setError, ['scheduled_at'])) setFailure(err.message);
        },
      },
    );
  });
  const close = save.isPending ? undefined : () => setOpen(false);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth slotProps={{ transition: { onExited: onClose } }}>
      <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <DialogTitle id={titleId}>{t('title', { number: order.order_number })}</DialogTitle>
        <DialogContent>
          <FailureAlert message={failure} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {timeZone && timeZone !== deviceZone && <DialogContentText variant="body2">{t('zoneHint', { zone: deviceZone })}</DialogContentText>}
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
                  slotProps={{ textField: { fullWidth: true, required: true, error: !!fieldState.error, helperText: translate(fieldState.error?.message) } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton busy={save.isPending} fullWidth={false} size="medium">
            {t('save')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
