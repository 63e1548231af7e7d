import type { ComboRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { cloneCall, deleteCall, saveCall } from './resource-calls';
import { menuKeys } from './menu';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));

export const comboKeys = {
  all: [...menuKeys.all, 'combos'] as const,
};

export const combosQuery = () => apiQuery(comboKeys.all, { path: 'combo', schema: menuSchemas('combosReply') });

export const useSaveCombo = () =>
  useApiMutation(saveCall<ComboRequest>('combo'), menuSchemas('comboReply'), {
    reload: () => [comboKeys.all],
    inlineErrors: true,
  });
export const useDeleteCombo = () =>
  useApiMutation(deleteCall('combo'), errorsSchemas('messageReply'), { reload: () => [comboKeys.all] });
export const useCloneCombo = () =>
  useApiMutation(cloneCall('combo', 'clone/'), menuSchemas('comboReply'), { reload: () => [comboKeys.all] });
