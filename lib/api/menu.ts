import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  bulkItemReply,
  categoriesReply,
  categoryListReply,
  categoryReply,
  cloverImportReply,
  comboReply,
  combosReply,
  integrationReply,
  itemReply,
  menuCopyReply,
  menuImportReply,
  messageReply,
  modifierGroupReply,
  modifierGroupsReply,
  taxReply,
  taxesReply,
  uploadReply,
  type BulkItemRequest,
  type Category,
  type CategoryRequest,
  type ComboRequest,
  type ItemRequest,
  type ItemUpdateRequest,
  type MenuImportRow,
  type ModifierGroupRequest,
  type TaxRequest,
} from '@/lib/contract';
import { accountKeys } from './account';
import { apiCall, type Method } from './api-client';

// The BFF scopes every menu call to the session's location; the location switcher invalidates
// every query, so the keys need not carry the location.
export const menuKeys = {
  all: ['menu'] as const,
  categories: () => [...menuKeys.all, 'categories'] as const,
  categoryList: () => [...menuKeys.all, 'category-list'] as const,
  modifierGroups: () => [...menuKeys.all, 'modifier-groups'] as const,
  combos: () => [...menuKeys.all, 'combos'] as const,
  taxes: () => [...menuKeys.all, 'taxes'] as const,
  integration: () => [...menuKeys.all, 'integration'] as const,
};

export const categoriesQuery = () =>
  queryOptions({ queryKey: menuKeys.categories(), queryFn: ({ signal }) => apiCall('category', categoriesReply, { signal }) });
export const categoryListQuery = () =>
  queryOptions({ queryKey: menuKeys.categoryList(), queryFn: ({ signal }) => apiCall('category/list', categoryListReply, { signal }) });
export const modifierGroupsQuery = () =>
  queryOptions({ queryKey: menuKeys.modifierGroups(), queryFn: ({ signal }) => apiCall('modifier-group', modifierGroupsReply, { signal }) });
export const combosQuery = () => queryOptions({ queryKey: menuKeys.combos(), queryFn: ({ signal }) => apiCall('combo', combosReply, { signal }) });
export const taxesQuery = () => queryOptions({ queryKey: menuKeys.taxes(), queryFn: ({ signal }) => apiCall('tax', taxesReply, { signal }) });
export const integrationQuery = () =>
  queryOptions({ queryKey: menuKeys.integration(), queryFn: ({ signal }) => apiCall('integration', integrationReply, { signal }) });

/**
 * A menu mutation: one call, then the listed queries reload (SPEC §4: after create, update or
 * delete the list reloads; deleting a category or item reloads the full list). Field errors stay
 * on the form (`inlineErrors`); other failures and the reply's message become notices.
 */
function useMenuMutation<V, S extends z.ZodType>(
  call: (v: V) => { path: string; method: Method; body?: unknown },
  schema: S,
  reload: () => QueryKey[],
  // Deletes and clones have no form to show a failure in: theirs must become an error notice.
  { inlineErrors = true }: { inlineErrors?: boolean } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => {
      const { path, method, body } = call(v);
      return apiCall(path, schema, { method, body });
    },
    onSuccess: () => Promise.all(reload().map((queryKey) => qc.invalidateQueries({ queryKey }))),
    meta: { inlineErrors },
  });
}
const NO_FORM = { inlineErrors: false };

const categoriesAndList = () => [menuKeys.categories(), menuKeys.categoryList()];

// ---------------------------------------------------------------- categories

export const useCreateCategory = () => useMenuMutation((body: CategoryRequest) => ({ path: 'category', method: 'POST', body }), categoryReply, categoriesAndList);
export const useUpdateCategory = () =>
  useMenuMutation(({ id, body }: { id: string; body: Partial<CategoryRequest> }) => ({ path: `category/${id}`, method: 'PUT', body }), categoryReply, categoriesAndList);
export const useDeleteCategory = () =>
  useMenuMutation((id: string) => ({ path: `category/${id}`, method: 'DELETE' }), messageReply, () => [menuKeys.all], NO_FORM);
export const useCloneCategory = () =>
  useMenuMutation((id: string) => ({ path: `category/${id}/clone`, method: 'POST', body: {} }), categoryReply, categoriesAndList, NO_FORM);

/** Moves `from` to `to` in a copy of `list`. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}

/**
 * Sorting is optimistic: the cache takes the new order at once (a drag must not jump back while
 * the call runs); a failure puts the server's order back.
 */
function useOptimisticSort<V>(path: string, body: (v: V) => unknown, apply: (categories: Category[], v: V) => Category[]) {
  const qc = useQueryClient();
  const key = menuKeys.categories();
  return useMutation({
    mutationFn: (v: V) => apiCall(path, messageReply.partial(), { method: 'POST', body: body(v) }),
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
    onSettled: () => qc.invalidateQueries({ queryKey: menuKeys.categoryList() }),
  });
}

