import type { ModifierGroupRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { categoryKeys } from './categories';
import { menuKeys } from './menu';
import { cloneCall, deleteCall, saveCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));

export const modifierGroupKeys = {
  all: [...menuKeys.all, 'modifier-groups'] as const,
};

export const modifierGroupsQuery = () =>
  apiQuery(modifierGroupKeys.all, { path: 'modifier-group', schema: menuSchemas('modifierGroupsReply') });

export const useSaveModifierGroup = () =>
  useApiMutation(saveCall<ModifierGroupRequest>('modifier-group'), menuSchemas('modifierGroupReply'), {
    reload: () => [modifierGroupKeys.all],
    inlineErrors: true,
  });
// Items name their groups: a delete reloads the menu tree too.
export const useDeleteModifierGroup = () =>
  useApiMutation(deleteCall('modifier-group'), errorsSchemas('messageReply'), {
    reload: () => [modifierGroupKeys.all, categoryKeys.tree()],
  });
export const useCloneModifierGroup = () =>
  useApiMutation(cloneCall('modifier-group', 'clone'), menuSchemas('modifierGroupReply'), {
    reload: () => [modifierGroupKeys.all],
  });
