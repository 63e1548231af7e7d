import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryZoneRequest, LocationZonesReply, ZoneKind } from '@/lib/contract/delivery-zones';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const zoneSchemas = schemasOf(() => import('@/lib/contract/delivery-zones'));

/**
 * The current location's delivery and catering zones (the BFF scopes the calls to the session's
 * location; the location switcher invalidates every query). GET and every write answer with both
 * lists, which replace the cached ones (SPEC §4, §7).
 */
export const deliveryZoneKeys = {
  all: ['delivery-zones'] as const,
};

export const deliveryZonesQuery = () =>
  apiQuery(deliveryZoneKeys.all, { path: 'location/delivery-zone', schema: zoneSchemas('locationZonesReply') });

/** SPEC §7: delivery zones under location/delivery-zone, catering ones under location/catering-delivery-zone. */
const zonePath = (kind: ZoneKind) =>
  kind === 'catering' ? 'location/catering-delivery-zone' : 'location/delivery-zone';

export interface SaveZoneVariables {
  /** undefined creates a zone. */
  id?: string;
  body: DeliveryZoneRequest;
}

/** Every write's reply is the location's zones: it replaces the cache instead of a second GET. */
function useReplaceZones() {
  const qc = useQueryClient();
  return (reply: LocationZonesReply) => qc.setQueryData(deliveryZoneKeys.all, reply);
}

/** POST (create) or PUT ?delivery_id= (edit; the body carries no id). */
export function useSaveZone(kind: ZoneKind) {
  const replace = useReplaceZones();
  const mutation = useApiMutation(
    ({ id, body }: SaveZoneVariables) => ({
      path: id ? `${zonePath(kind)}?delivery_id=${encodeURIComponent(id)}` : zonePath(kind),
      method: id ? 'PUT' : 'POST',
      body,
    }),
    zoneSchemas('locationZonesReply'),
    { inlineErrors: true },
  );
  return {
    ...mutation,
    mutate: (v: SaveZoneVariables, callbacks: Parameters<typeof mutation.mutate>[1] = {}) =>
      mutation.mutate(v, {
        ...callbacks,
        onSuccess: (reply, ...rest) => {
          replace(reply);
          callbacks.onSuccess?.(reply, ...rest);
        },
      }),
  };
}

export function useDeleteZone(kind: ZoneKind) {
  const replace = useReplaceZones();
  const mutation = useApiMutation(
    (id: string) => ({ path: `${zonePath(kind)}?delivery_id=${encodeURIComponent(id)}`, method: 'DELETE' }),
    zoneSchemas('locationZonesReply'),
  );
  return {
    ...mutation,
    mutate: (id: string, callbacks: Parameters<typeof mutation.mutate>[1] = {}) =>
      mutation.mutate(id, {
        ...callbacks,
        onSuccess: (reply, ...rest) => {
          replace(reply);
          callbacks.onSuccess?.(reply, ...rest);
        },
      }),
  };
}
