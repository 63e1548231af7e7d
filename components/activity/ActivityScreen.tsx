'use client';
import { Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ListEmpty, QueryLoadError } from '@/components/ui/ListStates';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { auditActorsQuery, auditExportHref, auditListQuery } from '@/lib/api/audit';
import { ActivityFilters } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { activityParams, isFiltered } from './activity-url';
import { useActivityUrl } from './use-activity-url';

/**
 * /settings/activity: the business's audit log, newest first, filtered by person, entity type,
 * action and period, paged by the server, with the filters in the URL and the CSV of exactly
 * what they select.
 */
export function ActivityScreen() {
  const t = useTranslations('activity');
  const location = useCurrentLocation();
  const { state, update } = useActivityUrl(location.timeZone);
  const params = activityParams(state);
  // A period's days are the location's: until the account has loaded they would be the browser's.
  const list = useQuery({ ...auditListQuery(params), enabled: !state.range || location.loaded });
  const actors = useQuery(auditActorsQuery());
  const data = list.data;

  // A page past the end (an old link, entries pruned meanwhile): the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.perPage)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && state.page > lastPage) update({ page: lastPage }, 'replace');
  }, [data, list.isPlaceholderData, state.page, lastPage, update]);

  let body = null;
  if (list.isPending && !list.isError) body = <Skeleton variant="rounded" height={320} aria-label={t('loading')} />;
  else if (data && data.total === 0)
    body = isFiltered(state) ? (
      <ListEmpty title={t('emptyFiltered.title')} text={t('emptyFiltered.text')} action={null} />
    ) : (
      <ListEmpty title={t('empty.title')} text={t('empty.text')} action={null} />
    );
  else if (data)
    body = (
      <ActivityTable
        entries={data.entries}
        total={data.total}
        loading={list.isFetching}
        page={state.page}
        perPage={state.perPage}
        onPage={(page, perPage) => update({ page, perPage })}
      />
    );

  return (
    <Stack spacing={2}>
      <ActivityFilters
        actor={state.actor}
        actors={actors.data?.actors}
        entityType={state.entityType}
        action={state.action}
        range={state.range}
        timeZone={location.timeZone ?? 'UTC'}
        exportHref={auditExportHref(params)}
        onActor={(actor) => update({ actor, page: 1 })}
        onEntityType={(entityType) => update({ entityType, page: 1 })}
        onAction={(action) => update({ action, page: 1 })}
        onRange={(range) => update({ range, page: 1 })}
      />
      <QueryLoadError queries={[list, actors]} lead={t('loadFailed')} retryLabel={t('retry')} />
      {body}
    </Stack>
  );
}
