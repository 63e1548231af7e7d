import {
  deliveryZoneRequest,
  squareRing,
  zonesImportRequest,
  ZV,
  RING,
  type DeliveryZoneRequest,
} from '@/lib/contract';

const circle: DeliveryZoneRequest = {
  name: 'Plateau',
  map_shape: 'circle',
  radius: 3000,
  locations: { type: 'Point', coordinates: [-73.58, 45.52] },
  delivery_minimum_amount: 1500,
  delivery_rate: 499,
};

/** Field → message of every issue, as the API's 422 and the form show them. */
function errors(body: unknown): Record<string, string> {
  const r = deliveryZoneRequest.safeParse(body);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('deliveryZoneRequest', () => {
  it('keeps a circle the size drawn and fills the defaults', () => {
    expect(deliveryZoneRequest.parse(circle)).toMatchObject({
      radius: 3000,
      address: '',
      allow_free_delivery: false,
      free_delivery_order_value: null,
      taxes: [],
      is_custom_date: false,
      from_date: null,
      to_date: null,
      colour: '#1e88e5',
    });
  });

  it('a circle without a radius gets 1500 m; square and custom get 0 (SPEC §4)', () => {
    expect(deliveryZoneRequest.parse({ ...circle, radius: undefined }).radius).toBe(1500);
    const square = {
      ...circle,
      map_shape: 'square',
      locations: { type: 'Polygon', coordinates: [squareRing([-73.58, 45.52], 800)] },
    };
    expect(deliveryZoneRequest.parse(square).radius).toBe(0);
  });

  it('fee: above zero and at most 3 digits in dollars', () => {
    expect(errors({ ...circle, delivery_rate: 0 })).toEqual({ delivery_rate: ZV.positive });
    expect(errors({ ...circle, delivery_rate: 100000 })).toEqual({ delivery_rate: ZV.feeMax });
    expect(errors({ ...circle, delivery_rate: 99999 })).toEqual({});
  });

  it('minimum: above zero and at most 4 digits in dollars', () => {
    expect(errors({ ...circle, delivery_minimum_amount: 0 })).toEqual({ delivery_minimum_amount: ZV.positive });
    expect(errors({ ...circle, delivery_minimum_amount: 1_000_000 })).toEqual({
      delivery_minimum_amount: ZV.minimumMax,
    });
  });

  it('free delivery: a value is required and must exceed the minimum', () => {
    expect(errors({ ...circle, allow_free_delivery: true })).toEqual({
      free_delivery_order_value: 'validation.required',
    });
    expect(errors({ ...circle, allow_free_delivery: true, free_delivery_order_value: 1500 })).toEqual({
      free_delivery_order_value: ZV.freeAboveMinimum,
    });
    expect(
      deliveryZoneRequest.parse({ ...circle, allow_free_delivery: true, free_delivery_order_value: 1501 })
        .free_delivery_order_value,
    ).toBe(1501);
  });

  it('dated zones need both dates in order', () => {
    expect(errors({ ...circle, is_custom_date: true })).toEqual({
      from_date: 'validation.required',
      to_date: 'validation.required',
    });
    expect(errors({ ...circle, is_custom_date: true, from_date: '2026-12-10', to_date: '2026-12-01' })).toEqual({
      to_date: ZV.dateOrder,
    });
  });

  it('refuses a shape that does not match its geometry, an open ring, a bad colour', () => {
    expect(errors({ ...circle, map_shape: 'custom' })).toEqual({ locations: ZV.shape });
    const open = [
      [-73.6, 45.5],
      [-73.5, 45.5],
      [-73.5, 45.6],
    ];
    expect(errors({ ...circle, map_shape: 'custom', locations: { type: 'Polygon', coordinates: [open] } })).toEqual({
      'locations.coordinates': RING.open,
    });
    expect(errors({ ...circle, colour: 'red' })).toEqual({ colour: ZV.colour });
    expect(errors({ ...circle, locations: { type: 'Point', coordinates: [-190, 45] } })).toEqual({
      'locations.coordinates.0': 'validation.longitude',
    });
  });
});

describe('zonesImportRequest', () => {
  it('names a refused zone by its feature index', () => {
    const feature = (props: object) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-73.58, 45.52] },
      properties: { ...circle, locations: undefined, ...props },
    });
    const r = zonesImportRequest.safeParse({
      type: 'FeatureCollection',
      features: [feature({}), feature({ delivery_rate: 123456 })],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['features.1.delivery_rate', ZV.feeMax],
    ]);
  });
});
