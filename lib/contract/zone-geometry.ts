import { area } from '@turf/area';
import { booleanIntersects } from '@turf/boolean-intersects';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { circle } from '@turf/circle';
import { destination } from '@turf/destination';
import { distance } from '@turf/distance';
import { polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';

/**
 * Geometry of delivery zones (issue 14), shared by the reference API (quote, stats, validation)
 * and the editor (address tester, overlap outlines), so both answer the same for the same point.
 * Per-function @turf packages keep the client bundle to what is used here.
 *
 * Shapes as stored: a circle is a centre Point plus `radius` metres; a square and a custom zone
 * are a Polygon of one closed ring (radius 0). Coordinates are GeoJSON order, [lng, lat].
 */

export type LngLat = [number, number];
export type Ring = LngLat[];

export type ZoneGeometry = { type: 'Point'; coordinates: LngLat } | { type: 'Polygon'; coordinates: Ring[] };

/** What the helpers need of a zone: the delivery zone of the contract fits it. */
export interface GeoZone {
  _id: string;
  map_shape: 'circle' | 'square' | 'custom';
  radius: number;
  locations: ZoneGeometry;
  is_custom_date?: boolean;
  from_date?: string | null;
  to_date?: string | null;
}

/** Ring refusals, keys of the `validation` namespace (the form and the API show the same text). */
export const RING = {
  open: 'validation.ringOpen',
  tooFew: 'validation.ringTooFew',
  tooMany: 'validation.ringTooMany',
  selfIntersecting: 'validation.ringSelfIntersecting',
  longitude: 'validation.longitude',
  latitude: 'validation.latitude',
} as const;
export type RingError = (typeof RING)[keyof typeof RING];

/** A ring of more vertices than this is refused: no hand-drawn zone needs it, and checks stay fast. */
export const RING_MAX_POINTS = 1000;
/** Below this area (m²) a ring is a line or a dot, not a zone. */
const MIN_AREA_M2 = 1;

const samePoint = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** The ring without consecutive repeats (a double click leaves one); the closing point is kept. */
function withoutRepeats(ring: Ring): Ring {
  return ring.filter((p, i) => i === 0 || !samePoint(p, ring[i - 1]!));
}

/**
 * null when the ring can bound a zone, else why not: coordinates within the globe's range,
 * closed (last point = first), at least 3 distinct points not all on one line, no edge crossing
 * another.
 */
export function validateRing(ring: readonly (readonly number[])[]): RingError | null {
  if (!Array.isArray(ring)) return RING.open;
  if (ring.length > RING_MAX_POINTS + 1) return RING.tooMany;
  for (const p of ring) {
    if (!Array.isArray(p) || p.length !== 2 || !Number.isFinite(p[0]) || p[0]! < -180 || p[0]! > 180) {
      return RING.longitude;
    }
    if (!Number.isFinite(p[1]) || p[1]! < -90 || p[1]! > 90) return RING.latitude;
  }
  const points = ring as Ring;
  if (points.length < 2 || !samePoint(points[0]!, points[points.length - 1]!)) return RING.open;
  const distinct = new Set(points.map((p) => `${p[0]},${p[1]}`));
  if (distinct.size < 3) return RING.tooFew;
  const clean = withoutRepeats(points);
  const shape = polygon([clean]);
  // Crossings first: a bow tie's two halves cancel out to no area.
  if (kinks(shape).features.length > 0) return RING.selfIntersecting;
  if (area(shape) < MIN_AREA_M2) return RING.tooFew;
  return null;
}

/** The closed ring of a square centred on `centre` whose sides are 2 × halfSideMetres long. */
export function squareRing(centre: LngLat, halfSideMetres: number): Ring {
  const at = (bearing: number) =>
    destination(centre, halfSideMetres, bearing, { units: 'meters' }).geometry.coordinates as LngLat;
  const north = at(0)[1];
  const south = at(180)[1];
  const east = at(90)[0];
  const west = at(-90)[0];
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** Metres between two points (great circle). */
export const metresBetween = (a: LngLat, b: LngLat) => distance(a, b, { units: 'meters' });

/** A circle zone as a polygon (64 sides), for drawing and for overlap tests. */
export function circleRing(centre: LngLat, radiusMetres: number, steps = 64): Ring {
  return circle(centre, radiusMetres, { units: 'meters', steps }).geometry.coordinates[0] as Ring;
}

function asPolygon(zone: GeoZone) {
  if (zone.locations.type === 'Point') return polygon([circleRing(zone.locations.coordinates, zone.radius)]);
  return polygon(zone.locations.coordinates);
}

/** True when the point lies in the zone; a point on the edge counts as inside. */
export function zoneContains(zone: GeoZone, point: LngLat): boolean {
  if (zone.locations.type === 'Point') return metresBetween(zone.locations.coordinates, point) <= zone.radius;
  return booleanPointInPolygon(point, polygon(zone.locations.coordinates));
}

/** Area in m² (a circle's exact area, not its 64-sided drawing). */
export function zoneArea(zone: GeoZone): number {
  if (zone.locations.type === 'Point') return Math.PI * zone.radius * zone.radius;
  return area(polygon(zone.locations.coordinates));
}

/** A zone applies on a day (YYYY-MM-DD, the location's): always, or within its dates inclusive. */
export function activeOn(zone: GeoZone, dateYmd: string): boolean {
  if (!zone.is_custom_date) return true;
  if (zone.from_date && dateYmd < zone.from_date) return false;
  if (zone.to_date && dateYmd > zone.to_date) return false;
  return true;
}

/** The overlap rule, named in replies and in the UI. */
export const ZONE_RULE = 'smallest-area' as const;

/**
 * Which zone applies at a point on a day: of the zones active that day and containing the point,
 * the smallest by area wins (a small downtown zone drawn inside a wide one is the exception the
 * merchant meant); equal areas: the earlier in the list. `overlapping` lists every active zone
 * containing the point, the winner included, in list order.
 */
export function quoteZone<Z extends GeoZone>(
  zones: readonly Z[],
  point: LngLat,
  dateYmd: string,
): { zone: Z | null; overlapping: string[] } {
  const containing = zones.filter((z) => activeOn(z, dateYmd) && zoneContains(z, point));
  let winner: Z | null = null;
  let winnerArea = Infinity;
  for (const z of containing) {
    const a = zoneArea(z);
    if (a < winnerArea) {
      winner = z;
      winnerArea = a;
    }
  }
  return { zone: winner, overlapping: containing.map((z) => z._id) };
}

/** Two zones share ground (touching edges count). */
export function zonesOverlap(a: GeoZone, b: GeoZone): boolean {
  if (a.locations.type === 'Point' && b.locations.type === 'Point') {
    return metresBetween(a.locations.coordinates, b.locations.coordinates) <= a.radius + b.radius;
  }
  return booleanIntersects(asPolygon(a), asPolygon(b));
}

/**
 * Every pair of overlapping zones, with the one that wins where both apply (the smaller; equal
 * areas: the earlier in the list). Dates are not considered: the outline shows where zones could
 * compete.
 */
export function overlapPairs(zones: readonly GeoZone[]): { a: string; b: string; winner: string }[] {
  const pairs: { a: string; b: string; winner: string }[] = [];
  for (let i = 0; i < zones.length; i++) {
    for (let j = i + 1; j < zones.length; j++) {
      const a = zones[i]!;
      const b = zones[j]!;
      if (!zonesOverlap(a, b)) continue;
      pairs.push({ a: a._id, b: b._id, winner: zoneArea(b) < zoneArea(a) ? b._id : a._id });
    }
  }
  return pairs;
}
