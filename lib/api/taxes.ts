import { messageReply, taxReply, taxesReply, type TaxRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { categoryKeys } from './categories';
import { menuKeys } from './menu';
import { deleteCall, saveCall } from './resource-calls';

export const taxKeys = {
  all: [...menuKeys.all, 'taxes'] as const,
};

export const taxesQuery = () => apiQuery(taxKeys.all, { path: 'tax', schema: taxesReply });

export const useSaveTax = () =>
  useApiMutation(saveCall<TaxRequest>('tax'), taxReply, { reload: () => [taxKeys.all], inlineErrors: true });
// Items name their taxes: a delete reloads the menu tree too.
export const useDeleteTax = () =>
  useApiMutation(deleteCall('tax'), messageReply, { reload: () => [taxKeys.all, categoryKeys.tree()] });
