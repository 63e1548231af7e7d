'use client';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { QueryLoadError } from '@/components/ui/ListStates';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { categoriesQuery } from '@/lib/api/categories';
import { combosQuery, useCloneCombo, useDeleteCombo } from '@/lib/api/combos';
import { ComboCard } from './combos/ComboCard';
import { ComboDrawer } from './combos/ComboDrawer';
import { useLocationMoney } from '@/components/ui/use-current-location';

/** The Menu page's combos tab: the list, its actions, and the create/edit drawer. */
export function CombosTab() {
  const t = useTranslations('combos');
  const combos = useQuery(combosQuery());
  // Item names only decorate the cards: the list shows without them while they load.
  const categories = useQuery(categoriesQuery());
  const clone = useCloneCombo();
  const remove = useDeleteCombo();
  const { format } = useLocationMoney();
  const itemNames = useMemo(
    () => new Map((categories.data?.categories ?? []).flatMap((c) => c.items.map((i) => [i._id, i.name] as const))),
    [categories.data],
  );

  return (
    <Stack spacing={2}>
      {/* Without the menu the cards cannot name their items: say so, with a retry. */}
      <QueryLoadError queries={[categories]} />
      <ResourceSection
        query={combos}
        items={(data) => data.combos}
        texts={{ intro: t('intro'), create: t('create'), loading: t('loading'), retry: t('retry'), emptyTitle: t('empty.title'), emptyText: t('empty.text') }}
        renderList={(list, { edit, remove: ask }) => (
          <Stack spacing={2}>
            {list.map((c) => (
              <ComboCard
                key={c._id}
                combo={c}
                itemNames={itemNames}
                format={format}
                cloning={clone.isPending && clone.variables === c._id}
                onEdit={() => edit(c)}
                onClone={() => clone.mutate(c._id)}
                onDelete={() => ask(c)}
              />
            ))}
          </Stack>
        )}
        renderEditor={(combo, close) => <ComboDrawer combo={combo} onClose={close} />}
        deleteTexts={{ title: (name) => t('delete.title', { name }), description: t('delete.text'), confirmLabel: t('delete.confirm'), cancelLabel: t('delete.cancel') }}
        deleteBusy={remove.isPending}
        onDelete={(c, done) => remove.mutate(c._id, { onSuccess: done })}
      />
    </Stack>
  );
}
