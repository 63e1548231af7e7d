import { cloverImportReply, integrationReply } from '@/lib/contract';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { menuKeys } from './menu';

export const integrationKeys = {
  all: [...menuKeys.all, 'integration'] as const,
};

export const integrationQuery = () => apiQuery(integrationKeys.all, { path: 'integration', schema: integrationReply });

/** The Clover import replaces menu parts and can complete the Menu Manager step. */
export const useCloverImport = () =>
  useApiMutation(() => ({ path: 'integration/clover/import', method: 'POST', body: {} }), cloverImportReply, {
    reload: () => [menuKeys.all, accountKeys.all],
    inlineErrors: true,
  });
