'use client';
import { useTranslations } from 'next-intl';
import { ColorField } from '@/components/ui/form/ColorField';
import { BackgroundField } from './BackgroundField';
import type { ReservationFormControl } from './form-values';
import { SetupSection } from './SetupSection';

/** The booking page's theme colour and background image. */
export function Look({
  control,
  onBusyChange,
}: {
  control: ReservationFormControl;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations('reservations.look');
  return (
    <SetupSection title={t('title')} lead={t('lead')}>
      <ColorField
        control={control}
        name="theme_color"
        label={t('themeColor')}
        pickerLabel={t('pickThemeColor')}
        hint={t('colorHint')}
      />
      <BackgroundField control={control} onBusyChange={onBusyChange} />
    </SetupSection>
  );
}
