'use client';
import { Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import type { MenuCardActions } from './MenuCard';

/** The two calls a card list makes on one entity by id; their hooks reload the list. */
interface Mutations {
  clone: { isPending: boolean; variables: string | undefined; mutate: (id: string) => void };
  remove: { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };
}

interface Props<D, T extends { _id: string; name: string }> extends Mutations {
  /** Texts as useResourceTexts reads them, with an intro line. */
  namespace: string;
  query: UseQueryResult<D>;
  items: (data: D) => T[];
  renderCard: (item: T, actions: MenuCardActions) => ReactNode;
  /** The create/edit drawer; `item` is undefined when creating. */
  renderEditor: (item: T | undefined, close: () => void) => ReactNode;
}

/** A Menu page tab that lists one entity as cards (modifier groups, combos) and edits, clones and deletes them. */
export function MenuCardSection<D, T extends { _id: string; name: string }>({
  namespace,
  query,
  items,
  clone,
  remove,
  renderCard,
  renderEditor,
}: Props<D, T>) {
  const { texts, deleteTexts } = useResourceTexts(namespace, { intro: true });
  return (
    <ResourceSection
      query={query}
      items={items}
      texts={texts}
      renderList={(list, { edit, remove: ask }) => (
        <Stack spacing={2}>
          {list.map((item) => (
            <Fragment key={item._id}>
              {renderCard(item, {
                cloning: clone.isPending && clone.variables === item._id,
                onEdit: () => edit(item),
                onClone: () => clone.mutate(item._id),
                onDelete: () => ask(item),
              })}
            </Fragment>
          ))}
        </Stack>
      )}
      renderEditor={renderEditor}
      deleteTexts={deleteTexts}
      deleteBusy={remove.isPending}
      onDelete={(item, done) => remove.mutate(item._id, { onSuccess: done })}
    />
  );
}
