import { bulkItemReply, itemReply, messageReply, type BulkItemRequest, type ItemRequest } from '@/lib/contract';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { categoryKeys, useTreeSort } from './categories';
import { menuKeys } from './menu';
import { cloneCall, deleteCall, saveCall } from './resource-calls';

// Items have no list of their own: they live in the menu tree (categoriesQuery), which reloads.

/** A first item completes the Menu Manager step: after a create the account (checklist) reloads too. */
export const useSaveItem = () =>
  useApiMutation(saveCall<ItemRequest>('item'), itemReply, {
    reload: ({ id }) => (id ? [categoryKeys.tree()] : [categoryKeys.tree(), accountKeys.all]),
    inlineErrors: true,
  });
// Deletes and clones have no form to show a failure in: theirs become error notices.
export const useDeleteItem = () => useApiMutation(deleteCall('item'), messageReply, { reload: () => [menuKeys.all] });
export const useCloneItem = () =>
  useApiMutation(cloneCall('item', 'clone/'), itemReply, { reload: () => [categoryKeys.tree()] });
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
        c._id !== v.category_id
          ? c
          : {
              ...c,
              items: v.items.map((id, sort) => ({ ...c.items.find((i) => i._id === id)!, sort })).filter((i) => i._id),
            },
      ),
  );
