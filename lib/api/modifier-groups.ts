import { messageReply, modifierGroupReply, modifierGroupsReply, type ModifierGroupRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { categoryKeys } from './categories';
import { menuKeys } from './menu';
import { cloneCall, deleteCall, saveCall } from './resource-calls';

export const modifierGroupKeys = {
  all: [...menuKeys.all, 'modifier-groups'] as const,
};

export const modifierGroupsQuery = () =>
  apiQuery(modifierGroupKeys.all, { path: 'modifier-group', schema: modifierGroupsReply });

export const useSaveModifierGroup = () =>
  useApiMutation(saveCall<ModifierGroupRequest>('modifier-group'), modifierGroupReply, {
    reload: () => [modifierGroupKeys.all],
    inlineErrors: true,
  });
// Items name their groups: a delete reloads the menu tree too.
export const useDeleteModifierGroup = () =>
  useApiMutation(deleteCall('modifier-group'), messageReply, {
    reload: () => [modifierGroupKeys.all, categoryKeys.tree()],
  });
export const useCloneModifierGroup = () =>
  useApiMutation(cloneCall('modifier-group', 'clone'), modifierGroupReply, { reload: () => [modifierGroupKeys.all] });
