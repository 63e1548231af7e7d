'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useReloadGiftCard } from '@/lib/api/gift-cards';
import { CodeField } from './CodeField';
import { DEFAULT_PAYMENT_MODE, RELOAD_FIELDS, reloadForm, type ReloadFormIn } from './schema';
import { PaymentModeSelect } from './PaymentModeSelect';
import { useSendForm } from './use-send-form';

interface Props {
  /** The code of the row it was opened from; '' from the toolbar. */
  code: string;
  modes: readonly string[];
  onClose: () => void;
}

/** Adds money to a card (POST gift-card/reload-card). */
export function ReloadDialog({ code, modes, onClose }: Props) {
  const t = useTranslations('giftCards.reload');
  const tf = useTranslations('giftCards.form');
  const reload = useReloadGiftCard();
  const { form, frame } = useSendForm(
    reloadForm,
    { code, amount: '', payment_mode: DEFAULT_PAYMENT_MODE } as ReloadFormIn,
    RELOAD_FIELDS,
    reload,
  );
  const { control } = form;

  return (
    <FormDialog {...frame} onExited={onClose} title={t('title')} cancelLabel={tf('cancel')} submitLabel={t('submit')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CodeField control={control} autoFocus={!code} />
        <MoneyField control={control} name="amount" label={tf('amount')} required autoFocus={!!code} fullWidth />
        <PaymentModeSelect control={control} modes={modes} />
      </Stack>
    </FormDialog>
  );
}
