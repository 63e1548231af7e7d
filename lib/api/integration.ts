import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { menuKeys } from './menu';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));

export const integrationKeys = {
  all: [...menuKeys.all, 'integration'] as const,
};

export const integrationQuery = () =>
  apiQuery(integrationKeys.all, { path: 'integration', schema: menuSchemas('integrationReply') });

/** The Clover import replaces menu parts and can complete the Menu Manager step. */
export const useCloverImport = () =>
  useApiMutation(
    () => ({ path: 'integration/clover/import', method: 'POST', body: {} }),
    menuSchemas('cloverImportReply'),
    {
      reload: () => [menuKeys.all, accountKeys.all],
      inlineErrors: true,
    },
  );
