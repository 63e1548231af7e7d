'use client';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import dynamic from 'next/dynamic';
import { QueryLoadError } from '@/components/ui/ListStates';
import { categoriesQuery } from '@/lib/api/categories';
import { combosQuery, useCloneCombo, useDeleteCombo } from '@/lib/api/combos';
import { ComboCard } from './combos/ComboCard';
import { MenuCardSection } from './MenuCardSection';
import { useLocationMoney } from '@/components/ui/use-current-location';

/** The drawer (its form and schema) loads when a combo is first added or edited. */
const ComboDrawer = dynamic(() => import('./combos/ComboDrawer').then((m) => m.ComboDrawer), { ssr: false });

/** The Menu page's combos tab: the list, its actions, and the create/edit drawer. */
export function CombosTab() {
  const combos = useQuery(combosQuery());
  const clone = useCloneCombo();
  const remove = useDeleteCombo();
  // Item names only decorate the cards: the list shows without them while they load.
  const categories = useQuery(categoriesQuery());
  const { format } = useLocationMoney();
  const itemNames = useMemo(
    () => new Map((categories.data?.categories ?? []).flatMap((c) => c.items.map((i) => [i._id, i.name] as const))),
    [categories.data],
  );

  return (
    <Stack spacing={2}>
      {/* Without the menu the cards cannot name their items: say so, with a retry. */}
      <QueryLoadError queries={[categories]} />
      <MenuCardSection
        namespace="combos"
        query={combos}
        items={(data) => data.combos}
        clone={clone}
        remove={remove}
        renderCard={(c, actions) => <ComboCard combo={c} itemNames={itemNames} format={format} {...actions} />}
        renderEditor={(combo, close) => <ComboDrawer combo={combo} onClose={close} />}
      />
    </Stack>
  );
}
