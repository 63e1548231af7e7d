import { comboReply, combosReply, messageReply, type ComboRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { menuKeys } from './menu';

export const comboKeys = {
  all: [...menuKeys.all, 'combos'] as const,
};

export const combosQuery = () => apiQuery(comboKeys.all, { path: 'combo', schema: combosReply });

export const useSaveCombo = () =>
  useApiMutation(({ id, body }: { id?: string; body: ComboRequest }) => ({ path: id ? `combo/${id}` : 'combo', method: id ? 'PUT' : 'POST', body }), comboReply, {
    reload: () => [comboKeys.all],
    inlineErrors: true,
  });
export const useDeleteCombo = () => useApiMutation((id: string) => ({ path: `combo/${id}`, method: 'DELETE' }), messageReply, { reload: () => [comboKeys.all] });
export const useCloneCombo = () =>
  useApiMutation((id: string) => ({ path: `combo/${id}/clone/`, method: 'POST', body: {} }), comboReply, { reload: () => [comboKeys.all] });
