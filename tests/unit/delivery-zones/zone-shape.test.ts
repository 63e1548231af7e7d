import { outlineOf, shapeToFields, zoneToShape } from '@/components/delivery-zones/zone-shape';
import { metresBetween, validateRing } from '@/lib/contract/zone-geometry';

const centre: [number, number] = [-73.5673, 45.5017];

describe('drawn shape ↔ stored zone fields (SPEC §4)', () => {
  test('a circle keeps the radius drawn, in metres (no "+1000")', () => {
    const fields = shapeToFields({ kind: 'circle', centre, radius: 3000 });
    expect(fields).toEqual({ map_shape: 'circle', radius: 3000, locations: { type: 'Point', coordinates: centre } });
    expect(zoneToShape(fields)).toEqual({ kind: 'circle', centre, radius: 3000 });
  });

  test('a square is stored as its closed ring of 4 corners with radius 0, and reads back the same size', () => {
    const fields = shapeToFields({ kind: 'square', centre, half: 1500 });
    expect(fields.map_shape).toBe('square');
    expect(fields.radius).toBe(0);
    const ring = fields.locations.type === 'Polygon' ? fields.locations.coordinates[0]! : [];
    expect(ring).toHaveLength(5);
    expect(validateRing(ring)).toBeNull();
    const back = zoneToShape(fields);
    expect(back.kind).toBe('square');
    if (back.kind !== 'square') return;
    expect(back.half).toBeCloseTo(1500, -1);
    expect(metresBetween(back.centre, centre)).toBeLessThan(1);
  });

  test('a custom ring is closed when stored and open again when drawn', () => {
    const ring: [number, number][] = [
      [-73.6, 45.5],
      [-73.55, 45.52],
      [-73.54, 45.49],
    ];
    const fields = shapeToFields({ kind: 'custom', ring });
    expect(fields).toEqual({
      map_shape: 'custom',
      radius: 0,
      locations: { type: 'Polygon', coordinates: [[...ring, ring[0]]] },
    });
    const back = zoneToShape(fields);
    expect(back).toEqual({ kind: 'custom', ring });
    expect(back.kind === 'custom' && outlineOf(back)).toEqual(ring);
  });
});
