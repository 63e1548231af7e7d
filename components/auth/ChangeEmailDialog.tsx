'use client';
import { DialogContentText } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useChangeEmail } from '@/lib/api/auth';
import { changeEmailRequest } from '@/lib/contract';
import { EmailField } from '@/components/ui/form/EmailField';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';

// The current address comes from the session; the form asks only for the new one.
const newEmailForm = changeEmailRequest.pick({ new_email: true });

interface Props {
  /** The address the pending sign-up has now. */
  email: string;
  /** After the dialog closed (cancelled or changed): the place to unmount it. */
  onClose: () => void;
  /** Called after the server moved the sign-up (and its new code) to `newEmail`. */
  onChanged: (newEmail: string) => void;
}

/** Fixes a mistyped sign-up address without starting over: a new code goes to the new one. Mounted per opening. */
export function ChangeEmailDialog({ email, onClose, onChanged }: Props) {
  const t = useTranslations('auth.confirmEmail');
  const change = useChangeEmail();
  const { form, dialog } = useDialogForm(newEmailForm, { new_email: '' }, ['new_email']);

  const onSubmit = form.handleSubmit(({ new_email }) =>
    change.mutate(
      { email, new_email },
      // An `email` error (no pending sign-up any more) has no field here: the notice shows it.
      dialog.sending({ onSuccess: () => onChanged(new_email), onFailure: () => true }),
    ),
  );

  return (
    <FormDialog
      {...dialog.props}
      onExited={onClose}
      busy={change.isPending}
      title={t('changeEmailTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('changeSubmit')}
      onSubmit={onSubmit}
    >
      <DialogContentText>{t('changeEmailText', { email })}</DialogContentText>
      <EmailField control={form.control} name="new_email" label={t('newEmail')} autoFocus />
    </FormDialog>
  );
}
