'use client';
import { InputAdornment } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
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
 * anew when the URL's limit changes (back, a shared link).
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
    <TextInputField
      size="small"
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
      sx={{ width: { sm: 200 } }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">{t('perDay')}</InputAdornment> },
      }}
    />
  );
}
