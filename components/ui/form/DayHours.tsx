'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { MAX_WINDOWS_PER_DAY, type HoursWindowInput } from '@/lib/contract/store-hours';
import { endsNextDay, weekdayName } from '@/lib/week-hours';
import { PlainButton, PlainIconButton } from '../PlainButton';
import { PlainIcon } from '../PlainIcon';
import { iconPaths } from '../icon-paths';
import panel from '../plain-panel.module.css';
import styles from './day-hours.module.css';
import { FormPlainField } from './FormPlainField';
import { PlainSwitch } from './PlainSwitch';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  day: number;
  control: Control<T, unknown, TOut>;
  /** The form's list of windows (`hours`, `reservation_hours`): each window's fields are `<list>.<i>.opens_at` … */
  list: string;
  /** Where this day's windows sit in the form's list (the order sent, so server errors find them). */
  indices: number[];
  windows: readonly HoursWindowInput[];
  onAdd: (w: HoursWindowInput) => void;
  onRemove: (index: number | number[]) => void;
  /**
   * The texts' namespace: `open`, `closed`, `opensAt`, `closesAt`, `nextDay`, `addWindow`,
   * `addWindowTo` ({day}), `removeWindow` ({n}, {day}).
   */
  namespace: string;
}

// The label stays up: the browser shows its own "--:--" in an empty time field.
const timeProps = { type: 'time', size: 'small', step: 300, margin: 'none', className: styles.time } as const;

/**
 * One day of a week of hours (the store's, the booking hours): open or closed, and its windows (a
 * split lunch and dinner, a late night…).
 */
export function DayHours<T extends FieldValues, TOut extends FieldValues = T>({
  day,
  control,
  list,
  indices,
  windows,
  onAdd,
  onRemove,
  namespace,
}: Props<T, TOut>) {
  const t = useTranslations(namespace);
  const locale = useLocale();
  const name = weekdayName(day, locale);
  const open = indices.length > 0;
  const field = (i: number, key: 'opens_at' | 'closes_at') => `${list}.${i}.${key}` as FieldPath<T>;
  return (
    <div className={`${panel.outlined} ${styles.day}`} role="group" aria-label={name}>
      <div className={styles.head}>
        <p className={styles.name}>{name}</p>
        <PlainSwitch
          label={open ? t('open') : t('closed')}
          checked={open}
          onChange={(on) => (on ? onAdd({ day, opens_at: '09:00', closes_at: '17:00' }) : onRemove(indices))}
        />
      </div>
      {open && (
        <div className={styles.windows}>
          {indices.map((i, n) => (
            <div key={i} className={styles.window}>
              <FormPlainField control={control} name={field(i, 'opens_at')} label={t('opensAt')} {...timeProps} />
              <FormPlainField
                control={control}
                name={field(i, 'closes_at')}
                label={t('closesAt')}
                hint={windows[i] && endsNextDay(windows[i]) ? t('nextDay') : undefined}
                {...timeProps}
              />
              <PlainIconButton aria-label={t('removeWindow', { n: n + 1, day: name })} onClick={() => onRemove(i)}>
                <PlainIcon path={iconPaths.deleteOutlined} />
              </PlainIconButton>
            </div>
          ))}
          {indices.length < MAX_WINDOWS_PER_DAY && (
            <PlainButton
              size="small"
              startIcon={<PlainIcon path={iconPaths.add} />}
              onClick={() => onAdd({ day, opens_at: '', closes_at: '' })}
              aria-label={t('addWindowTo', { day: name })}
            >
              {t('addWindow')}
            </PlainButton>
          )}
        </div>
      )}
    </div>
  );
}
