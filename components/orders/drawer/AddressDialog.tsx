'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/ui/form/applyServerErrors';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useChangeOrderAddress } from '@/lib/api/orders';
import { orderAddressRequest, type Order } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';

type FormIn = z.input<typeof orderAddressRequest>;
type FormOut = z.output<typeof orderAddressRequest>;
const SERVER_FIELDS = ['address', 'apartment_suite_no', 'buzzer_code'] as const;

interface Props {
  order: Order;
  range?: DayRange;
  onClose: () => void;
}

/**
 * SPEC §5's change-address form: address required (≤ 180), apartment and buzzer optional. The
 * rules are the contract's, so the server says the same; its field errors land on the fields and
 * what was typed stays after a failure. Mounted per opening.
 */
export function AddressDialog({ order, range, onClose }: Props) {
  const t = useTranslations('orders.addressForm');
  const titleId = useId();
  const save = useChangeOrderAddress(range);
  const [failure, setFailure] = useState<string>();
  const [open, setOpen] = useState(true);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(orderAddressRequest),
    defaultValues: { address: order.address ?? '', apartment_suite_no: order.apartment_suite_no ?? '', buzzer_code: order.buzzer_code ?? '' },
  });

  const onSubmit = form.handleSubmit((body) => {
    setFailure(undefined);
    save.mutate(
      { id: order._id, body },
      {
        onSuccess: () => setOpen(false),
        onError: (err) => {
          if (!applyServerErrors(err, form.setError, SERVER_FIELDS)) setFailure(err.message);
        },
      },
    );
  });
  const close = save.isPending ? undefined : () => setOpen(false);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: onClose } }}>
      <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <DialogTitle id={titleId}>{t('title', { number: order.order_number })}</DialogTitle>
        <DialogContent>
          <FailureAlert message={failure} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="address" label={t('address')} required autoFocus fullWidth multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={form.control} name="apartment_suite_no" label={t('apartment')} fullWidth hint={t('optional')} />
              <FormTextField control={form.control} name="buzzer_code" label={t('buzzer')} fullWidth hint={t('optional')} />
            </Stack>
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
