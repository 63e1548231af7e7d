import type { StoreAvailabilityRequest } from '@/lib/contract/store-availability';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const storeSchemas = schemasOf(() => import('@/lib/contract/store'));

export const storeAvailabilityKeys = {
  all: ['store', 'availability'] as const,
};

/** How often the top bar's chip asks again: a pause set on another device shows within a minute. */
export const AVAILABILITY_POLL_MS = 60_000;

/** The running pauses of the current location (every member may read them). */
export const storeAvailabilityQuery = () =>
  apiQuery(
    storeAvailabilityKeys.all,
    { path: 'location/store-availability', schema: storeSchemas('storeAvailabilityReply') },
    { refetchInterval: AVAILABILITY_POLL_MS, refetchOnWindowFocus: true },
  );

/** Pause or resume services (`pause: null`); the chip and the availability tab reload. */
export const useSetStoreAvailability = () =>
  useApiMutation(
    (body: StoreAvailabilityRequest) => ({ path: 'location/store-availability', method: 'POST', body }),
    storeSchemas('storeAvailabilityReply'),
    { reload: () => [storeAvailabilityKeys.all], inlineErrors: true },
  );
