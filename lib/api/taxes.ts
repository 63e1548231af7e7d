import { messageReply, taxReply, taxesReply, type TaxRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { categoryKeys } from './categories';
import { menuKeys } from './menu';

export const taxKeys = {
  all: [...menuKeys.all, 'taxes'] as const,
};

export const taxesQuery = () => apiQuery(taxKeys.all, { path: 'tax', schema: taxesReply });

export const useSaveTax = () =>
  useApiMutation(({ id, body }: { id?: string; body: TaxRequest }) => ({ path: id ? `tax/${id}` : 'tax', method: id ? 'PUT' : 'POST', body }), taxReply, {
    reload: () => [taxKeys.all],
    inlineErrors: true,
  });
// Items name their taxes: a delete reloads the menu tree too.
export const useDeleteTax = () =>
  useApiMutation((id: string) => ({ path: `tax/${id}`, method: 'DELETE' }), messageReply, { reload: () => [taxKeys.all, categoryKeys.tree()] });
