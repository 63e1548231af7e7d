import type { ManageLocationRequest } from '@/lib/contract';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { deleteCall, saveCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const locationSchemas = schemasOf(() => import('@/lib/contract/manage-locations'));

export const manageLocationKeys = {
  all: ['manage-locations'] as const,
};

export const manageLocationsQuery = () =>
  apiQuery(manageLocationKeys.all, { path: 'manage-location', schema: locationSchemas('manageLocationsReply') });

// GET user carries the locations the top bar's switcher lists: it reloads with the list, so a new
// location shows there at once.
const reload = () => [manageLocationKeys.all, accountKeys.user()];

export const useSaveManagedLocation = () =>
  useApiMutation(saveCall<ManageLocationRequest>('manage-location'), locationSchemas('manageLocationReply'), {
    reload,
    inlineErrors: true,
  });

export const useDeleteManagedLocation = () =>
  useApiMutation(deleteCall('manage-location'), errorsSchemas('messageReply'), { reload });

/** SPEC's GET business/search/{email}: mails a code to that business's owner (a GET that sends mail). */
export const useSearchBusiness = () =>
  useApiMutation(
    (email: string) => ({ path: `business/search?email=${encodeURIComponent(email)}`, method: 'GET' }),
    locationSchemas('businessSearchReply'),
    { inlineErrors: true },
  );

/** SPEC's GET manage-location/verify/{code}: completes the link. */
export const useVerifyLink = () =>
  useApiMutation(
    (code: string) => ({ path: `manage-location/verify?code=${encodeURIComponent(code)}`, method: 'GET' }),
    locationSchemas('manageLocationReply'),
    { reload, inlineErrors: true },
  );

/** The customer-facing list of every location (the page at multi_location_url), read signed out. */
export const publicLocationsQuery = (slug: string) =>
  apiQuery([...manageLocationKeys.all, 'public', slug], {
    path: 'public/locations',
    query: { slug },
    schema: locationSchemas('publicLocationsReply'),
  });
