/** Reference API: the three sets of hours (SPEC §7 Hours) and GET location/open-at (issue 12 items 3, 8). */
import { eq } from 'drizzle-orm';
import { openAtReply, storeHoursSchema, type StoreHours } from '@/lib/contract';
import { holidays, locations, openingHours } from '@/server/db/schema';
import { addLocation } from '@/server/testing-fixtures';
import { api, client, signInStaff, startTestApi, type Owner } from './helpers/test-api';

startTestApi();

const PATH = 'location/opening-hours';
type Win = { day: number; opens_at: string; closes_at: string };
const strip = (list: { day: number; opens_at: string; closes_at: string }[]) =>
  list.map(({ day, opens_at, closes_at }) => ({ day, opens_at, closes_at }));

async function send(m: Owner, method: 'POST' | 'PUT' | 'PATCH', body: unknown, query = '', lang?: 'fr') {
  return client.call(method, `${PATH}${query}`, { token: m.token, body, lang });
}
const hoursOf = async (m: Owner): Promise<StoreHours> =>
  storeHoursSchema.parse((await client.call('GET', PATH, { token: m.token })).body);
const gettingStarted = async (m: Owner) =>
  (await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.store_setup;

const lunch: Win = { day: 1, opens_at: '11:30', closes_at: '14:00' };
const dinner: Win = { day: 1, opens_at: '17:00', closes_at: '22:00' };
const lateFriday: Win = { day: 5, opens_at: '22:00', closes_at: '02:00' };

describe('opening hours', () => {
  test('PATCH a split week with a late night; GET answers the three lists; business hours tick the Store Hours step', async () => {
    const m = await client.registerBusiness();
    expect(await gettingStarted(m)).toBe(false);
    expect(await hoursOf(m)).toEqual({ location_hours: [], pickup: { hours: [] }, delivery: { hours: [] } });

    // Sent out of order: the reply is by day then opening time.
    const res = await send(m, 'PATCH', { type: 'business', hours: [lateFriday, dinner, lunch] });
    expect(res.status).toBe(200);
    const reply = storeHoursSchema.parse(res.body);
    expect(strip(reply.location_hours)).toEqual([lunch, dinner, lateFriday]);
    expect(reply.pickup.hours).toEqual([]);
    expect(await hoursOf(m)).toEqual(reply);
    expect(await gettingStarted(m)).toBe(true);

    // PATCH replaces the whole week of that type only.
    const pickup = storeHoursSchema.parse(
      (await send(m, 'PATCH', { type: 'pickup', hours: [{ day: 2, opens_at: '12:00', closes_at: '13:00' }] })).body,
    );
    expect(strip(pickup.location_hours)).toEqual([lunch, dinner, lateFriday]);
    expect(strip(pickup.pickup.hours)).toEqual([{ day: 2, opens_at: '12:00', closes_at: '13:00' }]);
    const again = storeHoursSchema.parse((await send(m, 'PATCH', { type: 'business', hours: [lunch] })).body);
    expect(strip(again.location_hours)).toEqual([lunch]);
    expect(again.pickup.hours).toHaveLength(1);
  });

  test('saving pick-up hours alone does not tick the Store Hours step', async () => {
    const m = await client.registerBusiness();
    expect((await send(m, 'PATCH', { type: 'delivery', hours: [lunch] })).status).toBe(200);
    expect(await gettingStarted(m)).toBe(false);
    expect((await send(m, 'POST', { type: 'business', hours: [dinner] })).status).toBe(200);
    expect(await gettingStarted(m)).toBe(true);
  });

  test('POST adds windows; PUT ?hours_id= changes one; DELETE removes one', async () => {
    const m = await client.registerBusiness();
    await send(m, 'POST', { type: 'business', hours: [lunch] });
    const added = storeHoursSchema.parse((await send(m, 'POST', { type: 'business', hours: [dinner] })).body);
    expect(strip(added.location_hours)).toEqual([lunch, dinner]);

    const dinnerId = added.location_hours[1]!._id;
    const later = { day: 1, opens_at: '18:00', closes_at: '23:30' };
    const put = await send(m, 'PUT', { type: 'business', hours: [later] }, `?hours_id=${dinnerId}`);
    expect(put.status).toBe(200);
    const changed = storeHoursSchema.parse(put.body);
    expect(changed.location_hours.map((w) => [w._id, w.closes_at])).toEqual([
      [added.location_hours[0]!._id, '14:00'],
      [dinnerId, '23:30'],
    ]);

    const del = await client.call('DELETE', `${PATH}/business?hours_id=${dinnerId}`, { token: m.token });
    expect(del.status).toBe(200);
    expect(strip(storeHoursSchema.parse(del.body).location_hours)).toEqual([lunch]);
  });

  test('overlaps are refused on the field, past midnight too; 25:00, zero length and a 7th window refused; nothing changes', async () => {
    const m = await client.registerBusiness();
    await send(m, 'PATCH', { type: 'business', hours: [lunch, lateFriday] });
    const before = await hoursOf(m);

    const overlap = await send(m, 'PATCH', {
      type: 'business',
      hours: [lunch, { day: 1, opens_at: '13:00', closes_at: '15:00' }],
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({ 'hours.1.opens_at': ['This window overlaps another one on the same day.'] });

    // Friday 22:00–02:00 runs into Saturday 01:00–03:00: refused, in French too.
    const spill = await send(
      m,
      'POST',
      { type: 'business', hours: [{ day: 6, opens_at: '01:00', closes_at: '03:00' }] },
      '',
      'fr',
    );
    expect(spill.status).toBe(422);
    expect(spill.body.errors).toEqual({ 'hours.0.opens_at': ['Cette plage chevauche une autre plage du même jour.'] });
    // Saturday 02:00 is free: the Friday window closes at 02:00.
    const after = { day: 6, opens_at: '02:00', closes_at: '03:00' };
    // …and a Saturday late night into Sunday's first window wraps around the week.
    const wrap = await send(m, 'PATCH', {
      type: 'delivery',
      hours: [
        { day: 0, opens_at: '00:30', closes_at: '02:00' },
        { day: 6, opens_at: '23:00', closes_at: '01:00' },
      ],
    });
    expect(wrap.body.errors).toEqual({ 'hours.1.opens_at': ['This window overlaps another one on the same day.'] });

    const bad = await send(m, 'POST', {
      type: 'business',
      hours: [
        after,
        { day: 2, opens_at: '25:00', closes_at: '10:00' },
        { day: 3, opens_at: '09:00', closes_at: '09:00' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'hours.1.opens_at': ['Enter a time between 00:00 and 23:59.'],
      'hours.2.closes_at': ['Closing time must differ from opening time.'],
    });
    const seven = Array.from({ length: 7 }, (_, i) => ({
      day: 4,
      opens_at: `${String(i * 2 + 8).padStart(2, '0')}:00`,
      closes_at: `${String(i * 2 + 9).padStart(2, '0')}:00`,
    }));
    const tooMany = await send(m, 'PATCH', { type: 'business', hours: seven });
    expect(tooMany.body.errors).toEqual({ 'hours.6.opens_at': ['At most 6 windows a day.'] });
    expect((await send(m, 'PATCH', { type: 'business', hours: [{ ...lunch, day: 7 }] })).body.errors).toEqual({
      'hours.0.day': ['Choose a day of the week.'],
    });
    expect(await hoursOf(m)).toEqual(before);

    // A PUT that would overlap its own day's other window is refused and changes nothing.
    const lunchId = before.location_hours[0]!._id;
    await send(m, 'POST', { type: 'business', hours: [dinner] });
    const withDinner = await hoursOf(m);
    const put = await send(
      m,
      'PUT',
      { type: 'business', hours: [{ ...lunch, closes_at: '18:00' }] },
      `?hours_id=${lunchId}`,
    );
    expect(put.body.errors).toEqual({ 'hours.0.opens_at': ['This window overlaps another one on the same day.'] });
    expect(await hoursOf(m)).toEqual(withDinner);
  });

  test("an unknown, missing, other-type, other-location or other business's hours_id is a 404 and changes nothing", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const foreign = storeHoursSchema.parse((await send(other, 'PATCH', { type: 'business', hours: [lunch] })).body)
      .location_hours[0]!._id;
    const elsewhere = storeHoursSchema.parse(
      (
        await client.call('PATCH', `${PATH}?location=${second}`, {
          token: m.token,
          body: { type: 'business', hours: [lunch] },
        })
      ).body,
    ).location_hours[0]!._id;
    const own = storeHoursSchema.parse((await send(m, 'PATCH', { type: 'business', hours: [dinner] })).body);
    const pickupOwn = own.location_hours[0]!._id; // a business window, asked for as pick-up

    for (const query of [`?hours_id=${foreign}`, `?hours_id=${elsewhere}`, '?hours_id=nope', '?hours_id=%00', '']) {
      const put = await send(m, 'PUT', { type: 'business', hours: [lunch] }, query);
      expect(put).toMatchObject({ status: 404, body: { message: 'These opening hours do not exist.' } });
      const del = await client.call('DELETE', `${PATH}/business${query}`, { token: m.token, lang: 'fr' });
      expect(del).toMatchObject({ status: 404, body: { message: 'Ces heures d’ouverture n’existent pas.' } });
    }
    expect((await client.call('DELETE', `${PATH}/pickup?hours_id=${pickupOwn}`, { token: m.token })).status).toBe(404);
    expect((await send(m, 'PUT', { type: 'delivery', hours: [lunch] }, `?hours_id=${pickupOwn}`)).status).toBe(404);

    expect(await hoursOf(m)).toEqual(own);
    const [stored] = await api.db.select().from(openingHours).where(eq(openingHours.id, foreign));
    expect(stored).toMatchObject({ day: 1, opensAt: 11 * 60 + 30, closesAt: 14 * 60 });
  });

  test('pickup/all and delivery/all: the service follows business hours again (an empty list)', async () => {
    const m = await client.registerBusiness();
    await send(m, 'PATCH', { type: 'business', hours: [lunch] });
    await send(m, 'PATCH', { type: 'pickup', hours: [dinner] });
    const delivery = storeHoursSchema.parse((await send(m, 'PATCH', { type: 'delivery', hours: [dinner] })).body);
    const oneDelivery = delivery.delivery.hours[0]!._id;
    const gone = await client.call('DELETE', `${PATH}/delivery?hours_id=${oneDelivery}`, { token: m.token });
    expect(storeHoursSchema.parse(gone.body).delivery.hours).toEqual([]);
    await send(m, 'PATCH', { type: 'delivery', hours: [dinner] });

    const res = await client.call('DELETE', `${PATH}/pickup/all`, { token: m.token });
    expect(res.status).toBe(200);
    const reply = storeHoursSchema.parse(res.body);
    expect(reply.pickup.hours).toEqual([]);
    expect(strip(reply.delivery.hours)).toEqual([dinner]);
    expect(strip(reply.location_hours)).toEqual([lunch]);

    // Pick-up now answers with business hours: open at lunch, closed at dinner.
    await api.db.update(locations).set({ timezone: 'America/Toronto' }).where(eq(locations.id, m.locationId));
    const at = async (time: string) =>
      openAtReply.parse(
        (await client.call('GET', `location/open-at?date=2026-11-30&time=${time}`, { token: m.token })).body,
      ).services;
    expect((await at('12:00')).pickup).toEqual({ open: true, reason: 'open' });
    expect((await at('18:00')).pickup).toEqual({ open: false, reason: 'closedBusinessHours' });
    expect((await at('18:00')).delivery).toEqual({ open: true, reason: 'open' });

    expect(
      storeHoursSchema.parse((await client.call('DELETE', `${PATH}/delivery/all`, { token: m.token })).body),
    ).toEqual({
      ...reply,
      delivery: { hours: [] },
    });
  });

  test('an employee without the setup flag is refused (403); no token 401', async () => {
    const m = await client.registerBusiness();
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { setup: false },
    });
    expect((await client.call('GET', PATH, { token })).status).toBe(403);
    expect((await client.call('PATCH', PATH, { token, body: { type: 'business', hours: [lunch] } })).status).toBe(403);
    expect((await client.call('DELETE', `${PATH}/pickup/all`, { token })).status).toBe(403);
    expect((await client.call('GET', 'location/open-at', { token })).status).toBe(403);
    expect((await client.call('GET', PATH)).status).toBe(401);
    expect(await hoursOf(m)).toEqual({ location_hours: [], pickup: { hours: [] }, delivery: { hours: [] } });
  });
});

describe('GET location/open-at', () => {
  test('a local date and time on the location clock, or an instant; holidays and past midnight', async () => {
    const m = await client.registerBusiness();
    await api.db.update(locations).set({ timezone: 'America/Toronto' }).where(eq(locations.id, m.locationId));
    // Monday 30 Nov 2026: lunch and dinner; Sunday a late night to 02:00.
    await send(m, 'PATCH', {
      type: 'business',
      hours: [lunch, dinner, { day: 0, opens_at: '20:00', closes_at: '02:00' }],
    });
    await send(m, 'PATCH', { type: 'delivery', hours: [{ day: 1, opens_at: '17:00', closes_at: '23:00' }] });

    const get = async (query: string) => {
      const res = await client.call('GET', `location/open-at?${query}`, { token: m.token });
      expect(res.status).toBe(200);
      return openAtReply.parse(res.body);
    };
    const monday = await get('date=2026-11-30&time=22:30');
    expect(monday).toMatchObject({ timezone: 'America/Toronto', date: '2026-11-30', time: '22:30' });
    expect(monday.at).toBe('2026-12-01T03:30:00.000Z');
    expect(monday.services).toEqual({
      pickup: { open: false, reason: 'closedBusinessHours' },
      delivery: { open: true, reason: 'open' },
      catering: { open: false, reason: 'closedBusinessHours' },
    });
    // 01:30 Monday belongs to Sunday's late night.
    expect((await get('at=2026-11-30T06:30:00Z')).services.pickup).toEqual({ open: true, reason: 'open' });
    expect((await get('date=2026-11-30&time=15:00')).services.delivery).toEqual({
      open: false,
      reason: 'closedServiceHours',
    });

    await api.db.insert(holidays).values({
      businessId: m.businessId,
      locationId: m.locationId,
      name: 'Staff party',
      fromDate: '2026-11-30',
      toDate: '2026-11-30',
      closed: true,
      services: ['pickup', 'catering'],
    });
    const party = await get('date=2026-11-30&time=12:00');
    expect(party.services.pickup).toEqual({ open: false, reason: 'holiday', detail: 'Staff party' });
    expect(party.services.delivery).toEqual({ open: false, reason: 'closedServiceHours' });

    const bad = await client.call('GET', 'location/open-at?date=2026-02-30&time=25:00', { token: m.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'time']);
  });
});
