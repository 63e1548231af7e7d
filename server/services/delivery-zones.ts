import { and, asc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  quoteZone,
  ZONE_RULE,
  ZONE_STATS_DAYS,
  type DeliveryZone,
  type DeliveryZoneInput,
  type LngLat,
  type LocationZonesReply,
  type ZoneKind,
  type ZoneQuoteReply,
  type ZonesFeatureCollection,
  type ZoneStatsReply,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { deliveryZones, locations, orders, taxes } from '../db/schema';
import { fieldFail, foundOr404 } from '../lib/http';
import { wallClock } from '../lib/time-zone';

export type ZoneRow = typeof deliveryZones.$inferSelect;

/** Whose zones: the location's own, with its business (a copy writes another location's). */
export interface ZoneOwner {
  businessId: string;
  locationId: string;
}

export const serializeZone = (row: ZoneRow): DeliveryZone => ({
  _id: row.id,
  name: row.name,
  map_shape: row.mapShape,
  radius: row.radius,
  locations: row.geometry,
  address: row.address,
  delivery_minimum_amount: row.minimumAmount,
  delivery_rate: row.rate,
  allow_free_delivery: row.allowFreeDelivery,
  free_delivery_order_value: row.freeDeliveryOrderValue,
  taxes: row.taxIds,
  is_custom_date: row.isCustomDate,
  from_date: row.fromDate,
  to_date: row.toDate,
  colour: row.colour,
});

const zoneValues = (owner: ZoneOwner, kind: ZoneKind, z: DeliveryZoneInput) => ({
  businessId: owner.businessId,
  locationId: owner.locationId,
  kind,
  name: z.name,
  mapShape: z.map_shape,
  radius: z.radius,
  geometry: z.locations,
  address: z.address,
  minimumAmount: z.delivery_minimum_amount,
  rate: z.delivery_rate,
  allowFreeDelivery: z.allow_free_delivery,
  freeDeliveryOrderValue: z.free_delivery_order_value,
  taxIds: z.taxes,
  isCustomDate: z.is_custom_date,
  fromDate: z.from_date,
  toDate: z.to_date,
  colour: z.colour,
});

/** A location's zones of one kind in the order they were drawn. */
export async function listZones(db: Db, locationId: string, kind: ZoneKind): Promise<DeliveryZone[]> {
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.locationId, locationId), eq(deliveryZones.kind, kind)))
    .orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
  return rows.map(serializeZone);
}

/** SPEC §7's reply: the location with both lists (and catering's status, read now). */
export async function locationZones(db: Db, locationId: string): Promise<LocationZonesReply> {
  const [loc] = await db
    .select({ catering: locations.cateringStatus })
    .from(locations)
    .where(eq(locations.id, locationId));
  return {
    location: {
      _id: locationId,
      delivery: { delivery_zones: await listZones(db, locationId, 'delivery') },
      catering: { status: loc?.catering ?? false, delivery_zones: await listZones(db, locationId, 'catering') },
    },
  };
}

/** The zone `?delivery_id=` names, of this location and kind; anything else is a 404. */
export async function zoneOr404(db: Db, owner: ZoneOwner, kind: ZoneKind, id: string): Promise<ZoneRow> {
  const [row] = await db
    .select()
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.id, id),
        eq(deliveryZones.businessId, owner.businessId),
        eq(deliveryZones.locationId, owner.locationId),
        eq(deliveryZones.kind, kind),
      ),
    );
  return foundOr404(row, 'deliveryZoneNotFound');
}

/** Taxes must be the location's (SPEC §3: from the tax list); `field` names where to say so. */
export async function checkZoneTaxes(db: Db, owner: ZoneOwner, taxIds: string[], field = 'taxes'): Promise<void> {
  if (taxIds.length === 0) return;
  const found = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(
      and(eq(taxes.businessId, owner.businessId), eq(taxes.locationId, owner.locationId), inArray(taxes.id, taxIds)),
    );
  if (found.length !== new Set(taxIds).size) throw fieldFail(field, 'taxesUnknown');
}

/** The location's tax ids (an imported file's other ids are dropped). */
export async function knownTaxIds(db: Db, owner: ZoneOwner): Promise<Set<string>> {
  const rows = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.businessId, owner.businessId), eq(taxes.locationId, owner.locationId)));
  return new Set(rows.map((r) => r.id));
}

/** Source tax id → the target location's tax of the same name (case-insensitive), for a copy. */
export async function taxIdsByName(db: Db, from: ZoneOwner, to: ZoneOwner): Promise<Map<string, string>> {
  const named = (o: ZoneOwner) =>
    db
      .select({ id: taxes.id, name: sql<string>`lower(${taxes.name})` })
      .from(taxes)
      .where(and(eq(taxes.businessId, o.businessId), eq(taxes.locationId, o.locationId)));
  const [source, target] = await Promise.all([named(from), named(to)]);
  const byName = new Map(target.map((t) => [t.name, t.id]));
  return new Map(source.flatMap((s) => (byName.has(s.name) ? [[s.id, byName.get(s.name)!] as const] : [])));
}

