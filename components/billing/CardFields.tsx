'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { formatExpiry, groupCardNumber, type CardFormValues } from './card-form';

interface Props {
  control: Control<CardFormValues>;
  autoFocus?: boolean;
}

/** Number (grouped by 4 as typed), expiry MM/YY, CVC and the name on the card. */
export function CardFields({ control, autoFocus }: Props) {
  const t = useTranslations('billing.card');
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="card_number"
        label={t('number')}
        required
        fullWidth
        autoFocus={autoFocus}
        parse={groupCardNumber}
        hint={t('testHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
      />
      <Stack direction="row" spacing={2}>
        <FormTextField
          control={control}
          name="card_expiry"
          label={t('expiry')}
          placeholder={t('expiryPlaceholder')}
          required
          fullWidth
          parse={formatExpiry}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
        />
        <FormTextField
          control={control}
          name="card_cvc"
          label={t('cvc')}
          required
          fullWidth
          parse={(text) => text.replace(/\D/g, '').slice(0, 4)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
        />
      </Stack>
      <FormTextField
        control={control}
        name="card_name"
        label={t('name')}
        required
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'cc-name' } }}
      />
    </Stack>
  );
}
