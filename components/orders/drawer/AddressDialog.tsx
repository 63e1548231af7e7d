'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { useChangeOrderAddress } from '@/lib/api/orders';
import { orderAddressRequest, type Order } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';

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
  const save = useChangeOrderAddress(range);
  const { form, dialog } = useDialogForm(
    orderAddressRequest,
    {
      address: order.address ?? '',
      apartment_suite_no: order.apartment_suite_no ?? '',
      buzzer_code: order.buzzer_code ?? '',
    },
    SERVER_FIELDS,
  );

  const onSubmit = form.handleSubmit((body) => save.mutate({ id: order._id, body }, dialog.sending()));

  return (
    <FormDialog
      {...dialog.props}
      onExited={onClose}
      busy={save.isPending}
      title={t('title', { number: order.order_number })}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      onSubmit={onSubmit}
      maxWidth="sm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="address"
          label={t('address')}
          required
          autoFocus
          fullWidth
          multiline
          minRows={2}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="apartment_suite_no"
            label={t('apartment')}
            fullWidth
            hint={t('optional')}
          />
          <FormTextField control={form.control} name="buzzer_code" label={t('buzzer')} fullWidth hint={t('optional')} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