export const useSortCategories = () =>
  useOptimisticSort(
    'category/sort',
    (ids: string[]) => ({ categories: ids }),
    (cats, ids) => ids.map((id, sort) => ({ ...cats.find((c) => c._id === id)!, sort })).filter((c) => c._id),
  );

export const useSortItems = () =>
  useOptimisticSort(
    'item/sort',
    (v: { category_id: string; items: string[] }) => v,
    (cats, v) =>
      cats.map((c) =>
        c._id !== v.category_id ? c : { ...c, items: v.items.map((id, sort) => ({ ...c.items.find((i) => i._id === id)!, sort })).filter((i) => i._id) },
      ),
  );

// ---------------------------------------------------------------- items

/** A first item completes the Menu Manager step: the account (checklist) reloads too. */
export const useCreateItem = () =>
  useMenuMutation((body: ItemRequest) => ({ path: 'item', method: 'POST', body }), itemReply, () => [menuKeys.categories(), accountKeys.all]);
export const useUpdateItem = () =>
  useMenuMutation(({ id, body }: { id: string; body: ItemUpdateRequest }) => ({ path: `item/${id}`, method: 'PUT', body }), itemReply, () => [
    menuKeys.categories(),
  ]);
export const useDeleteItem = () => useMenuMutation((id: string) => ({ path: `item/${id}`, method: 'DELETE' }), messageReply, () => [menuKeys.all], NO_FORM);
export const useCloneItem = () =>
  useMenuMutation((id: string) => ({ path: `item/${id}/clone/`, method: 'POST', body: {} }), itemReply, () => [menuKeys.categories()], NO_FORM);
export const useBulkItems = () =>
  useMenuMutation((body: BulkItemRequest) => ({ path: 'item/bulk', method: 'POST', body }), bulkItemReply, () => [menuKeys.categories()]);

// ---------------------------------------------------------------- whole menu

export const useCopyMenu = () =>
  useMenuMutation((body: { location_id: string; category_ids?: string[] }) => ({ path: 'menu/copy', method: 'POST', body }), menuCopyReply, () => []);
export const useImportMenu = () =>
  useMenuMutation((rows: MenuImportRow[]) => ({ path: 'menu/import', method: 'POST', body: { rows } }), menuImportReply, () => [
    menuKeys.all,
    accountKeys.all,
  ]);
export const useCloverImport = () =>
  useMenuMutation(() => ({ path: 'integration/clover/import', method: 'POST', body: {} }), cloverImportReply, () => [menuKeys.all, accountKeys.all]);

// ---------------------------------------------------------------- modifier groups, combos, taxes

export const useSaveModifierGroup = () =>
  useMenuMutation(
    ({ id, body }: { id?: string; body: ModifierGroupRequest }) => ({ path: id ? `modifier-group/${id}` : 'modifier-group', method: id ? 'PUT' : 'POST', body }),
    modifierGroupReply,
    () => [menuKeys.modifierGroups()],
  );
export const useDeleteModifierGroup = () =>
  useMenuMutation((id: string) => ({ path: `modifier-group/${id}`, method: 'DELETE' }), messageReply, () => [menuKeys.modifierGroups(), menuKeys.categories()], NO_FORM);
export const useCloneModifierGroup = () =>
  useMenuMutation((id: string) => ({ path: `modifier-group/${id}/clone`, method: 'POST', body: {} }), modifierGroupReply, () => [menuKeys.modifierGroups()], NO_FORM);

export const useSaveCombo = () =>
  useMenuMutation(
    ({ id, body }: { id?: string; body: ComboRequest }) => ({ path: id ? `combo/${id}` : 'combo', method: id ? 'PUT' : 'POST', body }),
    comboReply,
    () => [menuKeys.combos()],
  );
export const useDeleteCombo = () => useMenuMutation((id: string) => ({ path: `combo/${id}`, method: 'DELETE' }), messageReply, () => [menuKeys.combos()], NO_FORM);
export const useCloneCombo = () => useMenuMutation((id: string) => ({ path: `combo/${id}/clone/`, method: 'POST', body: {} }), comboReply, () => [menuKeys.combos()], NO_FORM);

export const useSaveTax = () =>
  useMenuMutation(({ id, body }: { id?: string; body: TaxRequest }) => ({ path: id ? `tax/${id}` : 'tax', method: id ? 'PUT' : 'POST', body }), taxReply, () => [
    menuKeys.taxes(),
  ]);
export const useDeleteTax = () => useMenuMutation((id: string) => ({ path: `tax/${id}`, method: 'DELETE' }), messageReply, () => [menuKeys.taxes(), menuKeys.categories()], NO_FORM);

// ---------------------------------------------------------------- uploads

/** POST upload (multipart): the image's URL for the item form's preview and `image` field. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall('upload', uploadReply, { method: 'POST', body: form });
    },
  });
}
