/** Reference API: GET/POST location/store-availability (pausing a service), and the test order while paused. */
import { storeAvailabilityReply } from '@/lib/contract';
import { addLocation } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi } from './helpers/test-api';

// 13:00 in Vancouver (PDT, UTC−7) on Saturday 1 June 2030; tests move it forward.
const START = Date.parse('2030-06-01T20:00:00.000Z');
let clock = START;
startTestApi({ now: () => new Date(clock) });
beforeEach(() => {
  clock = START;
});

const MIN = 60_000;

/** A business with a second location in Vancouver: its calls carry ?location=. */
async function vancouver() {
  const m = await client.registerBusiness();
  const loc = await addLocation(api, m.businessId, { timezone: 'America/Vancouver' });
  const at = `location/store-availability?location=${loc}`;
  const post = (body: unknown, lang?: 'en' | 'fr') => client.call('POST', at, { token: m.token, body, lang });
  const get = async (token = m.token) => {
    const res = await client.call('GET', at, { token });
    expect(res.status).toBe(200);
    return storeAvailabilityReply.parse(res.body).store_availability;
  };
  return { m, loc, at, post, get };
}

describe('store availability', () => {
  test('pause delivery for 30 minutes: shown to every member until it ends, then gone by itself', async () => {
    const { m, loc, post, get } = await vancouver();
    const res = await post({ services: ['delivery'], pause: { minutes: 30 }, message: 'Back in a moment' });
    expect(res.status).toBe(200);
    const paused = { paused_until: '2030-06-01T20:30:00.000Z', message: 'Back in a moment' };
    expect(storeAvailabilityReply.parse(res.body).store_availability).toEqual({
      pickup: null,
      delivery: paused,
      catering: null,
    });
    // An employee without `setup` sees the pause (the top bar's chip) but cannot change it.
    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [loc] });
    expect((await get(employee)).delivery).toEqual(paused);
    await expectForbidden(employee, [['POST', `location/store-availability?location=${loc}`]], {
      services: 'all',
      pause: null,
    });

    clock = START + 29 * MIN;
    expect((await get()).delivery).toEqual(paused);
    clock = START + 30 * MIN;
    expect(await get()).toEqual({ pickup: null, delivery: null, catering: null });
  });

  test('rest of the day ends at the next midnight of the location; until a date at the start of that local day', async () => {
    const { post, get } = await vancouver();
    // 13:00 in Vancouver is 16:00 in Toronto and 22:00 in Paris: midnight is Vancouver's.
    expect((await post({ services: ['pickup', 'catering'], pause: { rest_of_day: true } })).status).toBe(200);
    expect(await get()).toEqual({
      pickup: { paused_until: '2030-06-02T07:00:00.000Z', message: '' },
      delivery: null,
      catering: { paused_until: '2030-06-02T07:00:00.000Z', message: '' },
    });

    // A new pause replaces the running one.
    expect((await post({ services: 'all', pause: { until: '2030-06-05' }, message: 'Renovations' })).status).toBe(200);
    const until = { paused_until: '2030-06-05T07:00:00.000Z', message: 'Renovations' };
    expect(await get()).toEqual({ pickup: until, delivery: until, catering: until });

    // Resume some, then all.
    expect((await post({ services: ['pickup'], pause: null })).status).toBe(200);
    expect(await get()).toEqual({ pickup: null, delivery: until, catering: until });
    const resumed = await post({ services: 'all', pause: null });
    expect(storeAvailabilityReply.parse(resumed.body).store_availability).toEqual({
      pickup: null,
      delivery: null,
      catering: null,
    });
  });

  test('422 with field errors (en and fr): a date not after today, an unknown length, a long message', async () => {
    const { post, get } = await vancouver();
    const today = await post({ services: 'all', pause: { until: '2030-06-01' } });
    expect(today.status).toBe(422);
    expect(today.body.errors).toEqual({ pause: ['Choose a day after today, at most 90 days ahead.'] });
    const far = await post({ services: 'all', pause: { until: '2031-01-01' } }, 'fr');
    expect(far.status).toBe(422);
    expect(far.body.errors.pause).toEqual(['Choisissez un jour après aujourd’hui, au plus 90 jours plus tard.']);
    expect((await post({ services: 'all', pause: { minutes: 45 } })).status).toBe(422);
    expect((await post({ services: ['dine_in'], pause: { minutes: 15 } })).status).toBe(422);
    const long = await post({ services: 'all', pause: { minutes: 15 }, message: 'x'.repeat(181) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['message']);
    expect(await get()).toEqual({ pickup: null, delivery: null, catering: null });
  });

  test("another business's location is a 404 and its pauses stay as they were", async () => {
    const { m } = await vancouver();
    const other = await vancouver();
    await other.post({ services: ['delivery'], pause: { minutes: 60 } });
    const at = `location/store-availability?location=${other.loc}`;
    expect((await client.call('GET', at, { token: m.token })).status).toBe(404);
    expect((await client.call('POST', at, { token: m.token, body: { services: 'all', pause: null } })).status).toBe(
      404,
    );
    expect((await other.get()).delivery).toEqual({ paused_until: '2030-06-01T21:00:00.000Z', message: '' });
  });

  test('a test order of a paused service is refused with 409 and when it resumes, in the location zone', async () => {
    const { m, loc, post } = await vancouver();
    await post({ services: ['delivery'], pause: { minutes: 30 } });
    const order = (type: string, lang?: 'en' | 'fr') =>
      client.call('POST', `order/test?location=${loc}`, { token: m.token, body: { type }, lang });
    const refused = await order('delivery');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Delivery is paused until Jun\.? 1, 1:30\sp\.?m\.?\. Resume it in Store setup/,
    );
    const fr = await order('delivery', 'fr');
    expect(fr.body.message).toMatch(/^La livraison est en pause jusqu’au 1 juin,? 13 h 30\./);
    // Pick-up is not paused: it gets past the pause (and stops at the empty menu).
    const pickup = await order('pickup');
    expect(pickup.status).toBe(409);
    expect(pickup.body.message).not.toMatch(/paused/);
    // Once the pause has ended, delivery is not refused for it either.
    clock = START + 31 * MIN;
    expect((await order('delivery')).body.message).not.toMatch(/paused/);
  });
});
