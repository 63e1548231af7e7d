import type { RouteKey } from './routes';
import { accountOperations } from './openapi-operations-account';
import { auditOperations } from './openapi-operations-audit';
import { menuOperations } from './openapi-operations-menu';
import { orderOperations } from './openapi-operations-orders';
import { storeOperations } from './openapi-operations-store';
import { teamOperations } from './openapi-operations-team';
import type { TaggedOperation } from './openapi-types';

/**
 * Every row of the route table with what the document says of it. Typed as a whole Record: a row
 * added to lib/contract/routes.ts without its operation here does not compile.
 */
export const operations: Record<RouteKey, TaggedOperation> = {
  ...accountOperations,
  ...orderOperations,
  ...menuOperations,
  ...storeOperations,
  ...teamOperations,
  ...auditOperations,
};
