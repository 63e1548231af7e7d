import type { TaxRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { categoryKeys } from './categories';
import { menuKeys } from './menu';
import { deleteCall, saveCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));

export const taxKeys = {
  all: [...menuKeys.all, 'taxes'] as const,
};

export const taxesQuery = () => apiQuery(taxKeys.all, { path: 'tax', schema: menuSchemas('taxesReply') });

export const useSaveTax = () =>
  useApiMutation(saveCall<TaxRequest>('tax'), menuSchemas('taxReply'), {
    reload: () => [taxKeys.all],
    inlineErrors: true,
  });
// Items name their taxes: a delete reloads the menu tree too.
export const useDeleteTax = () =>
  useApiMutation(deleteCall('tax'), errorsSchemas('messageReply'), {
    reload: () => [taxKeys.all, categoryKeys.tree()],
  });
