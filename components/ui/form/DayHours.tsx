'use client';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormControlLabel, IconButton, Paper, Stack, Switch, Typography } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { MAX_WINDOWS_PER_DAY, type HoursWindowInput } from '@/lib/contract/store-hours';
import { endsNextDay, weekdayName } from '@/lib/week-hours';
import { FormTextField } from './FormTextField';

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

const timeProps = {
  type: 'time',
  size: 'small',
  slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 300 } },
  sx: { width: 150 },
} as const;

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
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={name}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 600, textTransform: 'capitalize' }}>{name}</Typography>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={open}
                onChange={(e) =>
                  e.target.checked ? onAdd({ day, opens_at: '09:00', closes_at: '17:00' }) : onRemove(indices)
                }
              />
            }
            label={open ? t('open') : t('closed')}
          />
        </Box>
        {open && (
          <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
            {indices.map((i, n) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTextField control={control} name={field(i, 'opens_at')} label={t('opensAt')} {...timeProps} />
                <FormTextField
                  control={control}
                  name={field(i, 'closes_at')}
                  label={t('closesAt')}
                  hint={windows[i] && endsNextDay(windows[i]) ? t('nextDay') : undefined}
                  {...timeProps}
                />
                <IconButton aria-label={t('removeWindow', { n: n + 1, day: name })} onClick={() => onRemove(i)}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            ))}
            {indices.length < MAX_WINDOWS_PER_DAY && (
              <Button
                size="small"
                startIcon={<Add />}
                onClick={() => onAdd({ day, opens_at: '', closes_at: '' })}
                sx={{ alignSelf: 'flex-start' }}
                aria-label={t('addWindowTo', { day: name })}
              >
                {t('addWindow')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
