'use client';
import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { usePaymentModeText } from './use-payment-mode-text';

interface Props<T extends FieldValues & { payment_mode: string }, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** The modes GET gift-card offers. */
  modes: readonly string[];
}

/** How a sale or a reload was paid. */
export function PaymentModeSelect<T extends FieldValues & { payment_mode: string }, TOut extends FieldValues>({
  control,
  modes,
}: Props<T, TOut>) {
  const t = useTranslations('giftCards.form');
  const paymentMode = usePaymentModeText();
  return (
    <FormSelect
      control={control}
      name={'payment_mode' as Path<T>}
      label={t('paymentMode')}
      required
      fullWidth
      options={modes.map((value) => ({ value, label: paymentMode(value) }))}
    />
  );
}
