import type { BusinessInfoRequest, LocationRequest } from '@/lib/contract/store-profile';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const storeProfileSchemas = schemasOf(() => import('@/lib/contract/store-profile'));

export const storeProfileKeys = {
  all: ['store-profile'] as const,
  businessInfo: () => [...storeProfileKeys.all, 'business-info'] as const,
};

export const businessInfoQuery = () =>
  apiQuery(storeProfileKeys.businessInfo(), {
    path: 'business/info',
    schema: storeProfileSchemas('businessInfoReply'),
  });

// The shell shows the business's name (GET user): it reloads too.
export const useSaveBusinessInfo = () =>
  useApiMutation(
    (body: BusinessInfoRequest) => ({ path: 'business/info', method: 'PATCH', body }),
    storeProfileSchemas('businessInfoReply'),
    {
      reload: () => [storeProfileKeys.businessInfo(), accountKeys.all],
      inlineErrors: true,
    },
  );

/** The location switcher and every screen's time zone read GET user's locations: it reloads. */
export const useSaveLocation = () =>
  useApiMutation(
    ({ id, body }: { id: string; body: LocationRequest }) => ({ path: `location/${id}`, method: 'PUT', body }),
    storeProfileSchemas('locationReply'),
    { reload: () => [accountKeys.all], inlineErrors: true },
  );
