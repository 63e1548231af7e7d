'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangeEmail } from '@/lib/api/auth';
import { changeEmailRequest } from '@/lib/contract';
import { applyServerErrors } from '@/components/ui/form/apply-server-errors';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';

// The current address comes from the session; the form asks only for the new one.
const newEmailForm = changeEmailRequest.pick({ new_email: true });
type NewEmailInput = z.input<typeof newEmailForm>;
type NewEmailValues = z.output<typeof newEmailForm>;

interface Props {
  open: boolean;
  /** The address the pending sign-up has now. */
  email: string;
  onClose: () => void;
  /** Called after the server moved the sign-up (and its new code) to `newEmail`. */
  onChanged: (newEmail: string) => void;
}

/** Fixes a mistyped sign-up address without starting over: a new code goes to the new one. */
export function ChangeEmailDialog({ open, email, onClose, onChanged }: Props) {
  const t = useTranslations('auth.confirmEmail');
  const titleId = useId();
  const change = useChangeEmail();
  const form = useForm<NewEmailInput, unknown, NewEmailValues>({ resolver: zodResolver(newEmailForm), defaultValues: { new_email: '' } });

  const close = () => {
    if (change.isPending) return;
    form.reset();
    change.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(({ new_email }) =>
    change.mutate(
      { email, new_email },
      {
        onSuccess: () => {
          form.reset();
          onChanged(new_email);
        },
        // An `email` error (no pending sign-up any more) has no field here: the notice shows it.
        onError: (err) => applyServerErrors(err, form.setError, ['new_email']),
      },
    ),
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('changeEmailTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('changeEmailText', { email })}</DialogContentText>
          <FormTextField control={form.control} name="new_email" type="email" label={t('newEmail')} autoComplete="email" autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={change.isPending}>
            {t('cancel')}
          </Button>
          <SubmitButton busy={change.isPending} size="medium" fullWidth={false}>
            {t('changeSubmit')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
