import { messageReply, modifierGroupReply, modifierGroupsReply, type ModifierGroupRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { categoryKeys } from './categories';
import { menuKeys } from './menu';

export const modifierGroupKeys = {
  all: [...menuKeys.all, 'modifier-groups'] as const,
};

export const modifierGroupsQuery = () => apiQuery(modifierGroupKeys.all, { path: 'modifier-group', schema: modifierGroupsReply });

export const useSaveModifierGroup = () =>
  useApiMutation(
    ({ id, body }: { id?: string; body: ModifierGroupRequest }) => ({ path: id ? `modifier-group/${id}` : 'modifier-group', method: id ? 'PUT' : 'POST', body }),
    modifierGroupReply,
    { reload: () => [modifierGroupKeys.all], inlineErrors: true },
  );
// Items name their groups: a delete reloads the menu tree too.
export const useDeleteModifierGroup = () =>
  useApiMutation((id: string) => ({ path: `modifier-group/${id}`, method: 'DELETE' }), messageReply, {
    reload: () => [modifierGroupKeys.all, categoryKeys.tree()],
  });
export const useCloneModifierGroup = () =>
  useApiMutation((id: string) => ({ path: `modifier-group/${id}/clone`, method: 'POST', body: {} }), modifierGroupReply, {
    reload: () => [modifierGroupKeys.all],
  });
