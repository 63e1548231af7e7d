'use client';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslations } from 'next-intl';
import { PickersLocalization } from './PickersLocalization';

export interface RangeDraft {
  from: Date | null;
  to: Date | null;
}

interface Props {
  draft: RangeDraft;
  onDraft: (next: RangeDraft) => void;
  /** What is wrong with the draft: a day missing or unreadable, or the range itself. */
  problem: 'date' | 'dateRange' | null;
  /** Whether each end is a readable day. */
  fromValid: boolean;
  toValid: boolean;
}

/** From/To pickers of DateRangeFilter's Custom preset; a chunk of its own, loaded when Custom is chosen. */
export function CustomRangePickers({ draft, onDraft, problem, fromValid, toValid }: Props) {
  const t = useTranslations('dateRange');
  const tv = useTranslations('validation');
  const field = { size: 'small', fullWidth: false, margin: 'none' } as const;
  return (
    <PickersLocalization>
      <DatePicker
        label={t('from')}
        value={draft.from}
        onChange={(d) => onDraft({ ...draft, from: d })}
        maxDate={draft.to ?? undefined}
        slotProps={{
          textField: {
            ...field,
            error: problem === 'date' && !fromValid,
            helperText: problem === 'date' && !fromValid ? tv('date') : undefined,
          },
        }}
      />
      <DatePicker
        label={t('to')}
        value={draft.to}
        onChange={(d) => onDraft({ ...draft, to: d })}
        minDate={draft.from ?? undefined}
        slotProps={{
          textField: {
            ...field,
            error: (problem === 'date' && !toValid) || problem === 'dateRange',
            helperText:
              problem === 'dateRange' ? tv('dateRange') : problem === 'date' && !toValid ? tv('date') : undefined,
          },
        }}
      />
    </PickersLocalization>
  );
}
