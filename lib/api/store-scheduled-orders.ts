import type { StoreService } from '@/lib/contract/store';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const storeScheduledOrdersSchemas = schemasOf(() => import('@/lib/contract/store-scheduled-orders'));

export const scheduledOrderKeys = {
  all: ['store', 'scheduled-orders'] as const,
  period: (from: string, to: string, services: readonly StoreService[]) =>
    [...scheduledOrderKeys.all, from, to, [...services].sort().join(',')] as const,
};

/** The open scheduled orders of the current location due in [from, to) for these services. */
export const scheduledOrdersQuery = (from: string, to: string, services: readonly StoreService[]) =>
  apiQuery(scheduledOrderKeys.period(from, to, services), {
    path: 'location/scheduled-orders',
    query: { from, to, services: [...services].sort().join(',') },
    schema: storeScheduledOrdersSchemas('scheduledOrdersReply'),
  });
