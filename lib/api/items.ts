import { bulkItemReply, itemReply, messageReply, type BulkItemRequest, type ItemRequest, type ItemUpdateRequest } from '@/lib/contract';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { categoryKeys, useTreeSort } from './categories';
import { menuKeys } from './menu';

// Items have no list of their own: they live in the menu tree (categoriesQuery), which reloads.

/** A first item completes the Menu Manager step: the account (checklist) reloads too. */
export const useCreateItem = () =>
  useApiMutation((body: ItemRequest) => ({ path: 'item', method: 'POST', body }), itemReply, {
    reload: () => [categoryKeys.tree(), accountKeys.all],
    inlineErrors: true,
  });
export const useUpdateItem = () =>
  useApiMutation(({ id, body }: { id: string; body: ItemUpdateRequest }) => ({ path: `item/${id}`, method: 'PUT', body }), itemReply, {
    reload: () => [categoryKeys.tree()],
    inlineErrors: true,
  });
// Deletes and clones have no form to show a failure in: theirs become error notices.
export const useDeleteItem = () => useApiMutation((id: string) => ({ path: `item/${id}`, method: 'DELETE' }), messageReply, { reload: () => [menuKeys.all] });
export const useCloneItem = () =>
  useApiMutation((id: string) => ({ path: `item/${id}/clone/`, method: 'POST', body: {} }), itemReply, { reload: () => [categoryKeys.tree()] });
export const useBulkItems = () =>
  useApiMutation((body: BulkItemRequest) => ({ path: 'item/bulk', method: 'POST', body }), bulkItemReply, {
    reload: () => [categoryKeys.tree()],
    inlineErrors: true,
  });

export const useSortItems = () =>
  useTreeSort(
    'item/sort',
    (v: { category_id: string; items: string[] }) => v,
    (cats, v) =>
      cats.map((c) =>
        c._id !== v.category_id ? c : { ...c, items: v.items.map((id, sort) => ({ ...c.items.find((i) => i._id === id)!, sort })).filter((i) => i._id) },
      ),
  );
