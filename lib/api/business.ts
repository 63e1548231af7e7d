import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { businessRegisterReply, businessTypesReply, countriesReply, type BusinessRegisterRequest } from '@/lib/contract';
import { apiCall } from './api-client';
import { accountKeys } from './account';

export const catalogueKeys = {
  businessTypes: ['catalogue', 'business-types'] as const,
  countries: ['catalogue', 'countries'] as const,
};

// Reference lists change only with a deployment: fetch once per visit.
export const businessTypesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.businessTypes,
    queryFn: ({ signal }) => apiCall('business-type', businessTypesReply, { signal }),
    staleTime: Infinity,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.countries,
    queryFn: ({ signal }) => apiCall('country', countriesReply, { signal }),
    staleTime: Infinity,
  });

/** SPEC §4: business registration success reloads the account. */
export function useRegisterBusiness() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessRegisterRequest) => apiCall('business/register', businessRegisterReply, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
    meta: { inlineErrors: true },
  });
}
