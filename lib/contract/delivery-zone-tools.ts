import { z } from 'zod';
import { plainString, V } from './rules';
import type { LngLat } from './zone-geometry';
import {
  deliveryZoneRequest,
  deliveryZoneSchema,
  locationZonesReply,
  zoneCopyModes,
  zoneKinds,
  ZV,
} from './delivery-zones';

/**
 * The delivery-zone tools of a location (issue 14): its zones exported and imported as GeoJSON,
 * copied to another location, and counted against the past delivery orders. The zones themselves,
 * their rules and the tools' `?kind=` and `?mode=` queries are in delivery-zones.ts.
 */

// ---------------------------------------------------------------- GeoJSON

const zoneProperties = deliveryZoneSchema.omit({ locations: true });

/** GET location/delivery-zone/export?kind= : a circle is its centre Point with `radius` in properties. */
export const zonesFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: deliveryZoneSchema.shape.locations,
      properties: zoneProperties,
    }),
  ),
});
export type ZonesFeatureCollection = z.infer<typeof zonesFeatureCollectionSchema>;

/** A zone of an imported file: its properties are the zone's fields, its geometry the shape. */
const importedFeature = z
  .object({
    type: z.literal('Feature', { error: ZV.shape }),
    geometry: z.unknown(),
    properties: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .transform((f) => ({ ...(f.properties ?? {}), locations: f.geometry }))
  .pipe(deliveryZoneRequest);

/** At most this many zones in one import. */
export const ZONE_IMPORT_MAX = 200;

/**
 * POST location/delivery-zone/import?kind=&mode= : all or nothing. A refused zone answers 422
 * with field errors named after it: `features.3.delivery_rate`, `features.0.locations.coordinates`.
 */
export const zonesImportRequest = z.object({
  type: z.literal('FeatureCollection', { error: ZV.shape }),
  features: z.array(importedFeature, { error: ZV.shape }).min(1, V.required).max(ZONE_IMPORT_MAX, ZV.list),
});
export type ZonesImportRequest = z.input<typeof zonesImportRequest>;

/** POST location/delivery-zone/copy: this location's zones of `kind` to another location of the business. */
export const zonesCopyRequest = z.object({
  to_location_id: plainString().min(1, V.required).max(64),
  kind: z.enum(zoneKinds, { error: V.choice }),
  mode: z.enum(zoneCopyModes, { error: V.choice }).optional().default('append'),
});
export type ZonesCopyRequest = z.input<typeof zonesCopyRequest>;

/** Reply of import and copy: the target location's zones (as GET) and how many were added. */
export const zonesCopiedReply = locationZonesReply.extend({ copied: z.number().int() });
export type ZonesCopiedReply = z.infer<typeof zonesCopiedReply>;

// ---------------------------------------------------------------- past orders

/** Days of delivery orders the stats look back over. */
export const ZONE_STATS_DAYS = 90;

/**
 * GET location/delivery-zone/stats?kind= : the location's delivery orders of the last 90 days
 * with a position. Each is counted in the zone quoteZone gives for its point on its day;
 * `points` are every order's position (outside every zone too), for the map's dots.
 */
export const zoneStatsReply = z.object({
  stats: z.array(
    z.object({
      zone_id: z.string(),
      orders: z.number().int(),
      /** Cents: the orders' totals divided by their count, rounded; 0 without orders. */
      average_order: z.number().int(),
      /** Cents: the delivery fees collected. */
      fees: z.number().int(),
    }),
  ),
  points: z.array(z.tuple([z.number(), z.number()])),
});
export type ZoneStatsReply = z.infer<typeof zoneStatsReply>;
export type ZonePoint = LngLat;
