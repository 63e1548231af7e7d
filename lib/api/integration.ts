import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { menuKeys } from './menu';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuToolsSchemas = schemasOf(() => import('@/lib/contract/menu-tools'));

export const integrationKeys = {
  all: [...menuKeys.all, 'integration'] as const,
};

export const integrationQuery = () =>
  apiQuery(integrationKeys.all, { path: 'integration', schema: menuToolsSchemas('integrationReply') });

/** The Clover import replaces menu parts and can complete the Menu Manager step. */
export const useCloverImport = () =>
  useApiMutation(
    () => ({ path: 'integration/clover/import', method: 'POST', body: {} }),
    menuToolsSchemas('cloverImportReply'),
    {
      reload: () => [menuKeys.all, accountKeys.all],
      inlineErrors: true,
    },
  );
