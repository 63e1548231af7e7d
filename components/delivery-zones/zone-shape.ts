import { metresBetween, squareRing, type GeoZone, type LngLat, type ZoneGeometry } from '@/lib/contract/zone-geometry';
import type { Shape } from './drawing';

/**
 * A drawn shape ↔ the zone fields the contract stores (SPEC §4: square and custom keep radius 0).
 * The stored radius of a circle is the radius drawn, in metres: SPEC's "circle edit adds 1000" is
 * not applied (docs/decisions.md).
 */
export function shapeToFields(shape: Shape): Pick<GeoZone, 'map_shape' | 'radius' | 'locations'> {
  if (shape.kind === 'circle') {
    return {
      map_shape: 'circle',
      radius: Math.round(shape.radius),
      locations: { type: 'Point', coordinates: shape.centre },
    };
  }
  const ring = shape.kind === 'square' ? squareRing(shape.centre, shape.half) : closed(shape.ring);
  return { map_shape: shape.kind, radius: 0, locations: { type: 'Polygon', coordinates: [ring] } };
}

/** The shape to draw and edit for a saved zone. */
export function zoneToShape(zone: Pick<GeoZone, 'map_shape' | 'radius' | 'locations'>): Shape {
  const geometry: ZoneGeometry = zone.locations;
  if (geometry.type === 'Point') return { kind: 'circle', centre: geometry.coordinates, radius: zone.radius };
  const ring = open(geometry.coordinates[0] ?? []);
  if (zone.map_shape === 'square' && ring.length === 4) {
    const lngs = ring.map((p) => p[0]);
    const lats = ring.map((p) => p[1]);
    const centre: LngLat = [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
    return { kind: 'square', centre, half: Math.round(metresBetween(centre, [centre[0], Math.max(...lats)])) };
  }
  return { kind: 'custom', ring };
}

/** The corners of a square or custom shape, without the closing point (what Leaflet draws). */
export function outlineOf(shape: Exclude<Shape, { kind: 'circle' }>): LngLat[] {
  return shape.kind === 'square' ? open(squareRing(shape.centre, shape.half)) : shape.ring;
}

const same = (a: LngLat | undefined, b: LngLat | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

function closed(ring: LngLat[]): LngLat[] {
  return ring.length && !same(ring[0], ring[ring.length - 1]) ? [...ring, ring[0]!] : ring;
}

function open(ring: LngLat[]): LngLat[] {
  return ring.length > 1 && same(ring[0], ring[ring.length - 1]) ? ring.slice(0, -1) : ring;
}
