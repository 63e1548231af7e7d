'use client';
import { InputAdornment, Stack } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { useSaveTax } from '@/lib/api/taxes';
import type { Tax } from '@/lib/contract';
import { SERVER_FIELDS, taxForm, toFormValues, toRequest } from './schema';

interface Props {
  /** undefined: a new tax. */
  tax: Tax | undefined;
  onClose: () => void;
}

/** Create or edit one tax. Mounted per opening, so each opening starts from the tax. */
export function TaxDialog({ tax, onClose }: Props) {
  const t = useTranslations('taxes.form');
  const locale = useLocale();
  const save = useSaveTax();
  const { form, dialog } = useDialogForm(taxForm, toFormValues(tax, locale), SERVER_FIELDS);

  const onSubmit = form.handleSubmit((values) => save.mutate({ id: tax?._id, body: toRequest(values) }, dialog.sending()));

  return (
    <FormDialog {...dialog.props} onExited={onClose} busy={save.isPending} title={tax ? t('editTitle') : t('createTitle')} cancelLabel={t('cancel')} submitLabel={t('save')} onSubmit={onSubmit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('name')} required autoFocus fullWidth />
        <FormTextField
          control={form.control}
          name="rate"
          label={t('rate')}
          required
          fullWidth
          hint={t('rateHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
        <FormSwitch control={form.control} name="is_default" label={t('isDefault')} />
      </Stack>
    </FormDialog>
  );
}
