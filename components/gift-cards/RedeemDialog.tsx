'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useRedeemGiftCard } from '@/lib/api/gift-cards';
import { CodeField } from './CodeField';
import { REDEEM_FIELDS, redeemForm, type RedeemFormIn } from './schema';
import { useSendForm } from './use-send-form';

interface Props {
  /** The code of the row it was opened from; '' from the toolbar. */
  code: string;
  /** The card's balance as the list shows it, when opened from a row. */
  balance: string | undefined;
  onClose: () => void;
}

/**
 * Spends from a card (POST gift-card/redeem). The server alone decides whether the balance
 * covers it (two tills may redeem the same card at once); its refusal lands on the amount.
 */
export function RedeemDialog({ code, balance, onClose }: Props) {
  const t = useTranslations('giftCards.redeem');
  const tf = useTranslations('giftCards.form');
  const redeem = useRedeemGiftCard();
  const { form, frame } = useSendForm(redeemForm, { code, amount: '' } as RedeemFormIn, REDEEM_FIELDS, redeem);
  const { control } = form;

  return (
    <FormDialog {...frame} onExited={onClose} title={t('title')} cancelLabel={tf('cancel')} submitLabel={t('submit')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CodeField control={control} autoFocus={!code} />
        <MoneyField
          control={control}
          name="amount"
          label={tf('amount')}
          hint={balance ? t('balanceHint', { balance }) : undefined}
          required
          autoFocus={!!code}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
