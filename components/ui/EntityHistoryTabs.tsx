'use client';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import type { AuditEntityType } from '@/lib/contract/plain/audit';
import { permissionFamilies } from '@/lib/contract/plain/permissions';
import { EntityHistory } from './EntityHistory';
import { useHasPermission } from './use-permission';

interface Props {
  entityType: AuditEntityType;
  /** undefined: a new entity, which has no history yet (the drawer shows its details alone). */
  entityId: string | undefined;
  /** The drawer's own content: its Details tab. */
  children: ReactNode;
}

/**
 * Details and History tabs around a drawer's content, for members who may read the activity log;
 * everyone else (and a new entity) sees the content as before. The details stay mounted while the
 * history shows, so what was typed in a form stays; the history loads the first time it is opened.
 */
export function EntityHistoryTabs({ entityType, entityId, children }: Props) {
  const t = useTranslations('audit.history');
  const allowed = useHasPermission(permissionFamilies.activityLog);
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const id = useId();
  if (!allowed || !entityId) return <>{children}</>;
  const panel = (name: typeof tab) => ({
    role: 'tabpanel',
    id: `${id}-${name}-panel`,
    'aria-labelledby': `${id}-${name}-tab`,
    hidden: tab !== name,
  });
  const tabOf = (name: typeof tab, label: string) => (
    <Tab value={name} label={label} id={`${id}-${name}-tab`} aria-controls={`${id}-${name}-panel`} />
  );
  return (
    <>
      <Tabs value={tab} onChange={(_e, next) => setTab(next)} aria-label={t('tabs')} sx={{ mb: 2 }}>
        {tabOf('details', t('details'))}
        {tabOf('history', t('tab'))}
      </Tabs>
      <Box {...panel('details')}>{children}</Box>
      <Box {...panel('history')}>
        {tab === 'history' && <EntityHistory entityType={entityType} entityId={entityId} />}
      </Box>
    </>
  );
}
