'use client';
import { List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { entityHistoryQuery } from '@/lib/api/audit';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { AUDIT_ENTITY_HISTORY_MAX, type AuditEntityType } from '@/lib/contract/plain/audit';
import { AuditEntryText } from './audit/AuditEntryText';
import { useAuditText } from './audit/use-audit-text';
import { useAuditTime } from './audit/use-audit-time';
import { ListError, ListSkeleton } from './ListStates';

interface Props {
  entityType: AuditEntityType;
  entityId: string;
}

/**
 * One entity's changes in plain words, newest first (GET audit/{type}/{id}): the History tab of
 * the item, zone, staff and order drawers. Mounted when the tab is first opened, so the drawer
 * itself asks for nothing more.
 */
export function EntityHistory({ entityType, entityId }: Props) {
  const t = useTranslations('audit.history');
  const text = useAuditText();
  const when = useAuditTime();
  const history = useQuery(entityHistoryQuery(entityType, entityId));

  if (history.isPending && !history.isError)
    return <ListSkeleton label={t('loading')} rows={3} rowHeight={56} spacing={1} />;
  if (isFirstLoadFailure(history))
    return <ListError message={`${t('loadFailed')} ${history.error.message}`} onRetry={() => void history.refetch()} />;
  const entries = history.data?.entries ?? [];
  if (entries.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Stack spacing={1}>
      <List aria-label={t('listLabel')} disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry._id} divider disableGutters sx={{ display: 'block', py: 1 }}>
            <AuditEntryText text={text.describe(entry)} />
            <Typography variant="caption" color="text.secondary">
              {when(entry.at)}
            </Typography>
          </ListItem>
        ))}
      </List>
      {entries.length >= AUDIT_ENTITY_HISTORY_MAX && (
        <Typography variant="body2" color="text.secondary">
          {t('latestOnly', { count: AUDIT_ENTITY_HISTORY_MAX })}
        </Typography>
      )}
    </Stack>
  );
}
