/**
 * Reference API: delivery zones and catering delivery zones (issue 14). SPEC §7 location/delivery-zone
 * (POST, PUT/DELETE ?delivery_id=), location/catering-delivery-zone, and ours: GET, quote, export,
 * import, copy, stats.
 */
import { eq } from 'drizzle-orm';
import {
  circleRing,
  locationZonesReply,
  squareRing,
  taxReply,
  zoneQuoteReply,
  zonesCopiedReply,
  zonesFeatureCollectionSchema,
  zoneStatsReply,
  type DeliveryZone,
  type DeliveryZoneRequest,
  type LngLat,
} from '@/lib/contract';
import { deliveryZones, locations } from '@/server/db/schema';
import { addLocation, addOrder } from '@/server/testing-fixtures';
import { DEMO_USERS } from '@/server/seed/demo';
import { api, client, signInStaff, startTestApi, withTestApi, type Owner } from './helpers/test-api';

startTestApi();

const centre: LngLat = [-73.5673, 45.5017];
const wide: DeliveryZoneRequest = {
  name: 'Wide',
  map_shape: 'circle',
  radius: 3000,
  locations: { type: 'Point', coordinates: centre },
  delivery_minimum_amount: 2000,
  delivery_rate: 599,
  colour: '#1E88E5',
};
const downtownRing = [
  [-73.575, 45.497],
  [-73.56, 45.497],
  [-73.56, 45.507],
  [-73.575, 45.497],
] as LngLat[];
const downtown: DeliveryZoneRequest = {
  name: 'Downtown',
  map_shape: 'custom',
  locations: { type: 'Polygon', coordinates: [downtownRing] },
  delivery_minimum_amount: 1000,
  delivery_rate: 299,
  allow_free_delivery: true,
  free_delivery_order_value: 5000,
};

type Kind = 'delivery' | 'catering';
const base = (kind: Kind) => (kind === 'delivery' ? 'location/delivery-zone' : 'location/catering-delivery-zone');
const zonesOf = (reply: unknown, kind: Kind): DeliveryZone[] =>
  locationZonesReply.parse(reply).location[kind].delivery_zones;

async function get(m: Owner) {
  const r = await client.call('GET', 'location/delivery-zone', { token: m.token });
  expect(r.status).toBe(200);
  return locationZonesReply.parse(r.body);
}
async function post(m: Owner, body: DeliveryZoneRequest, kind: Kind = 'delivery') {
  const r = await client.call('POST', base(kind), { token: m.token, body });
  expect(r.status).toBe(201);
  return zonesOf(r.body, kind).at(-1)!;
}
const storedZones = async (locationId: string) =>
  api.db.select().from(deliveryZones).where(eq(deliveryZones.locationId, locationId));

