/** Reference API: POST order/test (the getting-started test order, a full realistic order). */
import { eq } from 'drizzle-orm';
import { orderReply, userReply } from '@/lib/contract';
import { businesses, categories, items, locations, modifierGroups, orders, taxes } from '@/server/db/schema';
import { addItemRows } from '@/server/testing-fixtures';
import { api, client, loginDemo, signInStaff, startTestApi, type Owner } from './helpers/test-api';

const NOW = new Date('2025-03-12T15:00:00Z');

startTestApi({ seed: true, now: () => NOW });

const storedOrder = async (id: string) => (await api.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A menu row's scope: a new owner's one location. */
const at = (m: Owner) => ({ businessId: m.businessId, locationId: m.locationId });

/** One available item at the location, so a test order has something to be made of. */
const addDish = (m: Owner) => addItemRows(api, at(m), [{ name: 'Poutine', price: 1195 }]);

describe('POST order/test', () => {
  test("an empty menu: GET says 0 items, POST is a 409 in the caller's language, nothing stored, the step stays open", async () => {
    const m = await client.registerBusiness();
    expect((await client.call('GET', 'order/test', { token: m.token })).body).toEqual({ orderable_items: 0 });
    const res = await client.call('POST', 'order/test', { token: m.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'There is nothing to order yet: add an available item to your menu first.' });
    expect((await client.call('POST', 'order/test', { token: m.token, lang: 'fr' })).body).toEqual({
      message: 'Il n’y a encore rien à commander : ajoutez d’abord un article disponible à votre menu.',
    });
    // Items a customer could not order do not count either.
    const [category] = await api.db
      .insert(categories)
      .values({ ...at(m), name: 'Closed', available: false })
      .returning();
    await api.db.insert(items).values({ ...at(m), categoryId: category!.id, name: 'Hidden dish', price: 900 });
    await addItemRows(api, at(m), [{ name: 'Sold out', price: 500, available: false }]);
    expect((await client.call('GET', 'order/test', { token: m.token })).body).toEqual({ orderable_items: 0 });
    expect((await client.call('POST', 'order/test', { token: m.token })).status).toBe(409);
    expect(await api.db.select().from(orders).where(eq(orders.businessId, m.businessId))).toHaveLength(0);
    expect(
      (await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.place_a_test_order,
    ).toBe(false);
  });

  test("made of the location's own menu: available items at their prices, required choices, the menu's taxes", async () => {
    const m = await client.registerBusiness();
    const [gst, qst, alcohol] = await api.db
      .insert(taxes)
      .values([
        { ...at(m), name: 'GST', rateMilli: 5000, isDefault: true },
        { ...at(m), name: 'QST', rateMilli: 9975, isDefault: true },
        { ...at(m), name: 'Alcohol', rateMilli: 10000, isDefault: false },
      ])
      .returning();
    const option = (name: string, price: number, available = true) => ({ id: name, name, price, available });
    const [size, empty] = await api.db
      .insert(modifierGroups)
      .values([
        {
          ...at(m),
          name: 'Size',
          required: true,
          minSelections: 1,
          maxSelections: 1,
          options: [option('Regular', 0), option('Large', 250), option('Huge', 500, false)],
        },
        { ...at(m), name: 'Sold out', required: true, minSelections: 1, options: [option('Gone', 100, false)] },
      ])
      .returning();
    await addItemRows(api, at(m), [
      { name: 'Bagel', price: 450 },
      { name: 'Pizza', price: 1800, modifierGroupIds: [size!.id] },
      { name: 'Wine', price: 1200, customTax: true, taxIds: [gst!.id, alcohol!.id] },
      { name: 'Cannot choose', price: 700, modifierGroupIds: [empty!.id] },
    ]);
    expect((await client.call('GET', 'order/test', { token: m.token })).body).toEqual({ orderable_items: 3 });
    const prices: Record<string, number> = { Bagel: 450, Pizza: 1800, Wine: 1200 };
    const taxOf = (base: number, rateMilli: number) => Math.floor((base * rateMilli * 2 + 100000) / 200000);
    for (let i = 0; i < 8; i++) {
      const res = await client.call('POST', 'order/test', { token: m.token });
      expect(res.status).toBe(201);
      const { order } = orderReply.parse(res.body);
      const lines = (await storedOrder(order._id)).items;
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) {
        expect(prices[line.name]).toBe(line.price);
        if (line.name === 'Pizza') {
          expect(line.modifiers).toHaveLength(1);
          expect([
            { name: 'Regular', price: 0 },
            { name: 'Large', price: 250 },
          ]).toContainEqual(line.modifiers![0]);
        } else expect(line.modifiers).toEqual([]);
      }
      const total = (name?: string) =>
        lines
          .filter((l) => !name || l.name !== name)
          .reduce((s, l) => s + (l.price + (l.modifiers ?? []).reduce((x, mod) => x + mod.price, 0)) * l.quantity, 0);
      // Wine pays GST and the alcohol tax (its own), the rest GST and QST (the defaults).
      const wine = total() - total('Wine');
      const rest = total('Wine');
      expect(order.subtotal).toBe(total());
      expect(order.tax).toBe(
        taxOf(total(), gst!.rateMilli) + taxOf(rest, qst!.rateMilli) + taxOf(wine, alcohol!.rateMilli),
      );
      expect(order.total).toBe(order.subtotal + order.tax + order.tip + order.service_fee);
    }
  });

  test('a new Québec business: 201, a realistic pick-up, numbered 1001, step done', async () => {
    const m = await client.registerBusiness();
    await addDish(m);
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
    // One item on the menu: one line of it.
    expect(row.items).toMatchObject([{ name: 'Poutine', price: 1195, modifiers: [] }]);
    const subtotal = row.items.reduce(
      (s, i) => s + (i.price + (i.modifiers ?? []).reduce((m, x) => m + x.price, 0)) * i.quantity,
      0,
    );
    expect(order.subtotal).toBe(subtotal);
    // No taxes set up on this menu: none charged.
    expect(order.tax).toBe(0);
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
    await addDish(otherBusiness);
    expect((await client.call('POST', 'order/test', { token: otherBusiness.token })).body.order.order_number).toBe(
      '1001',
    );
  });

  test('the reply in French', async () => {
    const m = await client.registerBusiness({ state: 'ON' });
    await addDish(m);
    const res = await client.call('POST', 'order/test', { token: m.token, lang: 'fr' });
    const { order, message } = orderReply.parse(res.body);
    expect(message).toBe(`La commande test n° ${order.order_number} a été passée.`);
  });

  test('the demo continues its own sequence after the seeded orders; at the chosen location', async () => {
    const owner = await loginDemo('owner');
    const { business } = userReply.parse((await client.call('GET', 'user', { token: owner })).body);
    const [b] = await api.db.select().from(businesses).where(eq(businesses.id, business!._id));
    const second = business!.locations[1]!._id;
    // The demo's menu is at its first location; the second one gets a dish of its own.
    await addItemRows(api, { businessId: business!._id, locationId: second }, [{ name: 'Bagel', price: 450 }]);
    const res = await client.call('POST', `order/test?location=${second}`, { token: owner });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ location_id: second, order_number: String(b!.nextOrderNumber) });
    expect(res.body.order.items).toMatchObject([{ name: 'Bagel', price: 450 }]);
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
    expect((await client.call('GET', 'order/test', { token })).status).toBe(403);
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
