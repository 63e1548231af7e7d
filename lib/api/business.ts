import type { BusinessRegisterRequest } from '@/lib/contract';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const businessSchemas = schemasOf(() => import('@/lib/contract/business'));

/** Reference lists the registration form picks from. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  businessTypes: () => [...catalogueKeys.all, 'business-types'] as const,
  countries: () => [...catalogueKeys.all, 'countries'] as const,
};

// Reference lists change only with a deployment: fetch once per visit.
const ONCE = { staleTime: Infinity };

export const businessTypesQuery = () =>
  apiQuery(
    catalogueKeys.businessTypes(),
    { path: 'business-type', schema: businessSchemas('businessTypesReply') },
    ONCE,
  );

export const countriesQuery = () =>
  apiQuery(catalogueKeys.countries(), { path: 'country', schema: businessSchemas('countriesReply') }, ONCE);

/** SPEC §4: business registration success reloads the account. */
export const useRegisterBusiness = () =>
  useApiMutation(
    (body: BusinessRegisterRequest) => ({ path: 'business/register', method: 'POST', body }),
    businessSchemas('businessRegisterReply'),
    {
      reload: () => [accountKeys.all],
      inlineErrors: true,
    },
  );
