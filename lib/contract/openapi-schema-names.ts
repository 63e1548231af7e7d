import { z } from 'zod';
import * as contract from './index';
import * as readiness from './readiness';
import * as account from './openapi-operations-account';
import * as menu from './openapi-operations-menu';
import * as orders from './openapi-operations-orders';
import * as store from './openapi-operations-store';
import * as team from './openapi-operations-team';

/**
 * The exported name of each schema (lib/contract and the query shapes the operation files add),
 * which becomes its name under components/schemas. A schema exported twice keeps its first name.
 */
export function schemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const source of [contract, readiness, account, menu, orders, store, team]) {
    for (const [name, value] of Object.entries(source)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
    }
  }
  return names;
}
