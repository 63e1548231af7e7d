import {
  activeOn,
  circleRing,
  metresBetween,
  overlapPairs,
  quoteZone,
  RING,
  squareRing,
  validateRing,
  zoneArea,
  zoneContains,
  zonesOverlap,
  type GeoZone,
  type LngLat,
} from '@/lib/contract/zone-geometry';

// Montréal, around the demo store.
const centre: LngLat = [-73.5673, 45.5017];

const circleZone = (id: string, at: LngLat, radius: number, extra: Partial<GeoZone> = {}): GeoZone => ({
  _id: id,
  map_shape: 'circle',
  radius,
  locations: { type: 'Point', coordinates: at },
  ...extra,
});
const squareZone = (id: string, at: LngLat, half: number): GeoZone => ({
  _id: id,
  map_shape: 'square',
  radius: 0,
  locations: { type: 'Polygon', coordinates: [squareRing(at, half)] },
});

describe('validateRing', () => {
  const ok: LngLat[] = [
    [-73.6, 45.5],
    [-73.5, 45.5],
    [-73.5, 45.6],
    [-73.6, 45.5],
  ];

  it('accepts a closed triangle and a square', () => {
    expect(validateRing(ok)).toBeNull();
    expect(validateRing(squareRing(centre, 500))).toBeNull();
  });

  it('refuses an open ring', () => {
    expect(validateRing(ok.slice(0, 3))).toBe(RING.open);
  });

  it('refuses fewer than 3 distinct points, and points on one line', () => {
    expect(
      validateRing([
        [-73.6, 45.5],
        [-73.5, 45.5],
        [-73.5, 45.5],
        [-73.6, 45.5],
      ]),
    ).toBe(RING.tooFew);
    expect(
      validateRing([
        [-73.6, 45.5],
        [-73.5, 45.5],
        [-73.4, 45.5],
        [-73.6, 45.5],
      ]),
    ).toBe(RING.tooFew);
  });

  it('refuses a bow tie (edges crossing)', () => {
    expect(
      validateRing([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBe(RING.selfIntersecting);
  });

  it('refuses coordinates out of range', () => {
    expect(
      validateRing([
        [-200, 45],
        [-73.5, 45.5],
        [-73.5, 45.6],
        [-200, 45],
      ]),
    ).toBe(RING.longitude);
    expect(
      validateRing([
        [-73, 95],
        [-73.5, 45.5],
        [-73.5, 45.6],
        [-73, 95],
      ]),
    ).toBe(RING.latitude);
  });

  it('accepts a repeated vertex from a double click', () => {
    expect(validateRing([ok[0]!, ok[1]!, ok[1]!, ok[2]!, ok[3]!])).toBeNull();
  });
});

describe('shapes', () => {
  it('squareRing gives a closed ring whose half side is the asked metres', () => {
    const ring = squareRing(centre, 1000);
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    const [west, south] = ring[0]!;
    const [east] = ring[1]!;
    expect(metresBetween([west, centre[1]], [east, centre[1]])).toBeCloseTo(2000, -1);
    expect(metresBetween([centre[0], south], centre)).toBeCloseTo(1000, 0);
  });

  it('a circle contains points closer than its radius, edge included', () => {
    const zone = circleZone('c', centre, 1500);
    const east1400 = circleRing(centre, 1400, 4)[1]!;
    const east1600 = circleRing(centre, 1600, 4)[1]!;
    expect(zoneContains(zone, east1400)).toBe(true);
    expect(zoneContains(zone, east1600)).toBe(false);
  });

  it('a polygon contains inner points, not outer ones', () => {
    const zone = squareZone('s', centre, 1000);
    expect(zoneContains(zone, centre)).toBe(true);
    expect(zoneContains(zone, [centre[0] + 0.1, centre[1]])).toBe(false);
  });

  it('zoneArea: π r² for a circle, (2 half)² for a square', () => {
    expect(zoneArea(circleZone('c', centre, 1000))).toBeCloseTo(Math.PI * 1e6, 0);
    expect(zoneArea(squareZone('s', centre, 1000)) / 4e6).toBeCloseTo(1, 2);
  });
});

describe('activeOn', () => {
  const dated = circleZone('d', centre, 1000, { is_custom_date: true, from_date: '2026-12-01', to_date: '2026-12-31' });
  it('an undated zone is always active', () => {
    expect(activeOn(circleZone('u', centre, 1000), '1999-01-01')).toBe(true);
  });
  it('a dated zone is active from its first to its last day inclusive', () => {
    expect(activeOn(dated, '2026-11-30')).toBe(false);
    expect(activeOn(dated, '2026-12-01')).toBe(true);
    expect(activeOn(dated, '2026-12-31')).toBe(true);
    expect(activeOn(dated, '2027-01-01')).toBe(false);
  });
});

describe('quoteZone', () => {
  const wide = circleZone('wide', centre, 3000);
  const downtown = squareZone('downtown', centre, 500);
  const far = circleZone('far', [-73.2, 45.5], 1000);

  it('inside one zone: that zone', () => {
    const edge = circleRing(centre, 2000, 4)[1]!;
    expect(quoteZone([wide, downtown, far], edge, '2026-11-23')).toEqual({ zone: wide, overlapping: ['wide'] });
  });

  it('on an overlap: the smallest zone wins, whatever the list order', () => {
    expect(quoteZone([wide, downtown], centre, '2026-11-23')).toEqual({
      zone: downtown,
      overlapping: ['wide', 'downtown'],
    });
    expect(quoteZone([downtown, wide], centre, '2026-11-23').zone).toBe(downtown);
  });

  it('outside every zone: null', () => {
    expect(quoteZone([wide, downtown, far], [-74.5, 46], '2026-11-23')).toEqual({ zone: null, overlapping: [] });
  });

  it('a dated zone counts only within its dates', () => {
    const holiday = circleZone('holiday', centre, 200, {
      is_custom_date: true,
      from_date: '2026-12-20',
      to_date: '2026-12-26',
    });
    expect(quoteZone([wide, holiday], centre, '2026-12-19').zone).toBe(wide);
    expect(quoteZone([wide, holiday], centre, '2026-12-20').zone).toBe(holiday);
    expect(quoteZone([wide, holiday], centre, '2026-12-27').overlapping).toEqual(['wide']);
  });
});

describe('overlaps', () => {
  it('circles overlap when their centres are closer than the radii added', () => {
    const east2500 = circleRing(centre, 2500, 4)[1]!;
    expect(zonesOverlap(circleZone('a', centre, 1500), circleZone('b', east2500, 1500))).toBe(true);
    expect(zonesOverlap(circleZone('a', centre, 1000), circleZone('b', east2500, 1000))).toBe(false);
  });

  it('overlapPairs names each overlapping pair and the smaller as the winner', () => {
    const wide = circleZone('wide', centre, 3000);
    const downtown = squareZone('downtown', centre, 500);
    const far = circleZone('far', [-73.2, 45.5], 1000);
    expect(overlapPairs([wide, far, downtown])).toEqual([{ a: 'wide', b: 'downtown', winner: 'downtown' }]);
  });
});
