'use client';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  daysBetween,
  dayOfPickerDate,
  isDay,
  pickerDateOfDay,
  presetRange,
  rangePresets,
  type DayRange,
  type RangePreset,
} from '@/lib/dates';
import type { RangeDraft as Draft } from './CustomRangePickers';
import { NativeSelectField } from './form/NativeSelectField';
import { PlainSkeleton } from './PlainSkeleton';
import styles from './date-range-filter.module.css';

// The pickers are the heaviest part of the filter and only Custom needs them.
const CustomRangePickers = dynamic(() => import('./CustomRangePickers').then((m) => m.CustomRangePickers), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" width={340} height={40} />,
});

export interface DateRangeValue extends DayRange {
  preset: RangePreset;
}

interface Props {
  value: DateRangeValue;
  /** The location's zone: "today" is the restaurant's today, not the browser's. */
  timeZone: string;
  onChange: (next: DateRangeValue) => void;
  /** Longest custom range the API accepts, in days (both ends included). */
  maxDays?: number;
  /** For tests. */
  now?: () => Date;
  /**
   * Adds an "All time" choice before the presets: `chosen` shows it selected (`value` is then only
   * where Custom starts), and choosing it calls `onChoose`.
   */
  allTime?: { chosen: boolean; onChoose: () => void };
}

/** The select's value of the "All time" choice (not a preset: it has no days). */
const ALL_TIME = 'all_time';

const draftOf = (v: DayRange): Draft => ({ from: pickerDateOfDay(v.from), to: pickerDateOfDay(v.to) });
const validDay = (d: Date | null) => (d && !Number.isNaN(d.getTime()) ? dayOfPickerDate(d) : null);
const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The date-range presets of SPEC §2 (Today … Last Month, Custom) with From/To pickers for Custom.
 * A custom range reaches `onChange` only when both days are real, in order and not too long;
 * until then the pickers keep what was typed and say what is wrong.
 */
export function DateRangeFilter({ value, timeZone, onChange, maxDays = 366, now = () => new Date(), allTime }: Props) {
  const t = useTranslations('dateRange');
  const format = useFormatter();
  const dayText = (day: string) => format.dateTime(utcDate(day), { dateStyle: 'medium', timeZone: 'UTC' });
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [shown, setShown] = useState<DayRange>(value);
  // A new range from outside (a preset, back button) replaces what the pickers hold.
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(draftOf(value));
  }

  const choosePreset = (preset: RangePreset) => {
    const range = preset === 'custom' ? value : presetRange(preset, now(), timeZone);
    if (range) onChange({ preset, from: range.from, to: range.to });
  };

  const from = validDay(draft.from);
  const to = validDay(draft.to);
  const problem =
    !from || !to ? 'date' : daysBetween(from, to) < 0 || daysBetween(from, to) >= maxDays ? 'dateRange' : null;

  const changeDraft = (next: Draft) => {
    setDraft(next);
    const f = validDay(next.from);
    const e = validDay(next.to);
    if (f && e && isDay(f) && isDay(e) && daysBetween(f, e) >= 0 && daysBetween(f, e) < maxDays)
      onChange({ preset: 'custom', from: f, to: e });
  };

  return (
    <div className={styles.row}>
      <NativeSelectField
        size="small"
        label={t('label')}
        value={allTime?.chosen ? ALL_TIME : value.preset}
        onChange={(chosen) =>
          allTime && chosen === ALL_TIME ? allTime.onChoose() : choosePreset(chosen as RangePreset)
        }
        options={[
          ...(allTime ? [{ value: ALL_TIME, label: t('allTime') }] : []),
          ...rangePresets.map((p) => ({ value: p, label: t(`presets.${p}`) })),
        ]}
        style={{ minWidth: 170 }}
      />
      {allTime?.chosen ? null : value.preset === 'custom' ? (
        <CustomRangePickers
          draft={draft}
          onDraft={changeDraft}
          problem={problem}
          fromValid={Boolean(from)}
          toValid={Boolean(to)}
        />
      ) : (
        <p className={styles.days} aria-live="polite">
          {/* Two dates joined here, not formatRange: its thin spaces differ between Node's ICU and
              the browser's, and the server-rendered text must hydrate as is. */}
          {value.from === value.to ? dayText(value.from) : `${dayText(value.from)} – ${dayText(value.to)}`}
        </p>
      )}
    </div>
  );
}
