import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category, CategoryRequest, categoriesReply } from '@/lib/contract';
import { apiCall } from './api-client';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { menuKeys } from './menu';
import { cloneCall, deleteCall, saveCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));

export const categoryKeys = {
  /** GET category: every category with its items, the whole menu tree. */
  tree: () => [...menuKeys.all, 'categories'] as const,
  /** GET category/list: names only, for pickers. */
  names: () => [...menuKeys.all, 'category-list'] as const,
};

export const categoriesQuery = () =>
  apiQuery(categoryKeys.tree(), { path: 'category', schema: menuSchemas('categoriesReply') });
export const categoryListQuery = () =>
  apiQuery(categoryKeys.names(), { path: 'category/list', schema: menuSchemas('categoryListReply') });

const treeAndNames = () => [categoryKeys.tree(), categoryKeys.names()];

// SPEC §4: after create, update or delete the list reloads; deleting a category or item reloads
// the full list.
export const useSaveCategory = () =>
  useApiMutation(saveCall<CategoryRequest>('category'), menuSchemas('categoryReply'), {
    reload: treeAndNames,
    inlineErrors: true,
  });
// Deletes and clones have no form to show a failure in: theirs become error notices.
export const useDeleteCategory = () =>
  useApiMutation(deleteCall('category'), errorsSchemas('messageReply'), { reload: () => [menuKeys.all] });
export const useCloneCategory = () =>
  useApiMutation(cloneCall('category', 'clone'), menuSchemas('categoryReply'), { reload: treeAndNames });

/** Moves `from` to `to` in a copy of `list`. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}

/**
 * A change of the menu tree shown at once (optimistic): the cache takes `apply`'s tree before the
 * calls run (a drag must not jump back while they do); a failure puts the server's tree back.
 * `send` makes the calls, given the tree as it now stands.
 */
export function useTreeChange<V>(
  send: (v: V, tree: Category[]) => Promise<unknown>,
  apply: (categories: Category[], v: V) => Category[],
  meta?: { silent?: boolean },
) {
  const qc = useQueryClient();
  const key = categoryKeys.tree();
  return useMutation({
    mutationFn: (v: V) => send(v, qc.getQueryData<z.infer<typeof categoriesReply>>(key)?.categories ?? []),
    onMutate: async (v: V) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<z.infer<typeof categoriesReply>>(key);
      if (before) qc.setQueryData(key, { categories: apply(before.categories, v) });
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      return qc.invalidateQueries({ queryKey: key });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: categoryKeys.names() }),
    meta,
  });
}

/** A sort of the menu tree (categories, or the items of one), optimistic. */
export function useTreeSort<V>(
  path: string,
  body: (v: V) => unknown,
  apply: (categories: Category[], v: V) => Category[],
) {
  return useTreeChange(
    (v: V) => apiCall(path, errorsSchemas('optionalMessageReply'), { method: 'POST', body: body(v) }),
    apply,
  );
}

export const useSortCategories = () =>
  useTreeSort(
    'category/sort',
    (ids: string[]) => ({ categories: ids }),
    (cats, ids) => ids.map((id, sort) => ({ ...cats.find((c) => c._id === id)!, sort })).filter((c) => c._id),
  );
