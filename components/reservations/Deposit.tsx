'use client';
import { InputAdornment, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { depositTypes } from '@/lib/contract/plain/reservations';
import type { ReservationFormControl } from './form-values';
import { SetupSection } from './SetupSection';

/**
 * The deposit guests pay when booking: none, per person or per booking, from a party size on. The
 * amount is typed in dollars (sent in cents); without a deposit the other fields hide, kept as typed.
 */
export function Deposit({ control }: { control: ReservationFormControl }) {
  const t = useTranslations('reservations.deposit');
  const type = useWatch({ control, name: 'deposit_settings.type' });
  return (
    <SetupSection title={t('title')} lead={t('lead')}>
      <FormSelect
        control={control}
        name="deposit_settings.type"
        label={t('type')}
        options={depositTypes.map((d) => ({ value: d, label: t(`types.${d}`) }))}
        sx={{ maxWidth: { sm: 320 } }}
        fullWidth
      />
      {type !== 'none' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyField
            control={control}
            name="deposit_settings.amount"
            label={t('amount')}
            hint={type === 'per_person' ? t('amountPerPerson') : t('amountPerBooking')}
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name="deposit_settings.from_party_size"
            label={t('fromPartySize')}
            hint={t('fromPartySizeHint')}
            required
            fullWidth
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">{t('guests')}</InputAdornment> },
            }}
          />
        </Stack>
      )}
    </SetupSection>
  );
}
