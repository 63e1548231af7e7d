import type { BlockedDateRequest, NewHolidayRequest } from '@/lib/contract/store-holidays';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import type { SaveVariables } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const storeSchemas = schemasOf(() => import('@/lib/contract/store'));

/**
 * Holidays and blocked dates of the current location (the BFF scopes the calls to it; the
 * location switcher invalidates every query). SPEC §7 names a row in the query: `?holiday_id=`.
 */
export const holidayKeys = { all: ['store', 'holidays'] as const };
export const blockedDateKeys = { all: ['store', 'blocked-dates'] as const };

export const holidaysQuery = () =>
  apiQuery(holidayKeys.all, { path: 'location/holidays', schema: storeSchemas('holidaysReply') });
export const blockedDatesQuery = () =>
  apiQuery(blockedDateKeys.all, { path: 'location/blocked-dates', schema: storeSchemas('blockedDatesReply') });

/** POST without an id, PUT `?<idParam>=` with one. */
const saveCall =
  <B>(path: string, idParam: string) =>
  ({ id, body }: SaveVariables<B>) => ({
    path: id ? `${path}?${idParam}=${encodeURIComponent(id)}` : path,
    method: id ? ('PUT' as const) : ('POST' as const),
    body,
  });
const deleteCall = (path: string, idParam: string) => (id: string) => ({
  path: `${path}?${idParam}=${encodeURIComponent(id)}`,
  method: 'DELETE' as const,
});

export const useSaveHoliday = () =>
  useApiMutation(saveCall<NewHolidayRequest>('location/holidays', 'holiday_id'), storeSchemas('holidaysReply'), {
    reload: () => [holidayKeys.all],
    inlineErrors: true,
  });
export const useDeleteHoliday = () =>
  useApiMutation(deleteCall('location/holidays', 'holiday_id'), storeSchemas('holidaysReply'), {
    reload: () => [holidayKeys.all],
  });

export const useSaveBlockedDate = () =>
  useApiMutation(
    saveCall<BlockedDateRequest>('location/blocked-dates', 'blocked_date_id'),
    storeSchemas('blockedDatesReply'),
    {
      reload: () => [blockedDateKeys.all],
      inlineErrors: true,
    },
  );
export const useDeleteBlockedDate = () =>
  useApiMutation(deleteCall('location/blocked-dates', 'blocked_date_id'), storeSchemas('blockedDatesReply'), {
    reload: () => [blockedDateKeys.all],
  });
