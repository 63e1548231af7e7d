'use client';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { modifierGroupsQuery, useCloneModifierGroup, useDeleteModifierGroup } from '@/lib/api/modifier-groups';
import { ModifierGroupCard } from './modifier-groups/ModifierGroupCard';
import { ModifierGroupDrawer } from './modifier-groups/ModifierGroupDrawer';
import { useLocationMoney } from '@/components/ui/use-current-location';

/** The Menu page's modifier-groups tab: the list, its actions, and the create/edit drawer. */
export function ModifierGroupsTab() {
  const t = useTranslations('modifierGroups');
  const groups = useQuery(modifierGroupsQuery());
  const clone = useCloneModifierGroup();
  const remove = useDeleteModifierGroup();
  const { format } = useLocationMoney();

  return (
    <ResourceSection
      query={groups}
      items={(data) => data.modifier_groups}
      texts={{ intro: t('intro'), create: t('create'), loading: t('loading'), retry: t('retry'), emptyTitle: t('empty.title'), emptyText: t('empty.text') }}
      renderList={(list, { edit, remove: ask }) => (
        <Stack spacing={2}>
          {list.map((g) => (
            <ModifierGroupCard
              key={g._id}
              group={g}
              format={format}
              cloning={clone.isPending && clone.variables === g._id}
              onEdit={() => edit(g)}
              onClone={() => clone.mutate(g._id)}
              onDelete={() => ask(g)}
            />
          ))}
        </Stack>
      )}
      renderEditor={(group, close) => <ModifierGroupDrawer group={group} onClose={close} />}
      deleteTexts={{ title: (name) => t('delete.title', { name }), description: t('delete.text'), confirmLabel: t('delete.confirm'), cancelLabel: t('delete.cancel') }}
      deleteBusy={remove.isPending}
      onDelete={(g, done) => remove.mutate(g._id, { onSuccess: done })}
    />
  );
}
