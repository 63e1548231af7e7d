'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, InputAdornment, Stack, Switch } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useFormDialog } from '@/components/ui/form/use-form-dialog';
import { useSaveTax } from '@/lib/api/taxes';
import type { Tax } from '@/lib/contract';
import { SERVER_FIELDS, taxForm, toFormValues, toRequest, type TaxFormIn, type TaxFormOut } from './schema';

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
  const form = useForm<TaxFormIn, unknown, TaxFormOut>({ resolver: zodResolver(taxForm), defaultValues: toFormValues(tax, locale) });
  const dialog = useFormDialog(form.setError, SERVER_FIELDS);

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
        <Controller
          control={form.control}
          name="is_default"
          render={({ field }) => (
            <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('isDefault')} />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
