import { useQueryClient } from '@tanstack/react-query';
import type { HoursType, StoreHours } from '@/lib/contract/store';
import type { HoursRequest } from '@/lib/contract/store-hours';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const storeSchemas = schemasOf(() => import('@/lib/contract/store'));
const storeHoursSchemas = schemasOf(() => import('@/lib/contract/store-hours'));

/**
 * The three sets of hours of the current location and the "open at" preview (the BFF scopes the
 * calls to the session's location; the location switcher invalidates every query). Every hours
 * call answers with the three lists, which replace the cached ones (SPEC §4).
 */
export const storeHoursKeys = {
  all: ['store', 'hours'] as const,
  openAt: (date: string, time: string) => ['store', 'open-at', date, time] as const,
};

export const storeHoursQuery = () =>
  apiQuery(storeHoursKeys.all, { path: 'location/opening-hours', schema: storeSchemas('storeHoursSchema') });

/** Each service on the location's `date` at `time` ("YYYY-MM-DD", "HH:mm"), with the reason. */
export const openAtQuery = (date: string, time: string) =>
  apiQuery(storeHoursKeys.openAt(date, time), {
    path: 'location/open-at',
    query: { date, time },
    schema: storeHoursSchemas('openAtReply'),
  });

/**
 * What a screen does with a reply: it replaces the cached lists (the new truth), the previews
 * are stale, and business hours may have ticked the Store Hours step of getting-started.
 */
export function useReplaceHours() {
  const qc = useQueryClient();
  return (reply: StoreHours, type: HoursType) => {
    qc.setQueryData(storeHoursKeys.all, reply);
    void qc.invalidateQueries({ queryKey: ['store', 'open-at'] });
    if (type === 'business') void qc.invalidateQueries({ queryKey: accountKeys.all });
  };
}

/** PATCH: the whole week of one type, what the editor's Save sends. */
export const useSaveWeek = () =>
  useApiMutation(
    (body: HoursRequest) => ({ path: 'location/opening-hours', method: 'PATCH', body }),
    storeSchemas('storeHoursSchema'),
    { inlineErrors: true },
  );

/** DELETE pickup/all or delivery/all: the service follows business hours again. */
export const useFollowBusinessHours = () =>
  useApiMutation(
    (type: 'pickup' | 'delivery') => ({ path: `location/opening-hours/${type}/all`, method: 'DELETE' }),
    storeSchemas('storeHoursSchema'),
  );
