'use client';
import { useTranslations } from 'next-intl';
import { useFieldArray, useWatch } from 'react-hook-form';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { DayHours } from '@/components/ui/form/DayHours';
import { iconPaths } from '@/components/ui/icon-paths';
import panel from '@/components/ui/plain-panel.module.css';
import { copyMondayToAll, DISPLAY_WEEK } from '@/lib/week-hours';
import type { ReservationFormControl } from './form-values';
import { SetupSection } from './SetupSection';
import styles from './setup-section.module.css';

/**
 * The booking hours: a week of their own, Monday first, several windows a day, saved with the
 * other settings. The contract's week rules (no overlap, six windows a day, past midnight into the
 * next day) are checked on Save, on the window's field.
 */
export function BookingHours({ control }: { control: ReservationFormControl }) {
  const t = useTranslations('reservations.hours');
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'reservation_hours' });
  const windows = useWatch({ control, name: 'reservation_hours' });
  const indicesOf = (day: number) => fields.flatMap((f, i) => (f.day === day ? [i] : []));
  return (
    <SetupSection title={t('title')} lead={t('lead')}>
      <PlainButton
        startIcon={<PlainIcon path={iconPaths.contentCopy} />}
        onClick={() => replace(copyMondayToAll(windows))}
        className={styles.start}
        disabled={!windows.some((w) => w.day === 1)}
      >
        {t('copyMonday')}
      </PlainButton>
      {fields.length === 0 && <p className={panel.intro}>{t('none')}</p>}
      <div className={styles.week}>
        {DISPLAY_WEEK.map((day) => (
          <DayHours
            key={day}
            day={day}
            control={control}
            list="reservation_hours"
            namespace="reservations.hours"
            indices={indicesOf(day)}
            windows={windows}
            onAdd={(w) => append(w)}
            onRemove={(i) => remove(i)}
          />
        ))}
      </div>
    </SetupSection>
  );
}
