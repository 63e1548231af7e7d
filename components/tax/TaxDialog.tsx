'use client';
import { InputAdornment, Stack } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
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
  const { form, frame } = useSaveForm({
    schema: taxForm,
    defaultValues: toFormValues(tax, locale),
    serverFields: SERVER_FIELDS,
    id: tax?._id,
    save,
    toRequest,
  });

  return (
    <FormDialog
      {...frame}
      onExited={onClose}
      title={tax ? t('editTitle') : t('createTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label={t('name')} required autoFocus fullWidth />
        <FormTextField
          control={form.control}
          name="rate"
          label={t('rate')}
          required
          fullWidth
          hint={t('rateHint')}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
        <FormSwitch control={form.control} name="is_default" label={t('isDefault')} />
      </Stack>
    </FormDialog>
  );
}
