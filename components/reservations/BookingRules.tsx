'use client';
import { useTranslations } from 'next-intl';
import { FormPlainField } from '@/components/ui/form/FormPlainField';
import type { ReservationFormControl } from './form-values';
import { SetupSection } from './SetupSection';
import styles from './setup-section.module.css';

/** A whole number typed with its unit beside it ("min", "days", "guests"). */
function NumberField({
  control,
  name,
  label,
  hint,
  unit,
}: {
  control: ReservationFormControl;
  name:
    | 'reservation_interval'
    | 'meal_duration'
    | 'minimum_time_to_book'
    | 'maximum_time_to_book'
    | 'min_party_size'
    | 'max_party_size';
  label: string;
  hint: string;
  unit: string;
}) {
  return (
    <FormPlainField
      control={control}
      name={name}
      label={label}
      hint={hint}
      required
      floatingLabel
      margin="none"
      inputMode="numeric"
      autoComplete="off"
      endAdornment={unit}
    />
  );
}

/** When guests may book: the slots' interval, the meal's length, how soon and how far ahead, party sizes. */
export function BookingRules({ control }: { control: ReservationFormControl }) {
  const t = useTranslations('reservations.rules');
  return (
    <SetupSection title={t('title')} lead={t('lead')}>
      <div className={styles.row}>
        <NumberField
          control={control}
          name="reservation_interval"
          label={t('interval')}
          hint={t('intervalHint')}
          unit={t('minutes')}
        />
        <NumberField
          control={control}
          name="meal_duration"
          label={t('mealDuration')}
          hint={t('mealDurationHint')}
          unit={t('minutes')}
        />
      </div>
      <div className={styles.row}>
        <NumberField
          control={control}
          name="minimum_time_to_book"
          label={t('minimumAhead')}
          hint={t('minimumAheadHint')}
          unit={t('minutes')}
        />
        <NumberField
          control={control}
          name="maximum_time_to_book"
          label={t('maximumAhead')}
          hint={t('maximumAheadHint')}
          unit={t('days')}
        />
      </div>
      <div className={styles.row}>
        <NumberField
          control={control}
          name="min_party_size"
          label={t('minParty')}
          hint={t('partyHint')}
          unit={t('guests')}
        />
        <NumberField
          control={control}
          name="max_party_size"
          label={t('maxParty')}
          hint={t('partyHint')}
          unit={t('guests')}
        />
      </div>
    </SetupSection>
  );
}
