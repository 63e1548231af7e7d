/** Reference API: GET location/scheduled-orders, the scheduled orders a closing would cover. */
import { scheduledOrdersReply } from '@/lib/contract';
import { addLocation, addOrder } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

const at = (iso: string) => new Date(iso);
const query = (from: string, to: string, extra = '') =>
  `location/scheduled-orders?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`;

describe('GET location/scheduled-orders', () => {
  test('open orders of the location due in [from, to) for the services asked, soonest first', async () => {
    const m = await client.registerBusiness();
    const own = { businessId: m.businessId, locationId: m.locationId };
    const later = await addOrder(api, {
      ...own,
      status: 'confirmed',
      type: 'delivery',
      customerName: 'Ana',
      scheduledAt: at('2030-06-01T18:00:00Z'),
    });
    const sooner = await addOrder(api, {
      ...own,
      status: 'new',
      type: 'pickup',
      customerName: 'Ben',
      scheduledAt: at('2030-06-01T16:00:00Z'),
    });
    // Left out: cancelled, completed, at the end bound, before the start, catering, no due time, another location.
    await addOrder(api, { ...own, status: 'cancelled', type: 'pickup', scheduledAt: at('2030-06-01T17:00:00Z') });
    await addOrder(api, { ...own, status: 'completed', type: 'pickup', scheduledAt: at('2030-06-01T17:00:00Z') });
    await addOrder(api, { ...own, status: 'new', type: 'pickup', scheduledAt: at('2030-06-02T00:00:00Z') });
    await addOrder(api, { ...own, status: 'new', type: 'pickup', scheduledAt: at('2030-05-31T23:59:59Z') });
    await addOrder(api, { ...own, status: 'new', type: 'catering', scheduledAt: at('2030-06-01T12:00:00Z') });
    await addOrder(api, { ...own, status: 'new', type: 'pickup', scheduledAt: null });
    const second = await addLocation(api, m.businessId);
    await addOrder(api, {
      businessId: m.businessId,
      locationId: second,
      status: 'new',
      scheduledAt: at('2030-06-01T12:00:00Z'),
    });

    const res = await client.call(
      'GET',
      query('2030-06-01T00:00:00Z', '2030-06-02T00:00:00Z', '&services=pickup,delivery'),
      {
        token: m.token,
      },
    );
    expect(res.status).toBe(200);
    const reply = scheduledOrdersReply.parse(res.body);
    expect(reply.total).toBe(2);
    expect(reply.orders.map((o) => [o._id, o.type, o.customer_name, o.status, o.scheduled_at])).toEqual([
      [sooner, 'pickup', 'Ben', 'new', '2030-06-01T16:00:00.000Z'],
      [later, 'delivery', 'Ana', 'confirmed', '2030-06-01T18:00:00.000Z'],
    ]);
    expect(reply.orders[0]!.order_number).toEqual(expect.any(String));

    // Without `services`: every service, catering included. An offset in the bounds is an instant.
    const all = scheduledOrdersReply.parse(
      (await client.call('GET', query('2030-06-01T08:00:00+08:00', '2030-06-01T20:00:00-04:00'), { token: m.token }))
        .body,
    );
    expect(all.orders.map((o) => o.type)).toEqual(['catering', 'pickup', 'delivery']);

    // The second location, asked for by ?location=, has its own order only.
    const there = scheduledOrdersReply.parse(
      (
        await client.call('GET', query('2030-06-01T00:00:00Z', '2030-06-02T00:00:00Z', `&location=${second}`), {
          token: m.token,
        })
      ).body,
    );
    expect(there.total).toBe(1);
  });

  test('422 on a bad period or service (en and fr); 404 for another business; 403 without setup', async () => {
    const m = await client.registerBusiness();
    const backwards = await client.call('GET', query('2030-06-02T00:00:00Z', '2030-06-01T00:00:00Z'), {
      token: m.token,
    });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(['to']);
    const noDate = await client.call('GET', query('tomorrow', '2030-06-01T00:00:00Z'), { token: m.token, lang: 'fr' });
    expect(noDate.status).toBe(422);
    expect(noDate.body.errors.from).toEqual([expect.stringMatching(/date/i)]);
    const badService = await client.call(
      'GET',
      query('2030-06-01T00:00:00Z', '2030-06-02T00:00:00Z', '&services=dine_in'),
      {
        token: m.token,
      },
    );
    expect(badService.status).toBe(422);

    const other = await client.registerBusiness();
    await addOrder(api, {
      businessId: other.businessId,
      locationId: other.locationId,
      status: 'new',
      scheduledAt: at('2030-06-01T12:00:00Z'),
    });
    const foreign = await client.call(
      'GET',
      query('2030-06-01T00:00:00Z', '2030-06-02T00:00:00Z', `&location=${other.locationId}`),
      { token: m.token },
    );
    expect(foreign.status).toBe(404);

    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(employee, [['GET', query('2030-06-01T00:00:00Z', '2030-06-02T00:00:00Z')]]);
  });
});
