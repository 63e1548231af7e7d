import type { BulkItemRequest, Category, ItemRequest } from '@/lib/contract';
import { apiCall } from './api-client';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { categoryKeys, useTreeChange, useTreeSort } from './categories';
import { menuKeys } from './menu';
import { cloneCall, deleteCall, saveCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));
const menuToolsSchemas = schemasOf(() => import('@/lib/contract/menu-tools'));
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));

// Items have no list of their own: they live in the menu tree (categoriesQuery), which reloads.

/** A first item completes the Menu Manager step: after a create the account (checklist) reloads too. */
export const useSaveItem = () =>
  useApiMutation(saveCall<ItemRequest>('item'), menuSchemas('itemReply'), {
    reload: ({ id }) => (id ? [categoryKeys.tree()] : [categoryKeys.tree(), accountKeys.all]),
    inlineErrors: true,
  });
// Deletes and clones have no form to show a failure in: theirs become error notices.
export const useDeleteItem = () =>
  useApiMutation(deleteCall('item'), errorsSchemas('messageReply'), { reload: () => [menuKeys.all] });
export const useCloneItem = () =>
  useApiMutation(cloneCall('item', 'clone/'), menuSchemas('itemReply'), { reload: () => [categoryKeys.tree()] });
export const useBulkItems = () =>
  useApiMutation(
    (body: BulkItemRequest) => ({ path: 'item/bulk', method: 'POST', body }),
    menuToolsSchemas('bulkItemReply'),
    {
      reload: () => [categoryKeys.tree()],
      inlineErrors: true,
    },
  );

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

export interface ItemMove {
  itemId: string;
  categoryId: string;
  /** Position among the target category's items once it is there (0-based). */
  position: number;
}

/**
 * An item dragged into another category (SPEC §7: PUT item/{id} with its new category_id puts it
 * last there; POST item/sort then gives it the place it was dropped at). Optimistic like the sorts,
 * so the row does not jump back while the calls run; a failure puts the server's menu back and is
 * the caller's to report (silent here: the menu says which item and category).
 */
export function useMoveItem() {
  return useTreeChange(
    async ({ itemId, categoryId }: ItemMove, tree) => {
      await apiCall(`item/${itemId}`, menuSchemas('itemReply'), { method: 'PUT', body: { category_id: categoryId } });
      const order = tree.find((c) => c._id === categoryId)?.items.map((i) => i._id);
      // Put last by the PUT: a sort only when it was dropped higher up.
      if (order && order.indexOf(itemId) !== order.length - 1)
        await apiCall('item/sort', errorsSchemas('optionalMessageReply'), {
          method: 'POST',
          body: { category_id: categoryId, items: order },
        });
    },
    moveItemInTree,
    { silent: true },
  );
}

/** The menu tree with the item taken out of its category and put at `position` of another. */
export function moveItemInTree(
  categories: readonly Category[],
  { itemId, categoryId, position }: ItemMove,
): Category[] {
  const item = categories.flatMap((c) => c.items).find((i) => i._id === itemId);
  if (!item) return [...categories];
  return categories.map((c) => {
    const items = c.items.filter((i) => i._id !== itemId);
    if (c._id === categoryId) items.splice(position, 0, { ...item, category_id: categoryId });
    return items.length === c.items.length && c._id !== categoryId
      ? c
      : { ...c, items: items.map((i, sort) => ({ ...i, sort })) };
  });
}
