'use client';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormPlainField } from '@/components/ui/form/FormPlainField';
import { CANCELLATION_POLICY_MAX, RESTAURANT_MESSAGE_MAX } from '@/lib/contract/plain/reservations';
import type { ReservationFormControl } from './form-values';
import { SetupSection } from './SetupSection';

/** The restaurant's message (on or off; kept while off) and the cancellation policy guests read. */
export function Messages({ control }: { control: ReservationFormControl }) {
  const t = useTranslations('reservations.messages');
  const [on, message, policy] = useWatch({
    control,
    name: ['is_restaurant_message', 'restaurant_message', 'cancellation_policy_message'],
  });
  return (
    <SetupSection title={t('title')} lead={t('lead')}>
      <FormSwitch control={control} name="is_restaurant_message" label={t('showMessage')} />
      {on && (
        <FormPlainField
          control={control}
          name="restaurant_message"
          label={t('message')}
          hint={t('count', { count: message?.length ?? 0, max: RESTAURANT_MESSAGE_MAX })}
          required
          floatingLabel
          margin="none"
          multiline
          minRows={2}
        />
      )}
      <FormPlainField
        control={control}
        name="cancellation_policy_message"
        label={t('policy')}
        hint={t('policyHint', { count: policy?.length ?? 0, max: CANCELLATION_POLICY_MAX })}
        floatingLabel
        margin="none"
        multiline
        minRows={3}
      />
    </SetupSection>
  );
}
