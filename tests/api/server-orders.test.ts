/** Reference API: POST order/test (the getting-started test order, a full realistic order). */
import { eq } from 'drizzle-orm';
import { orderReply, userReply } from '@/lib/contract';
import { businesses, locations, orders } from '@/server/db/schema';
import { SAMPLE_MENU } from '@/server/services/orders';
import { api, client, loginDemo, signInStaff, startTestApi } from './helpers/test-api';

const NOW = new Date('2025-03-12T15:00:00Z');

startTestApi({ seed: true, now: () => NOW });

const storedOrder = async (id: string) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST order/test', () => {
  test('a new Québec business: 201, a realistic pick-up with QST+GST, numbered 1001, step done', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('POST', 'order/test', { token: m.token });
    expect(res.status).toBe(201);
    const { order, message } = orderReply.parse(res.body);
    expect(order).toMatchObject({
      order_number: '1001',
      location_id: m.locationId,
      type: 'pickup',
      status: 'new',
      is_test: true,
      customer_name: 'Test Customer',
      created_at: NOW.toISOString(),
      scheduled_at: null,
    });
    expect(message).toBe('Test order #1001 has been placed.');

    const row = await storedOrder(order._id);
    expect(row.items.length).toBeGreaterThanOrEqual(2);
    expect(row.items.length).toBeLessThanOrEqual(4);
    for (const item of row.items) expect(SAMPLE_MENU).toContainEqual({ name: item.name, price: item.price });
    const subtotal = row.items.reduce(
      (s, i) => s + (i.price + (i.modifiers ?? []).reduce((m, x) => m + x.price, 0)) * i.quantity,
      0,
    );
    expect(order.subtotal).toBe(subtotal);
    // 14.975 % rounded half up, in integers.
    expect(order.tax).toBe(Math.floor((subtotal * 14975 + 50000) / 100000));
    expect(order.tip).toBe(Math.floor((subtotal * 15 + 50) / 100));
    // SPEC §9: the 0.99 service fee; no delivery fee or discount on a pick-up.
    expect(order).toMatchObject({
      service_fee: 99,
      delivery_fee: 0,
      discount: 0,
      payment_mode: 'card_online',
      address: null,
      isNew: true,
      order_status: 'open_orders',
    });
    expect(order.total).toBe(order.subtotal + order.tax + order.tip + 99);
    expect(order.customer).toEqual({ name: 'Test Customer', phone: '5145550142', email: 'test.customer@example.com' });
    expect(order.status_history).toEqual([{ status: 'new', at: NOW.toISOString(), by: null }]);

    const gs = await client.call('GET', 'getting-started', { token: m.token });
    expect(gs.body.getting_started).toMatchObject({ place_a_test_order: true, completed: 1 });

    // The sequence goes on per business.
    const next = orderReply.parse(
      (await client.call('POST', 'order/test', { token: m.token, body: { type: 'delivery' } })).body,
    ).order;
    expect(next).toMatchObject({
      order_number: '1002',
      type: 'delivery',
      delivery_fee: 399,
      address: '100 Main Street, Springfield',
    });
    const otherBusiness = await client.registerBusiness();
    expect((await client.call('POST', 'order/test', { token: otherBusiness.token })).body.order.order_number).toBe(
      '1001',
    );
  });

  test('13 % outside Québec, in French', async () => {
    const m = await client.registerBusiness({ state: 'ON' });
    const res = await client.call('POST', 'order/test', { token: m.token, lang: 'fr' });
    const { order, message } = orderReply.parse(res.body);
    expect(order.tax).toBe(Math.floor((order.subtotal * 13 + 50) / 100));
    expect(message).toBe(`La commande test n° ${order.order_number} a été passée.`);
  });

  test('the demo continues its own sequence after the seeded orders; at the chosen location', async () => {
    const owner = await loginDemo('owner');
    const { business } = userReply.parse((await client.call('GET', 'user', { token: owner })).body);
    const [b] = await api.db.select().from(businesses).where(eq(businesses.id, business!._id));
    const second = business!.locations[1]!._id;
    const res = await client.call('POST', `order/test?location=${second}`, { token: owner });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ location_id: second, order_number: String(b!.nextOrderNumber) });
  });

  test('the employee places one at their location; another location is a 404', async () => {
    const staff = await loginDemo('staff');
    const { user, business } = userReply.parse((await client.call('GET', 'user', { token: staff })).body);
    const ok = await client.call('POST', 'order/test', { token: staff });
    expect(ok.status).toBe(201);
    expect(ok.body.order.location_id).toBe(user.location);
    const [hidden] = (await api.db.select().from(locations).where(eq(locations.businessId, business!._id))).filter(
      (l) => l.id !== user.location,
    );
    const res = await client.call('POST', `order/test?location=${hidden!.id}`, { token: staff });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This location is not available to you.');
  });

  test('403 without the orders flag (en and fr)', async () => {
    const m = await client.registerBusiness();
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { orders: false },
    });
    const res = await client.call('POST', 'order/test', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to do this.' });
    expect((await client.call('POST', 'order/test', { token, lang: 'fr' })).body.message).toBe(
      'Vous n’avez pas l’autorisation de faire ceci.',
    );
    expect(await api.db.select().from(orders).where(eq(orders.businessId, m.businessId))).toHaveLength(0);
  });

  test('404 for a staff member with no location', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('POST', 'order/test', {
      token: await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [] }),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No location is assigned to you yet. Ask the business owner to assign one.');
  });

  test('422 for an unknown type; 400 for a body that is not JSON', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('POST', 'order/test', { token: m.token, body: { type: 'drive_through' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['type']);
    expect((await client.call('POST', 'order/test', { token: m.token, raw: '{' })).status).toBe(400);
    expect(
      (await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.place_a_test_order,
    ).toBe(false);
  });

  test('another business or its location is a 404; no business 404; no token 401', async () => {
    const a = await client.registerBusiness();
    const b = await client.registerBusiness();
    expect((await client.call('POST', 'order/test', { token: a.token, business: b.businessId })).status).toBe(404);
    expect((await client.call('POST', `order/test?location=${b.locationId}`, { token: a.token })).status).toBe(404);
    const { token } = await client.signUp();
    expect((await client.call('POST', 'order/test', { token })).body.message).toBe('Register your business first.');
    expect((await client.call('POST', 'order/test')).status).toBe(401);
  });
});
