'use client';
import Add from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { modifierGroupsQuery, useCloneModifierGroup, useDeleteModifierGroup } from '@/lib/api/menu';
import type { ModifierGroup } from '@/lib/contract';
import { ListEmpty, ListError, ListSkeleton } from './modifier-groups/ListStates';
import { ModifierGroupCard } from './modifier-groups/ModifierGroupCard';
import { ModifierGroupDrawer } from './modifier-groups/ModifierGroupDrawer';
import { useMoney } from './modifier-groups/useMoney';

/** `null`: drawer closed; `{ group: undefined }`: creating. */
type Editing = { group: ModifierGroup | undefined } | null;

/** The Menu page's modifier-groups tab: the list, its actions, and the create/edit drawer. */
export function ModifierGroupsTab() {
  const t = useTranslations('modifierGroups');
  const groups = useQuery(modifierGroupsQuery());
  const clone = useCloneModifierGroup();
  const remove = useDeleteModifierGroup();
  const { format } = useMoney();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ModifierGroup | null>(null);

  const create = () => setEditing({ group: undefined });
  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={create}>
      {t('create')}
    </Button>
  );

  let body;
  if (groups.isPending) body = <ListSkeleton label={t('loading')} />;
  else if (groups.isError) body = <ListError message={groups.error.message} retryLabel={t('retry')} onRetry={() => void groups.refetch()} />;
  else if (groups.data.modifier_groups.length === 0) body = <ListEmpty title={t('empty.title')} text={t('empty.text')} action={createButton} />;
  else
    body = (
      <Stack spacing={2}>
        {groups.data.modifier_groups.map((g) => (
          <ModifierGroupCard
            key={g._id}
            group={g}
            format={format}
            cloning={clone.isPending && clone.variables === g._id}
            onEdit={() => setEditing({ group: g })}
            onClone={() => clone.mutate(g._id)}
            onDelete={() => setDeleting(g)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {groups.isSuccess && groups.data.modifier_groups.length > 0 && createButton}
      </Stack>
      {body}
      {editing && <ModifierGroupDrawer group={editing.group} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