describe.each(['delivery', 'catering'] as const)('%s zones: every call', (kind) => {
  test('POST, GET, PUT ?delivery_id=, DELETE ?delivery_id=; replies carry the location with both lists', async () => {
    const m = await client.registerBusiness();
    const created = await client.call('POST', base(kind), { token: m.token, body: wide });
    expect(created.status).toBe(201);
    const reply = locationZonesReply.parse(created.body);
    expect(reply.message).toBe('Delivery zone added.');
    expect(reply.location._id).toBe(m.locationId);
    const other = kind === 'delivery' ? 'catering' : 'delivery';
    expect(reply.location[other].delivery_zones).toEqual([]);
    const zone = reply.location[kind].delivery_zones[0]!;
    expect(zone).toEqual({
      _id: expect.any(String),
      name: 'Wide',
      map_shape: 'circle',
      radius: 3000,
      locations: { type: 'Point', coordinates: centre },
      address: '',
      delivery_minimum_amount: 2000,
      delivery_rate: 599,
      allow_free_delivery: false,
      free_delivery_order_value: null,
      taxes: [],
      is_custom_date: false,
      from_date: null,
      to_date: null,
      colour: '#1e88e5',
    });
    expect((await get(m)).location[kind].delivery_zones).toEqual([zone]);

    const put = await client.call('PUT', `${base(kind)}?delivery_id=${zone._id}`, {
      token: m.token,
      body: { ...downtown, name: 'Now downtown' },
      lang: 'fr',
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Zone de livraison enregistrée.');
    expect(zonesOf(put.body, kind)).toEqual([
      expect.objectContaining({
        _id: zone._id,
        name: 'Now downtown',
        map_shape: 'custom',
        radius: 0,
        locations: downtown.locations,
        free_delivery_order_value: 5000,
      }),
    ]);

    const del = await client.call('DELETE', `${base(kind)}?delivery_id=${zone._id}`, { token: m.token });
    expect(del.status).toBe(200);
    expect(zonesOf(del.body, kind)).toEqual([]);
    expect(await storedZones(m.locationId)).toEqual([]);
  });

  test("a zone of the other kind, another business's zone, or none: 404 and nothing changes", async () => {
    const m = await client.registerBusiness();
    const stranger = await client.registerBusiness();
    const theirs = await post(stranger, wide, kind);
    const mine = await post(m, wide, kind === 'delivery' ? 'catering' : 'delivery');
    for (const id of [theirs._id, mine._id, 'nope']) {
      const put = await client.call('PUT', `${base(kind)}?delivery_id=${id}`, { token: m.token, body: downtown });
      expect(put).toMatchObject({ status: 404, body: { message: 'This delivery zone does not exist.' } });
      expect((await client.call('DELETE', `${base(kind)}?delivery_id=${id}`, { token: m.token })).status).toBe(404);
    }
    expect((await client.call('PUT', base(kind), { token: m.token, body: downtown })).status).toBe(422);
    expect(await storedZones(stranger.locationId)).toEqual([
      expect.objectContaining({ id: theirs._id, name: 'Wide', radius: 3000 }),
    ]);
    expect((await storedZones(m.locationId)).map((z) => z.name)).toEqual(['Wide']);
  });
});

describe('SPEC §5 rules and ring validation: field errors, nothing written', () => {
  const cases: [string, Partial<DeliveryZoneRequest> | Record<string, unknown>, Record<string, string[]>][] = [
    [
      'fee of 4 digits',
      { delivery_rate: 100000 },
      { delivery_rate: ['The fee can have at most 3 digits in dollars (999.99 at most).'] },
    ],
    ['fee of 0', { delivery_rate: 0 }, { delivery_rate: ['The amount must be above zero.'] }],
    ['minimum of 0', { delivery_minimum_amount: 0 }, { delivery_minimum_amount: ['The amount must be above zero.'] }],
    [
      'minimum of 5 digits',
      { delivery_minimum_amount: 1_000_000 },
      { delivery_minimum_amount: ['The minimum can have at most 4 digits in dollars (9,999.99 at most).'] },
    ],
    [
      'free threshold below the minimum',
      { allow_free_delivery: true, free_delivery_order_value: 1500 },
      { free_delivery_order_value: ['The free-delivery order value must be above the minimum order.'] },
    ],
    [
      'free delivery without a threshold',
      { allow_free_delivery: true },
      { free_delivery_order_value: ['This field is required.'] },
    ],
    ['no name', { name: '  ' }, { name: ['This field is required.'] }],
    [
      'dates backwards',
      { is_custom_date: true, from_date: '2026-12-10', to_date: '2026-12-01' },
      { to_date: ['The end date cannot be before the start date.'] },
    ],
    [
      'an open ring',
      { map_shape: 'custom', locations: { type: 'Polygon', coordinates: [downtownRing.slice(0, 3)] } },
      { 'locations.coordinates': ["The zone's outline must be closed: end where it starts."] },
    ],
    [
      'a self-intersecting ring',
      {
        map_shape: 'custom',
        locations: {
          type: 'Polygon',
          coordinates: [
            [
              [-73.6, 45.5],
              [-73.5, 45.6],
              [-73.5, 45.5],
              [-73.6, 45.6],
              [-73.6, 45.5],
            ],
          ],
        },
      },
      { 'locations.coordinates': ["The zone's outline crosses itself: move a point so that no edges cross."] },
    ],
    [
      'a ring of 2 distinct points',
      {
        map_shape: 'custom',
        locations: {
          type: 'Polygon',
          coordinates: [
            [
              [-73.6, 45.5],
              [-73.5, 45.5],
              [-73.6, 45.5],
              [-73.6, 45.5],
            ],
          ],
        },
      },
      { 'locations.coordinates': ['Draw at least 3 distinct points that are not all on one line.'] },
    ],
    [
      'coordinates out of range',
      { locations: { type: 'Point', coordinates: [-73.5, 91] } },
      { 'locations.coordinates.1': ['Enter a latitude between -90 and 90.'] },
    ],
    ['a bad colour', { colour: 'blue' }, { colour: ['Enter a colour as #RRGGBB (for example #383232).'] }],
  ];

  test.each(cases)('%s', async (_, change, errors) => {
    const m = await client.registerBusiness();
    const zone = await post(m, wide);
    for (const kind of ['delivery', 'catering'] as const) {
      const r = await client.call('POST', base(kind), { token: m.token, body: { ...wide, ...change } });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual(errors);
    }
    const put = await client.call('PUT', `location/delivery-zone?delivery_id=${zone._id}`, {
      token: m.token,
      body: { ...wide, ...change },
    });
    expect(put.status).toBe(422);
    expect(await storedZones(m.locationId)).toEqual([expect.objectContaining({ name: 'Wide', rate: 599 })]);
  });

  test('the field error in French; taxes of another location refused', async () => {
    const m = await client.registerBusiness();
    const fr = await client.call('POST', 'location/delivery-zone', {
      token: m.token,
      lang: 'fr',
      body: { ...wide, delivery_rate: 123456 },
    });
    expect(fr.body.errors).toEqual({
      delivery_rate: ['Les frais peuvent compter au plus 3 chiffres en dollars (999,99 au maximum).'],
    });
    const stranger = await client.registerBusiness();
    const theirTax = taxReply.parse(
      (await client.call('POST', 'tax', { token: stranger.token, body: { name: 'GST', rate: 5 } })).body,
    ).tax._id;
    const r = await client.call('POST', 'location/delivery-zone', {
      token: m.token,
      body: { ...wide, taxes: [theirTax] },
    });
    expect(r).toMatchObject({ status: 422, body: { errors: { taxes: ['Choose taxes of this location.'] } } });
    const myTax = taxReply.parse(
      (await client.call('POST', 'tax', { token: m.token, body: { name: 'GST', rate: 5 } })).body,
    ).tax._id;
    expect((await post(m, { ...wide, taxes: [myTax] })).taxes).toEqual([myTax]);
  });
});

describe('quote', () => {
  const quote = async (m: Owner, query: string) => {
    const r = await client.call('GET', `location/delivery-zone/quote?${query}`, { token: m.token });
    expect(r.status).toBe(200);
    return zoneQuoteReply.parse(r.body);
  };

  test('inside, outside, on an overlap (the smallest wins), before and after a dated zone', async () => {
    const m = await client.registerBusiness();
    const w = await post(m, wide);
    const d = await post(m, downtown);
    const holiday = await post(m, {
      ...wide,
      name: 'Holidays',
      radius: 100,
      is_custom_date: true,
      from_date: '2026-12-20',
      to_date: '2026-12-26',
    });
    const inWideOnly = circleRing(centre, 2500, 4)[1]!;
    expect(await quote(m, `lng=${inWideOnly[0]}&lat=${inWideOnly[1]}`)).toEqual({
      zone: w,
      overlapping: [w._id],
      rule: 'smallest-area',
    });
    expect(await quote(m, 'lng=-74.5&lat=46')).toEqual({ zone: null, overlapping: [], rule: 'smallest-area' });
    // The centre is in all three; downtown is smaller than the wide circle.
    const [lng, lat] = centre;
    const inDowntown = [-73.566, 45.4985];
    expect(await quote(m, `lng=${inDowntown[0]}&lat=${inDowntown[1]}&date=2026-11-23`)).toMatchObject({
      zone: { _id: d._id },
      overlapping: [w._id, d._id],
    });
    expect((await quote(m, `lng=${lng}&lat=${lat}&date=2026-12-19`)).zone?._id).toBe(
      (await quote(m, `lng=${lng}&lat=${lat}&date=2026-12-27`)).zone?._id,
    );
    expect((await quote(m, `lng=${lng}&lat=${lat}&date=2026-12-19`)).overlapping).not.toContain(holiday._id);
    expect(await quote(m, `lng=${lng}&lat=${lat}&date=2026-12-20`)).toMatchObject({ zone: { _id: holiday._id } });
    expect(await quote(m, `lng=${lng}&lat=${lat}&date=2026-12-26`)).toMatchObject({ zone: { _id: holiday._id } });
  });

  test('catering zones answer for kind=catering while catering is on; bad coordinates are field errors', async () => {
    const m = await client.registerBusiness();
    const c = await post(m, wide, 'catering');
    const [lng, lat] = centre;
    expect((await quote(m, `lng=${lng}&lat=${lat}`)).zone).toBeNull();
    expect((await quote(m, `lng=${lng}&lat=${lat}&kind=catering`)).zone).toBeNull();
    await api.db.update(locations).set({ cateringStatus: true }).where(eq(locations.id, m.locationId));
    expect((await quote(m, `lng=${lng}&lat=${lat}&kind=catering`)).zone?._id).toBe(c._id);
    const bad = await client.call('GET', 'location/delivery-zone/quote?lng=200&lat=x&kind=pizza', { token: m.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['kind', 'lat', 'lng']);
  });
});

describe('export, import, copy', () => {
  test('export → import round trip at another location; import is all or nothing', async () => {
    const m = await client.registerBusiness();
    await post(m, wide);
    await post(m, { ...downtown, is_custom_date: true, from_date: '2026-12-01', to_date: '2026-12-31' });
    const exp = await client.call('GET', 'location/delivery-zone/export?kind=delivery', { token: m.token });
    expect(exp.status).toBe(200);
    const collection = zonesFeatureCollectionSchema.parse(exp.body);
    expect(collection.features.map((f) => [f.geometry.type, f.properties.name, f.properties.radius])).toEqual([
      ['Point', 'Wide', 3000],
      ['Polygon', 'Downtown', 0],
    ]);

    const second = await addLocation(api, m.businessId);
    const imported = await client.call('POST', `location/delivery-zone/import?kind=delivery&location=${second}`, {
      token: m.token,
      body: collection,
    });
    expect(imported.status).toBe(201);
    const reply = zonesCopiedReply.parse(imported.body);
    expect(reply.copied).toBe(2);
    const strip = ({ _id: _, ...z }: DeliveryZone) => z;
    const source = (await get(m)).location.delivery.delivery_zones;
    expect(reply.location._id).toBe(second);
    expect(reply.location.delivery.delivery_zones.map(strip)).toEqual(source.map(strip));

    // One bad zone: refused by its index, nothing added.
    const broken = structuredClone(collection);
    broken.features[1]!.properties.delivery_rate = 0;
    const bad = await client.call('POST', `location/delivery-zone/import?location=${second}`, {
      token: m.token,
      body: broken,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'features.1.delivery_rate': ['The amount must be above zero.'] });
    expect(await storedZones(second)).toHaveLength(2);

    // replace: the target's zones of the kind are the file's.
    const replaced = await client.call('POST', `location/delivery-zone/import?mode=replace&kind=catering`, {
      token: m.token,
      body: { type: 'FeatureCollection', features: collection.features.slice(0, 1) },
    });
    expect(zonesOf(replaced.body, 'catering').map((z) => z.name)).toEqual(['Wide']);
  });

  test('copy to the second location appends (or replaces); taxes follow by name; another business refused', async () => {
    const m = await client.registerBusiness();
    const gst = taxReply.parse(
      (await client.call('POST', 'tax', { token: m.token, body: { name: 'GST', rate: 5 } })).body,
    ).tax._id;
    await post(m, { ...wide, taxes: [gst] });
    await post(m, downtown);
    const second = await addLocation(api, m.businessId);
    const secondGst = taxReply.parse(
      (await client.call('POST', `tax?location=${second}`, { token: m.token, body: { name: 'gst', rate: 5 } })).body,
    ).tax._id;

    const copy = (body: object) => client.call('POST', 'location/delivery-zone/copy', { token: m.token, body });
    const first = await copy({ to_location_id: second, kind: 'delivery' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('2 zones copied to Second location.');
    const copied = zonesCopiedReply.parse(first.body).location.delivery.delivery_zones;
    expect(copied.map((z) => [z.name, z.taxes])).toEqual([
      ['Wide', [secondGst]],
      ['Downtown', []],
    ]);
    expect(
      zonesCopiedReply.parse((await copy({ to_location_id: second, kind: 'delivery' })).body).location.delivery
        .delivery_zones,
    ).toHaveLength(4);
    const replaced = await copy({ to_location_id: second, kind: 'delivery', mode: 'replace' });
    expect(zonesOf(replaced.body, 'delivery')).toHaveLength(2);

    const stranger = await client.registerBusiness();
    expect((await copy({ to_location_id: stranger.locationId, kind: 'delivery' })).status).toBe(404);
    expect(await storedZones(stranger.locationId)).toEqual([]);
    expect((await copy({ to_location_id: m.locationId, kind: 'delivery' })).body.errors).toEqual({
      to_location_id: ['Choose another location than this one.'],
    });

    // A manager of the first location only may not copy to a location they do not see.
    const third = await addLocation(api, m.businessId, { name: 'Third' });
    const manager = await signInStaff({ businessId: m.businessId, role: 'manager', locationIds: [m.locationId] });
    const hidden = await client.call('POST', 'location/delivery-zone/copy', {
      token: manager,
      body: { to_location_id: third, kind: 'delivery' },
    });
    expect(hidden.status).toBe(404);
    expect(await storedZones(third)).toEqual([]);
  });
});

describe('stats', () => {
  test("the last 90 days' delivery orders: points and per-zone count, average order, fees", async () => {
    const m = await client.registerBusiness();
    const w = await post(m, wide);
    const d = await post(m, downtown);
    const at = (p: LngLat) => ({ deliveryLongitude: p[0], deliveryLatitude: p[1] });
    const inWideOnly = circleRing(centre, 2500, 4)[1]!;
    const inDowntown: LngLat = [-73.566, 45.4985];
    const o = { businessId: m.businessId, locationId: m.locationId, type: 'delivery' as const };
    await addOrder(api, { ...o, total: 3000, deliveryFee: 599, ...at(inWideOnly) });
    await addOrder(api, { ...o, total: 4001, deliveryFee: 599, ...at(inWideOnly) });
    await addOrder(api, { ...o, total: 2500, deliveryFee: 299, ...at(inDowntown) });
    await addOrder(api, { ...o, total: 9999, deliveryFee: 100, ...at([-74.5, 46]) });
    // Not counted: too old, cancelled, pick-up, no position.
    await addOrder(api, { ...o, total: 7777, ...at(inDowntown), createdAt: new Date(Date.now() - 91 * 86_400_000) });
    await addOrder(api, { ...o, total: 7777, ...at(inDowntown), status: 'cancelled' });
    await addOrder(api, { ...o, total: 7777, ...at(inDowntown), type: 'pickup' });
    await addOrder(api, { ...o, total: 7777 });

    const r = await client.call('GET', 'location/delivery-zone/stats?kind=delivery', { token: m.token });
    expect(r.status).toBe(200);
    const stats = zoneStatsReply.parse(r.body);
    expect(stats.stats).toEqual([
      { zone_id: w._id, orders: 2, average_order: 3501, fees: 1198 },
      { zone_id: d._id, orders: 1, average_order: 2500, fees: 299 },
    ]);
    expect(stats.points).toHaveLength(4);
    expect(stats.points).toContainEqual([-74.5, 46]);

    // Catering zones count catering orders only.
    const c = await post(m, wide, 'catering');
    await addOrder(api, { ...o, type: 'catering', total: 20000, deliveryFee: 1500, ...at(inDowntown) });
    const catering = zoneStatsReply.parse(
      (await client.call('GET', 'location/delivery-zone/stats?kind=catering', { token: m.token })).body,
    );
    expect(catering).toEqual({
      stats: [{ zone_id: c._id, orders: 1, average_order: 20000, fees: 1500 }],
      points: [inDowntown],
    });
  });
});

describe('who may', () => {
  test('an Employee without delivery radius: 403 on every call, nothing written', async () => {
    const m = await client.registerBusiness();
    const zone = await post(m, wide);
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { delivery_radius: false },
    });
    const calls: [string, string, unknown?][] = [
      ['GET', 'location/delivery-zone'],
      ['POST', 'location/delivery-zone', wide],
      ['PUT', `location/delivery-zone?delivery_id=${zone._id}`, downtown],
      ['DELETE', `location/delivery-zone?delivery_id=${zone._id}`],
      ['POST', 'location/catering-delivery-zone', wide],
      ['GET', `location/delivery-zone/quote?lng=${centre[0]}&lat=${centre[1]}`],
      ['GET', 'location/delivery-zone/export'],
      ['POST', 'location/delivery-zone/import', { type: 'FeatureCollection', features: [] }],
      ['POST', 'location/delivery-zone/copy', { to_location_id: m.locationId, kind: 'delivery' }],
      ['GET', 'location/delivery-zone/stats'],
    ];
    for (const [method, path, body] of calls) {
      expect((await client.call(method, path, { token, body })).status).toBe(403);
    }
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { delivery_radius: true },
    });
    expect((await client.call('GET', 'location/delivery-zone', { token: allowed })).status).toBe(200);
    expect((await storedZones(m.locationId)).map((z) => [z.id, z.name])).toEqual([[zone._id, 'Wide']]);
  });

  test("another business's location: 404 and unchanged", async () => {
    const m = await client.registerBusiness();
    const stranger = await client.registerBusiness();
    await post(stranger, wide);
    const r = await client.call('POST', `location/delivery-zone?location=${stranger.locationId}`, {
      token: m.token,
      body: downtown,
    });
    expect(r.status).toBe(404);
    expect((await storedZones(stranger.locationId)).map((z) => z.name)).toEqual(['Wide']);
  });
});

test('squares keep radius 0 whatever is sent', async () => {
  const m = await client.registerBusiness();
  const sq = await post(m, {
    ...wide,
    map_shape: 'square',
    radius: 900,
    locations: { type: 'Polygon', coordinates: [squareRing(centre, 900)] },
  });
  expect(sq).toMatchObject({ map_shape: 'square', radius: 0 });
});

test('the demo: zones at both stores, delivery orders placed around them, stats that count them', async () => {
  await withTestApi({ seed: true }, async ({ client: demo }) => {
    const token = await demo.login(DEMO_USERS.owner, 'DemoPass123');
    const zones = locationZonesReply.parse((await demo.call('GET', 'location/delivery-zone', { token })).body).location;
    expect(zones.delivery.delivery_zones.map((z) => [z.name, z.map_shape])).toEqual([
      ['Centre-ville', 'circle'],
      ['Vieux-Montréal', 'square'],
    ]);
    expect(zones.catering.delivery_zones).toEqual([]);
    const stats = zoneStatsReply.parse(
      (await demo.call('GET', 'location/delivery-zone/stats?kind=delivery', { token })).body,
    );
    const [wideStats, squareStats] = stats.stats;
    const counted = wideStats!.orders + squareStats!.orders;
    // Every delivery order of 90 days has a point; most fall in a zone, some outside every zone.
    expect(stats.points.length).toBeGreaterThan(300);
    expect(counted).toBeGreaterThan(stats.points.length / 2);
    expect(counted).toBeLessThan(stats.points.length);
    expect(squareStats!.orders).toBeGreaterThan(0);
    expect(squareStats!.fees).toBeGreaterThan(0);
    expect(wideStats!.average_order).toBeGreaterThan(1000);
  });
  // Seeding 90 days of demo orders takes a while on a busy machine.
}, 180_000);
