'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import styles from './daily-limit-field.module.css';
import { validDailyLimit } from './timesheet-url';
import { hoursText, parseHours } from './hours';

interface Props {
  /** The limit in force, in minutes. */
  minutes: number;
  onChange: (minutes: number) => void;
}

/**
 * Hours a day before overtime, typed as "8", "7:30" or "7.5": applied on Enter or when the field
 * is left (not on every keystroke, which would ask for a report per digit). The page mounts it
 * anew when the URL's limit changes (back, a shared link). A plain field (PlainOutlinedField):
 * MUI's input parts were the report's only ones on its first load (about 9 KB gzip, issue 11).
 */
export function DailyLimitField({ minutes, onChange }: Props) {
  const t = useTranslations('reports.timesheet');
  const tv = useTranslations('validation');
  const [text, setText] = useState(hoursText(minutes));
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const parsed = parseHours(text);
    const limit = parsed === null ? null : validDailyLimit(parsed);
    setInvalid(limit === null);
    if (limit === null) return;
    setText(hoursText(limit));
    if (limit !== minutes) onChange(limit);
  };

  return (
    <PlainOutlinedField
      size="small"
      // As MUI's TextField drew it: the label rests in the field when it is emptied.
      floatingLabel
      // Full width on a phone, 200px beside the other filters (the module's media query).
      fullWidth={false}
      label={t('dailyLimit')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        apply();
      }}
      error={invalid}
      helperText={invalid ? tv('dailyLimit') : undefined}
      className={styles.field}
      inputMode="decimal"
      autoComplete="off"
      endAdornment={<span className={styles.unit}>{t('perDay')}</span>}
    />
  );
}