export async function createZone(db: Db, owner: ZoneOwner, kind: ZoneKind, input: DeliveryZoneInput): Promise<void> {
  await db.insert(deliveryZones).values(zoneValues(owner, kind, input));
}

/** PUT replaces the zone as a whole (what the form shows is what is saved). */
export async function updateZone(db: Db, row: ZoneRow, input: DeliveryZoneInput): Promise<void> {
  const { businessId: _b, locationId: _l, kind: _k, ...values } = zoneValues(row, row.kind, input);
  await db.update(deliveryZones).set(values).where(eq(deliveryZones.id, row.id));
}

export async function deleteZone(db: Db, row: ZoneRow): Promise<void> {
  await db.delete(deliveryZones).where(eq(deliveryZones.id, row.id));
}

/**
 * Adds zones to a location in one transaction (import, copy): `replace` deletes that location's
 * zones of the kind first, so a failure leaves the old ones. Created in list order, so the
 * target lists them as the source did.
 */
export async function addZones(
  db: Db,
  owner: ZoneOwner,
  kind: ZoneKind,
  inputs: DeliveryZoneInput[],
  mode: 'append' | 'replace',
): Promise<void> {
  await db.transaction(async (tx) => {
    if (mode === 'replace') {
      await tx
        .delete(deliveryZones)
        .where(and(eq(deliveryZones.locationId, owner.locationId), eq(deliveryZones.kind, kind)));
    }
    // One timestamp per row, a millisecond apart: the list's order is creation order.
    const start = Date.now();
    for (const [i, input] of inputs.entries()) {
      await tx.insert(deliveryZones).values({ ...zoneValues(owner, kind, input), createdAt: new Date(start + i) });
    }
  });
}

/** A zone as the input it was made from (copy to another location). */
export const zoneAsInput = (z: DeliveryZone): DeliveryZoneInput => {
  const { _id: _, ...rest } = z;
  return rest;
};

/** The location's local day (YYYY-MM-DD) at an instant. */
export function localYmd(at: Date, tz: string): string {
  const w = wallClock(at, tz);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * Which zone applies at a point on a day, by quoteZone (the editor's tester calls the same). A
 * catering quote while the location's catering is off finds no zone: no catering order is taken.
 */
export async function quote(
  db: Db,
  location: { _id: string; catering?: { status: boolean } },
  kind: ZoneKind,
  point: LngLat,
  dateYmd: string,
): Promise<ZoneQuoteReply> {
  if (kind === 'catering' && !location.catering?.status) return { zone: null, overlapping: [], rule: ZONE_RULE };
  const zones = await listZones(db, location._id, kind);
  const { zone, overlapping } = quoteZone(zones, point, dateYmd);
  return { zone, overlapping, rule: ZONE_RULE };
}

/** GeoJSON of a location's zones: the shape as geometry, every other field as properties. */
export function zonesToGeoJson(zones: DeliveryZone[]): ZonesFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: zones.map(({ locations: geometry, ...properties }) => ({ type: 'Feature', geometry, properties })),
  };
}

/**
 * The location's orders of the last 90 days with a position (delivery orders for delivery zones,
 * catering orders for catering zones; cancelled ones left out), each counted in the zone that
 * applied to its point on its local day.
 */
export async function zoneStats(
  db: Db,
  location: { _id: string; timezone: string },
  kind: ZoneKind,
  now: Date,
): Promise<ZoneStatsReply> {
  const since = new Date(now.getTime() - ZONE_STATS_DAYS * 86_400_000);
  const rows = await db
    .select({
      lng: orders.deliveryLongitude,
      lat: orders.deliveryLatitude,
      total: orders.total,
      fee: orders.deliveryFee,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, location._id),
        eq(orders.type, kind === 'catering' ? 'catering' : 'delivery'),
        ne(orders.status, 'cancelled'),
        eq(orders.isTest, false),
        gte(orders.createdAt, since),
        isNotNull(orders.deliveryLongitude),
        isNotNull(orders.deliveryLatitude),
      ),
    );
  const zones = await listZones(db, location._id, kind);
  const sums = new Map(zones.map((z) => [z._id, { orders: 0, total: 0, fees: 0 }]));
  const points: LngLat[] = [];
  for (const r of rows) {
    const point: LngLat = [r.lng!, r.lat!];
    points.push(point);
    const { zone } = quoteZone(zones, point, localYmd(r.createdAt, location.timezone));
    const sum = zone && sums.get(zone._id);
    if (!sum) continue;
    sum.orders += 1;
    sum.total += r.total;
    sum.fees += r.fee;
  }
  return {
    stats: zones.map((z) => {
      const s = sums.get(z._id)!;
      return {
        zone_id: z._id,
        orders: s.orders,
        average_order: s.orders ? Math.round(s.total / s.orders) : 0,
        fees: s.fees,
      };
    }),
    points,
  };
}
