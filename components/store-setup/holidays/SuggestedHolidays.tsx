'use client';
import Add from '@mui/icons-material/Add';
import { Alert, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSaveHoliday } from '@/lib/api/store-holidays';
import type { Holiday } from '@/lib/contract/store';
import { comingStatutoryHolidays, type StatutoryHoliday } from '@/lib/contract/statutory-holidays';
import { firstServerText } from '@/components/ui/form/apply-server-errors';
import { usePeriodText } from '@/components/ui/use-period-text';

interface Props {
  holidays: Holiday[];
  today: string;
  country: string | undefined;
  region: string | undefined;
  manyLocations: boolean;
}

/**
 * The coming statutory holidays of the location's country and province or state that no holiday
 * covers yet, each added in one click: closed all day, every service (editable afterwards).
 */
export function SuggestedHolidays({ holidays, today, country, region, manyLocations }: Props) {
  const t = useTranslations('storeSetup.holidays.suggested');
  const names = useTranslations('storeSetup.holidays.statutory');
  const period = usePeriodText();
  const save = useSaveHoliday();
  const [everywhere, setEverywhere] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const covered = (day: string) => holidays.some((h) => h.from_date <= day && day <= h.to_date);
  const suggestions = comingStatutoryHolidays(today, country, region).filter((s) => !covered(s.date));
  if (suggestions.length === 0) return null;

  const add = (s: StatutoryHoliday) => {
    setAdding(s.date + s.key);
    setFailure(null);
    save.mutate(
      {
        body: {
          name: names(s.key),
          from_date: s.date,
          to_date: s.date,
          closed: true,
          services: ['pickup', 'delivery', 'catering'],
          all_locations: everywhere,
        },
      },
      { onError: (err) => setFailure(firstServerText(err)), onSettled: () => setAdding(null) },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="suggested-holidays" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <div>
          <Typography id="suggested-holidays" variant="subtitle1" component="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('text')}
          </Typography>
        </div>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {suggestions.map((s) => (
            <Button
              key={s.key + s.date}
              variant="outlined"
              size="small"
              startIcon={<Add />}
              loading={adding === s.date + s.key}
              disabled={adding !== null}
              onClick={() => add(s)}
              aria-label={t('add', { name: names(s.key), date: period(s.date, s.date) })}
            >
              {names(s.key)} · {period(s.date, s.date)}
            </Button>
          ))}
        </Stack>
        {manyLocations && (
          <FormControlLabel
            label={t('allLocations')}
            control={<Checkbox checked={everywhere} onChange={(e) => setEverywhere(e.target.checked)} />}
          />
        )}
      </Stack>
    </Paper>
  );
}
