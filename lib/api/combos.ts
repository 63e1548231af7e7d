import { comboReply, combosReply, messageReply, type ComboRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { cloneCall, deleteCall, saveCall } from './resource-calls';
import { menuKeys } from './menu';

export const comboKeys = {
  all: [...menuKeys.all, 'combos'] as const,
};

export const combosQuery = () => apiQuery(comboKeys.all, { path: 'combo', schema: combosReply });

export const useSaveCombo = () =>
  useApiMutation(saveCall<ComboRequest>('combo'), comboReply, { reload: () => [comboKeys.all], inlineErrors: true });
export const useDeleteCombo = () =>
  useApiMutation(deleteCall('combo'), messageReply, { reload: () => [comboKeys.all] });
export const useCloneCombo = () =>
  useApiMutation(cloneCall('combo', 'clone/'), comboReply, { reload: () => [comboKeys.all] });
