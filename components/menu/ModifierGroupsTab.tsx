'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { modifierGroupsQuery, useCloneModifierGroup, useDeleteModifierGroup } from '@/lib/api/modifier-groups';
import { MenuCardSection } from './MenuCardSection';
import { ModifierGroupCard } from './modifier-groups/ModifierGroupCard';
import { useLocationMoney } from '@/components/ui/use-current-location';

/** The drawer (its form and schema) loads when a group is first added or edited. */
const ModifierGroupDrawer = dynamic(
  () => import('./modifier-groups/ModifierGroupDrawer').then((m) => m.ModifierGroupDrawer),
  { ssr: false },
);

/** The Menu page's modifier-groups tab: the list, its actions, and the create/edit drawer. */
export function ModifierGroupsTab() {
  const groups = useQuery(modifierGroupsQuery());
  const clone = useCloneModifierGroup();
  const remove = useDeleteModifierGroup();
  const { format } = useLocationMoney();

  return (
    <MenuCardSection
      namespace="modifierGroups"
      query={groups}
      items={(data) => data.modifier_groups}
      clone={clone}
      remove={remove}
      renderCard={(g, actions) => <ModifierGroupCard group={g} format={format} {...actions} />}
      renderEditor={(group, close) => <ModifierGroupDrawer group={group} onClose={close} />}
    />
  );
}
