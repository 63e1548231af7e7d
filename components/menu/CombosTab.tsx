'use client';
import Add from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { categoriesQuery, combosQuery, useCloneCombo, useDeleteCombo } from '@/lib/api/menu';
import type { Combo } from '@/lib/contract';
import { ComboCard } from './combos/ComboCard';
import { ComboDrawer } from './combos/ComboDrawer';
import { ListEmpty, ListError, ListSkeleton } from './modifier-groups/ListStates';
import { useMoney } from './modifier-groups/useMoney';

/** `null`: drawer closed; `{ combo: undefined }`: creating. */
type Editing = { combo: Combo | undefined } | null;

/** The Menu page's combos tab: the list, its actions, and the create/edit drawer. */
export function CombosTab() {
  const t = useTranslations('combos');
  const combos = useQuery(combosQuery());
  // Item names only decorate the cards: the list shows without them while they load.
  const categories = useQuery(categoriesQuery());
  const clone = useCloneCombo();
  const remove = useDeleteCombo();
  const { format } = useMoney();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Combo | null>(null);
  const itemNames = useMemo(
    () => new Map((categories.data?.categories ?? []).flatMap((c) => c.items.map((i) => [i._id, i.name] as const))),
    [categories.data],
  );

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ combo: undefined })}>
      {t('create')}
    </Button>
  );

  let body;
  if (combos.isPending) body = <ListSkeleton label={t('loading')} />;
  else if (combos.isError) body = <ListError message={combos.error.message} retryLabel={t('retry')} onRetry={() => void combos.refetch()} />;
  else if (combos.data.combos.length === 0) body = <ListEmpty title={t('empty.title')} text={t('empty.text')} action={createButton} />;
  else
    body = (
      <Stack spacing={2}>
        {combos.data.combos.map((c) => (
          <ComboCard
            key={c._id}
            combo={c}
            itemNames={itemNames}
            format={format}
            cloning={clone.isPending && clone.variables === c._id}
            onEdit={() => setEditing({ combo: c })}
            onClone={() => clone.mutate(c._id)}
            onDelete={() => setDeleting(c)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {combos.isSuccess && combos.data.combos.length > 0 && createButton}
      </Stack>
      {body}
      {editing && <ComboDrawer combo={editing.combo} onClose={() => setEditing(null)} />}
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
