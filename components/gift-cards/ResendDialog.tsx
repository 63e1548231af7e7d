'use client';
import { DialogContentText, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { EmailField } from '@/components/ui/form/EmailField';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { useResendGiftCard } from '@/lib/api/gift-cards';
import type { GiftCard } from '@/lib/contract';
import { groupCode } from './gift-card-code';
import { RESEND_FIELDS, resendForm } from './schema';

interface Props {
  card: GiftCard;
  onClose: () => void;
}

/**
 * Mails the card again, to the address it went to (the recipient, else the buyer) or to a
 * corrected one. Only a changed address is sent: it replaces the card's recipient.
 */
export function ResendDialog({ card, onClose }: Props) {
  const t = useTranslations('giftCards.resend');
  const tf = useTranslations('giftCards.form');
  const resend = useResendGiftCard();
  const current = card.recipient_email ?? card.buyer_email ?? '';
  const { form, dialog } = useDialogForm(resendForm, { email: current }, RESEND_FIELDS);
  const onSubmit = form.handleSubmit(({ email }) =>
    resend.mutate({ id: card._id, body: email === current.toLowerCase() ? {} : { email } }, dialog.sending()),
  );

  return (
    <FormDialog
      {...dialog.props}
      busy={resend.isPending}
      onSubmit={onSubmit}
      onExited={onClose}
      title={t('title', { code: groupCode(card.code) })}
      cancelLabel={tf('cancel')}
      submitLabel={t('submit')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DialogContentText>{t('intro')}</DialogContentText>
        <EmailField control={form.control} name="email" label={t('email')} required autoFocus fullWidth />
      </Stack>
    </FormDialog>
  );
}
