'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, InputAdornment, Stack, Switch } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/form/applyServerErrors';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useSaveTax } from '@/lib/api/menu';
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
  const titleId = useId();
  const save = useSaveTax();
  const [failure, setFailure] = useState<string>();
  const [open, setOpen] = useState(true);
  const form = useForm<TaxFormIn, unknown, TaxFormOut>({ resolver: zodResolver(taxForm), defaultValues: toFormValues(tax, locale) });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    save.mutate(
      { id: tax?._id, body: toRequest(values) },
      {
        onSuccess: () => setOpen(false),
        onError: (err) => {
          if (!applyServerErrors(err, form.setError, SERVER_FIELDS)) setFailure(err.message);
        },
      },
    );
  });
  // While saving the dialog stays, so the reply (and its field errors) has a form to land on.
  const close = save.isPending ? undefined : () => setOpen(false);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth slotProps={{ transition: { onExited: onClose } }}>
      <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <DialogTitle id={titleId}>{tax ? t('editTitle') : t('createTitle')}</DialogTitle>
        <DialogContent>
          <FailureAlert message={failure} />
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
