'use client';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { ListSkeleton, QueryLoadError } from '@/components/ui/ListStates';
import { storeHoursQuery } from '@/lib/api/store-hours';
import { hoursTypes, type HoursType, type StoreHours } from '@/lib/contract/store';
import type { HoursWindowInput } from '@/lib/contract/store-hours';
import { HoursEditor } from './HoursEditor';
import { TimeZoneNote } from '../TimeZoneNote';

const listOf = (data: StoreHours, type: HoursType) => (type === 'business' ? data.location_hours : data[type].hours);

/** /setup/store?tab=hours: business, pick-up and delivery hours, one set at a time. */
export function HoursTab() {
  const t = useTranslations('storeSetup.hours');
  const [type, setType] = useState<HoursType>('business');
  const hours = useQuery(storeHoursQuery());
  const saved = hours.data ? listOf(hours.data, type) : [];
  // Unsaved weeks by set: the editor of one set is replaced when the merchant picks another.
  const [drafts, setDrafts] = useState<Partial<Record<HoursType, HoursWindowInput[]>>>({});
  const keepDraft = useCallback(
    (week: HoursWindowInput[] | null) =>
      setDrafts((all) => {
        const next = { ...all };
        if (week) next[type] = week;
        else delete next[type];
        return next;
      }),
    [type],
  );

  return (
    <Stack spacing={2}>
      <TimeZoneNote />
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={type}
        onChange={(_, v: HoursType | null) => v && setType(v)}
        aria-label={t('typesLabel')}
        sx={{ alignSelf: 'flex-start', flexWrap: 'wrap' }}
      >
        {hoursTypes.map((h) => (
          <ToggleButton key={h} value={h}>
            {t(`types.${h}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryLoadError queries={[hours]} />
      {hours.isPending && <ListSkeleton label={t('loading')} rows={7} rowHeight={64} spacing={1.5} />}
      {hours.data && (
        // A new reply (its content, not a background refetch of the same) starts the editor afresh.
        <HoursEditor
          key={`${type}:${JSON.stringify(saved)}`}
          type={type}
          saved={saved}
          business={hours.data.location_hours}
          draft={drafts[type]}
          onDraft={keepDraft}
        />
      )}
    </Stack>
  );
}
