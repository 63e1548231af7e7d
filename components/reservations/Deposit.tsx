'use client';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { FormPlainField } from '@/components/ui/form/FormPlainField';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { depositTypes } from '@/lib/contract/plain/reservations';
import type { ReservationFormControl } from './form-values';
import { SetupSection } from './SetupSection';
import styles from './setup-section.module.css';

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
        <div className={styles.row}>
          <MoneyField
            control={control}
            name="deposit_settings.amount"
            label={t('amount')}
            hint={type === 'per_person' ? t('amountPerPerson') : t('amountPerBooking')}
            required
            fullWidth
          />
          <FormPlainField
            control={control}
            name="deposit_settings.from_party_size"
            label={t('fromPartySize')}
            hint={t('fromPartySizeHint')}
            required
            floatingLabel
            margin="none"
            inputMode="numeric"
            autoComplete="off"
            endAdornment={t('guests')}
          />
        </div>
      )}
    </SetupSection>
  );
}
