import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ZonesCopyRequest } from '@/lib/contract/delivery-zone-tools';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import { apiCall, SESSION_BASE } from './api-client';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { deliveryZoneKeys } from './delivery-zones';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const zoneToolSchemas = schemasOf(() => import('@/lib/contract/delivery-zone-tools'));

export const zoneToolKeys = {
  /** `shapes` changes whenever a zone's ground or dates change: the figures follow the edit. */
  stats: (kind: ZoneKind, shapes: string) => [...deliveryZoneKeys.all, 'stats', kind, shapes] as const,
  geocode: (q: string) => ['geocode', q] as const,
};

/**
 * The last 90 days' delivery orders of the location: their points and each zone's figures.
 * Every order counts in the zone that wins at its point, so the figures depend on every zone's
 * shape and dates: `shapes` (zoneShapesSignature) reloads them after a zone is saved.
 */
export const zoneStatsQuery = (kind: ZoneKind, shapes: string) =>
  apiQuery(
    zoneToolKeys.stats(kind, shapes),
    { path: 'location/delivery-zone/stats', query: { kind }, schema: zoneToolSchemas('zoneStatsReply') },
    { placeholderData: keepPreviousData },
  );

/** A short fingerprint of what decides where orders count: ids, shapes, radii and dates. */
export function zoneShapesSignature(zones: readonly DeliveryZone[]): string {
  const text = JSON.stringify(
    zones.map((z) => [z._id, z.radius, z.locations, z.is_custom_date, z.from_date, z.to_date]),
  );
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return `${zones.length}-${(hash >>> 0).toString(36)}`;
}

/** The location's zones of one kind as a GeoJSON FeatureCollection (what the export downloads). */
export const exportZones = (kind: ZoneKind) =>
  apiCall('location/delivery-zone/export', zoneToolSchemas('zonesFeatureCollectionSchema'), { query: { kind } });

export type ZoneCopyMode = 'append' | 'replace';

export interface ImportZonesVariables {
  collection: unknown;
  mode: ZoneCopyMode;
}

/** All or nothing: a refused feature answers 422 with field errors named after it (features.3.delivery_rate). */
export const useImportZones = (kind: ZoneKind) =>
  useApiMutation(
    ({ collection, mode }: ImportZonesVariables) => ({
      path: `location/delivery-zone/import?kind=${kind}&mode=${mode}`,
      method: 'POST',
      body: collection,
    }),
    zoneToolSchemas('zonesCopiedReply'),
    { reload: () => [deliveryZoneKeys.all], inlineErrors: true },
  );

/** The other location's zones change, not this one's: nothing on this screen reloads. */
export const useCopyZones = () =>
  useApiMutation(
    (body: ZonesCopyRequest) => ({ path: 'location/delivery-zone/copy', method: 'POST', body }),
    zoneToolSchemas('zonesCopiedReply'),
    { inlineErrors: true },
  );

/**
 * Address search through the portal's own server (app/api/session/geocode): the pages' CSP
 * allows no third-party connection from the browser, and the geocoder's URL stays server-side.
 */
export const geocodeQuery = (q: string) =>
  queryOptions({
    queryKey: zoneToolKeys.geocode(q),
    queryFn: ({ signal }) =>
      apiCall('geocode', () => import('@/lib/geocode').then((m) => m.geocodeReply), {
        base: SESSION_BASE,
        query: { q },
        signal,
      }),
    staleTime: Infinity,
  });

/** Whether the portal's server has a geocoder (an empty search answers 200 when it has, 404 when not). */
export const geocoderQuery = () =>
  queryOptions({
    queryKey: zoneToolKeys.geocode(''),
    queryFn: ({ signal }) =>
      apiCall('geocode', () => import('@/lib/geocode').then((m) => m.geocodeReply), { base: SESSION_BASE, signal }),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
