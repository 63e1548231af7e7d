'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { EmailField } from '@/components/ui/form/EmailField';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useIssueGiftCard } from '@/lib/api/gift-cards';
import { DEFAULT_PAYMENT_MODE, ISSUE_FIELDS, issueForm, type IssueFormIn } from './schema';
import { PaymentModeSelect } from './PaymentModeSelect';
import { useSendForm } from './use-send-form';

interface Props {
  /** The modes GET gift-card offers. */
  modes: readonly string[];
  onClose: () => void;
}

/** Sells a card (POST gift-card); the card is mailed to the recipient, else the buyer. */
export function IssueDialog({ modes, onClose }: Props) {
  const t = useTranslations('giftCards.issue');
  const tf = useTranslations('giftCards.form');
  const issue = useIssueGiftCard();
  const { form, frame } = useSendForm(
    issueForm,
    {
      amount: '',
      buyer_email: '',
      recipient_email: '',
      message: '',
      payment_mode: DEFAULT_PAYMENT_MODE,
    } as IssueFormIn,
    ISSUE_FIELDS,
    issue,
  );
  const { control } = form;

  return (
    <FormDialog {...frame} onExited={onClose} title={t('title')} cancelLabel={tf('cancel')} submitLabel={t('submit')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <MoneyField control={control} name="amount" label={tf('amount')} required autoFocus fullWidth />
        <EmailField control={control} name="buyer_email" label={t('buyerEmail')} required fullWidth />
        <EmailField
          control={control}
          name="recipient_email"
          label={t('recipientEmail')}
          hint={t('recipientHint')}
          fullWidth
        />
        <FormTextField control={control} name="message" label={t('message')} multiline minRows={2} fullWidth />
        <PaymentModeSelect control={control} modes={modes} />
      </Stack>
    </FormDialog>
  );
}
