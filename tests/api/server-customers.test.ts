/**
 * Reference API: customers (issue 16 item 1). SPEC §7 GET customer/list, DELETE customer/{id},
 * GET customer/{id}/block, and ours: GET customer/{id}/orders and GET customer/export.
 */
import { eq } from 'drizzle-orm';
import {
  customerOrdersReply,
  customerReply,
  customersReply,
  CUSTOMER_EXPORT_COLUMNS,
  type Customer,
} from '@/lib/contract';
import { customerMarks, orders } from '@/server/db/schema';
import { testClock } from '@/server/testing-client';
import { addItemRows, addLocation, addOrder } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi, type Owner } from './helpers/test-api';

const clock = testClock(Date.parse('2026-03-11T15:00:00Z'));
startTestApi({ now: clock.now });

const daysAgo = (n: number) => new Date(clock.now().getTime() - n * 86_400_000);

/**
 * Three customers told apart three ways: Alice by e-mail (in two cases, one order cancelled), Bob
 * by phone (written three ways), Carol by name only (two spellings).
 */
async function ownerWithCustomers() {
  const o = await client.registerBusiness();
  const at = { businessId: o.businessId, locationId: o.locationId };
  const alice = { customerName: 'Alice Martin', customerEmail: 'alice@example.test' };
  await addOrder(api, { ...at, ...alice, customerName: 'Alice M', total: 2000, createdAt: daysAgo(10) });
  await addOrder(api, { ...at, ...alice, total: 3000, status: 'cancelled', createdAt: daysAgo(8) });
  await addOrder(api, { ...at, ...alice, customerEmail: 'ALICE@Example.test ', total: 1550, createdAt: daysAgo(2) });
  await addOrder(api, {
    ...at,
    customerName: 'Bob',
    customerPhone: '(514) 555-0101',
    total: 4000,
    createdAt: daysAgo(5),
  });
  await addOrder(api, {
    ...at,
    customerName: 'Bobby',
    customerPhone: '+1 514-555-0101',
    total: 500,
    createdAt: daysAgo(4),
  });
  await addOrder(api, { ...at, customerName: 'Carol', total: 900, createdAt: daysAgo(1) });
  await addOrder(api, { ...at, customerName: ' carol ', total: 100, createdAt: daysAgo(20) });
  return o;
}

const list = async (m: Pick<Owner, 'token'>, query = '') => {
  const res = await client.call('GET', `customer/list${query}`, { token: m.token });
  expect(res.status).toBe(200);
  return customersReply.parse(res.body);
};
const names = (customers: Customer[]) => customers.map((c) => c.name);
const marksOf = (businessId: string) =>
  api.db.select().from(customerMarks).where(eq(customerMarks.businessId, businessId));

describe('customers', () => {
  test('the list groups orders by e-mail, phone or name with their count, spend (cancelled excluded) and last order', async () => {
    const o = await ownerWithCustomers();
    const page = await list(o);
    expect(page).toMatchObject({ total: 3, page: 1, per_page: 25 });
    // Newest last order first by default; each row carries its latest order's name, e-mail and phone.
    expect(page.customers).toEqual([
      {
        _id: expect.any(String),
        name: 'Carol',
        email: null,
        phone: null,
        order_count: 2,
        total_spent: 1000,
        last_order_at: daysAgo(1).toISOString(),
        blocked: false,
      },
      {
        _id: expect.any(String),
        name: 'Alice Martin',
        email: 'ALICE@Example.test ',
        phone: null,
        order_count: 3,
        total_spent: 3550,
        last_order_at: daysAgo(2).toISOString(),
        blocked: false,
      },
      {
        _id: expect.any(String),
        name: 'Bobby',
        email: null,
        phone: '+1 514-555-0101',
        order_count: 2,
        total_spent: 4500,
        last_order_at: daysAgo(4).toISOString(),
        blocked: false,
      },
    ]);
    // Another business sees none of them.
    expect((await list(await client.registerBusiness())).total).toBe(0);
  });

  test('server-side search on name, e-mail or phone, any case, wildcards taken literally', async () => {
    const o = await ownerWithCustomers();
    expect(names((await list(o, '?search=ALICE')).customers)).toEqual(['Alice Martin']);
    expect(names((await list(o, '?search=example.test')).customers)).toEqual(['Alice Martin']);
    expect(names((await list(o, '?search=555-0101')).customers)).toEqual(['Bobby']);
    // Digits find a phone however the order wrote it.
    expect(names((await list(o, '?search=5145550101')).customers)).toEqual(['Bobby']);
    expect(names((await list(o, `?search=${encodeURIComponent('514 555 01')}`)).customers)).toEqual(['Bobby']);
    expect(names((await list(o, '?search=car')).customers)).toEqual(['Carol']);
    expect(await list(o, '?search=%25')).toMatchObject({ customers: [], total: 0 });
  });

  test('sort by each key in both directions, paging with the total', async () => {
    const o = await ownerWithCustomers();
    const sorted: Record<string, string[]> = {
      name: ['Alice Martin', 'Bobby', 'Carol'],
      order_count: ['Carol', 'Bobby', 'Alice Martin'],
      total_spent: ['Carol', 'Alice Martin', 'Bobby'],
      last_order_at: ['Bobby', 'Alice Martin', 'Carol'],
    };
    for (const [key, ascending] of Object.entries(sorted)) {
      expect([key, names((await list(o, `?sort=${key}`)).customers)]).toEqual([key, ascending]);
      const descending = names((await list(o, `?sort=-${key}`)).customers);
      // Bob and Carol both have 2 orders: the tie keeps the same (key) order both ways.
      if (key === 'order_count') expect(descending).toEqual(['Alice Martin', 'Carol', 'Bobby']);
      else expect([key, descending]).toEqual([key, [...ascending].reverse()]);
    }
    const first = await list(o, '?sort=name&per_page=2');
    expect([names(first.customers), first.total]).toEqual([['Alice Martin', 'Bobby'], 3]);
    const second = await list(o, '?sort=name&per_page=2&page=2');
    expect([names(second.customers), second.total, second.page]).toEqual([['Carol'], 3, 2]);
    expect(await list(o, '?sort=name&per_page=2&page=3')).toMatchObject({ customers: [], total: 3, page: 3 });
  });

  test("a customer's orders, newest first", async () => {
    const o = await ownerWithCustomers();
    const alice = (await list(o, '?search=alice')).customers[0]!;
    const res = await client.call('GET', `customer/${alice._id}/orders`, { token: o.token });
    expect(res.status).toBe(200);
    const reply = customerOrdersReply.parse(res.body);
    expect(reply.orders.map((r) => [r.total, r.status])).toEqual([
      [1550, 'completed'],
      [3000, 'cancelled'],
      [2000, 'completed'],
    ]);
  });

  test('block toggles; a blocked customer’s test order is refused 409, unblocked it goes through', async () => {
    const o = await client.registerBusiness();
    await addItemRows(api, o, [{ name: 'Soup' }]);
    const customer = { name: 'Dana Blocked', email: 'dana@example.test', phone: null };
    const first = await client.call('POST', 'order/test', { token: o.token, body: { customer } });
    expect(first.status).toBe(201);
    const dana = (await list(o)).customers[0]!;
    expect(dana).toMatchObject({ name: 'Dana Blocked', order_count: 1, blocked: false });

    const block = await client.call('GET', `customer/${dana._id}/block`, { token: o.token });
    expect(block.status).toBe(200);
    expect(customerReply.parse(block.body)).toEqual({
      customer: { ...dana, blocked: true },
      message: 'Customer blocked: they can no longer order.',
    });
    expect((await list(o)).customers[0]!.blocked).toBe(true);
    const ordersBefore = await api.db.select().from(orders).where(eq(orders.businessId, o.businessId));

    // The same person in another case of e-mail is the same customer.
    for (const lang of ['en', 'fr'] as const) {
      const refused = await client.call('POST', 'order/test', {
        token: o.token,
        lang,
        body: { customer: { ...customer, email: 'DANA@example.test' } },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toEqual(
        lang === 'en' ? 'This customer is blocked and cannot order.' : expect.stringMatching(/bloqué/),
      );
    }
    expect(await api.db.select().from(orders).where(eq(orders.businessId, o.businessId))).toEqual(ordersBefore);
    // Someone else still orders.
    expect((await client.call('POST', 'order/test', { token: o.token })).status).toBe(201);

    const unblock = await client.call('GET', `customer/${dana._id}/block`, { token: o.token, lang: 'fr' });
    expect(unblock.status).toBe(200);
    expect(unblock.body.customer.blocked).toBe(false);
    expect(unblock.body.message).toEqual(expect.any(String));
    expect((await client.call('POST', 'order/test', { token: o.token, body: { customer } })).status).toBe(201);
    expect((await list(o, '?search=dana')).customers[0]).toMatchObject({ order_count: 2, blocked: false });
  });

  test('delete hides the customer (their orders stay) until they order again', async () => {
    const o = await ownerWithCustomers();
    await addItemRows(api, o, [{ name: 'Soup' }]);
    const alice = (await list(o, '?search=alice')).customers[0]!;
    const del = await client.call('DELETE', `customer/${alice._id}`, { token: o.token });
    expect(del).toMatchObject({ status: 200, body: { message: 'Customer deleted.' } });
    expect(names((await list(o)).customers)).toEqual(['Carol', 'Bobby']);
    expect((await list(o)).total).toBe(2);
    expect((await client.call('GET', `customer/${alice._id}/orders`, { token: o.token })).status).toBe(404);
    expect((await client.call('DELETE', `customer/${alice._id}`, { token: o.token })).status).toBe(404);
    expect((await api.db.select().from(orders).where(eq(orders.businessId, o.businessId))).length).toBe(7);

    clock.advance(60_000);
    const again = await client.call('POST', 'order/test', {
      token: o.token,
      body: { customer: { name: 'Alice Martin', email: 'alice@example.test', phone: null } },
    });
    expect(again.status).toBe(201);
    const back = (await list(o)).customers[0]!;
    // Back as new: only the order after the deletion counts.
    expect(back).toMatchObject({ _id: alice._id, order_count: 1, total_spent: again.body.order.total });
    const theirOrders = customerOrdersReply.parse(
      (await client.call('GET', `customer/${alice._id}/orders`, { token: o.token })).body,
    );
    expect(theirOrders.orders.map((r) => r._id)).toEqual([again.body.order._id]);
  });

  test('CSV export: the header, one row per customer in the order of the list, search applied', async () => {
    const o = await ownerWithCustomers();
    const res = await client.call('GET', 'customer/export?sort=-total_spent', { token: o.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('customers.csv');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines).toEqual([
      CUSTOMER_EXPORT_COLUMNS.join(','),
      // A leading + would make a formula of the phone in a spreadsheet.
      `Bobby,,'+1 514-555-0101,2,45.00,${daysAgo(4).toISOString()},no`,
      `Alice Martin,ALICE@Example.test ,,3,35.50,${daysAgo(2).toISOString()},no`,
      `Carol,,,2,10.00,${daysAgo(1).toISOString()},no`,
      '',
    ]);
    const onScreen = names((await list(o, '?sort=-total_spent')).customers);
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(onScreen);
    const searched = await client.call('GET', 'customer/export?search=bob', { token: o.token });
    expect(String(searched.body).split('\r\n')).toHaveLength(3);
  });

  describe('over a range of local days (from/to)', () => {
    /**
     * February 2026 in Vancouver (UTC−8) holds Alice's first order (00:30 on Feb 1 there) and Bob's
     * (23:30 on Feb 28 there), but not Dave's (23:30 on Jan 31 there) nor Carol's (March).
     * Toronto (UTC−5) sees the same instants on other days. Orders are all at the first location:
     * customers are the business's, only the days are the caller's location's.
     */
    async function ownerWithFebruary() {
      const o = await client.registerBusiness();
      const at = { businessId: o.businessId, locationId: o.locationId };
      const alice = { customerEmail: 'alice@example.test' };
      await addOrder(api, {
        ...at,
        ...alice,
        customerName: 'Alice M',
        total: 2000,
        createdAt: new Date('2026-02-01T08:30:00Z'),
      });
      await addOrder(api, {
        ...at,
        ...alice,
        customerName: 'Alice M',
        total: 3000,
        status: 'cancelled',
        createdAt: new Date('2026-02-15T18:00:00Z'),
      });
      await addOrder(api, {
        ...at,
        ...alice,
        customerName: 'Alice Martin',
        total: 1000,
        createdAt: new Date('2026-03-05T18:00:00Z'),
      });
      const bob = { customerName: 'Bob', customerPhone: '5145550101' };
      await addOrder(api, { ...at, ...bob, total: 4000, createdAt: new Date('2026-03-01T07:30:00Z') });
      await addOrder(api, { ...at, ...bob, total: 500, createdAt: new Date('2026-01-10T18:00:00Z') });
      await addOrder(api, { ...at, customerName: 'Dave', total: 9000, createdAt: new Date('2026-02-01T07:30:00Z') });
      await addOrder(api, { ...at, customerName: 'Carol', total: 700, createdAt: new Date('2026-03-05T19:00:00Z') });
      const vancouver = await addLocation(api, o.businessId, { name: 'Vancouver', timezone: 'America/Vancouver' });
      const toronto = await addLocation(api, o.businessId, { name: 'Toronto', timezone: 'America/Toronto' });
      return { ...o, vancouver, toronto };
    }
    const february = 'from=2026-02-01&to=2026-02-28';

    test("figures count the range's orders only, in the location's days; customers without one are left out", async () => {
      const o = await ownerWithFebruary();
      const page = await list(o, `?location=${o.vancouver}&${february}&sort=-total_spent`);
      expect(page).toMatchObject({ total: 2, page: 1, per_page: 25 });
      expect(page.customers).toEqual([
        {
          _id: expect.any(String),
          name: 'Bob',
          email: null,
          phone: '5145550101',
          order_count: 1,
          total_spent: 4000,
          last_order_at: '2026-03-01T07:30:00.000Z',
          blocked: false,
        },
        {
          _id: expect.any(String),
          // Who they are is their latest order's, figures are February's (the cancelled one counts, unspent).
          name: 'Alice Martin',
          email: 'alice@example.test',
          phone: null,
          order_count: 2,
          total_spent: 2000,
          last_order_at: '2026-02-15T18:00:00.000Z',
          blocked: false,
        },
      ]);
      // The same days in Toronto: Dave's order is February's, Bob's late one is March's.
      const inToronto = await list(o, `?location=${o.toronto}&${february}&sort=-total_spent`);
      expect(inToronto.customers.map((c) => [c.name, c.order_count, c.total_spent])).toEqual([
        ['Dave', 1, 9000],
        ['Alice Martin', 2, 2000],
      ]);
      // Without a range, all time, as before.
      const all = await list(o, `?location=${o.vancouver}&sort=-total_spent`);
      expect(all.customers.map((c) => [c.name, c.order_count, c.total_spent])).toEqual([
        ['Dave', 1, 9000],
        ['Bob', 2, 4500],
        ['Alice Martin', 3, 3000],
        ['Carol', 1, 700],
      ]);
      // Search, sort and paging work within the range.
      expect(names((await list(o, `?location=${o.vancouver}&${february}&search=alice`)).customers)).toEqual([
        'Alice Martin',
      ]);
      const second = await list(o, `?location=${o.vancouver}&${february}&sort=name&per_page=1&page=2`);
      expect([names(second.customers), second.total]).toEqual([['Bob'], 2]);
      // A range with no order at all is an empty list.
      expect(await list(o, `?location=${o.vancouver}&from=2025-06-01&to=2025-06-30`)).toMatchObject({
        customers: [],
        total: 0,
      });
    });

    test('the CSV export takes the same range', async () => {
      const o = await ownerWithFebruary();
      const res = await client.call('GET', `customer/export?location=${o.vancouver}&${february}&sort=-total_spent`, {
        token: o.token,
      });
      expect(res.status).toBe(200);
      expect(
        String(res.body)
          .replace(/^\uFEFF/, '')
          .split('\r\n'),
      ).toEqual([
        CUSTOMER_EXPORT_COLUMNS.join(','),
        'Bob,,5145550101,1,40.00,2026-03-01T07:30:00.000Z,no',
        'Alice Martin,alice@example.test,,2,20.00,2026-02-15T18:00:00.000Z,no',
        '',
      ]);
    });

    test('a bad range is 422 with a field error in the caller’s language', async () => {
      const o = await ownerWithFebruary();
      const cases: [string, string[]][] = [
        ['from=2026-02-28&to=2026-02-01', ['to']],
        ['from=2025-01-01&to=2026-01-02', ['to']],
        ['from=2026-02-30&to=2026-03-01', ['from']],
        ['from=02/01/2026&to=2026-02-28', ['from']],
        ['from=2026-02-01', ['to']],
        ['to=2026-02-01', ['from']],
      ];
      for (const path of ['customer/list', 'customer/export']) {
        for (const [query, fields] of cases) {
          const res = await client.call('GET', `${path}?${query}`, { token: o.token });
          expect([path, query, res.status, Object.keys(res.body.errors ?? {})]).toEqual([path, query, 422, fields]);
        }
      }
      // 366 days is the longest range taken.
      expect((await list(o, '?from=2025-03-01&to=2026-03-01')).total).toBeGreaterThan(0);
      const backwards = 'customer/list?from=2026-02-28&to=2026-02-01';
      const en = await client.call('GET', backwards, { token: o.token });
      const fr = await client.call('GET', backwards, { token: o.token, lang: 'fr' });
      expect(en.body.errors.to).toEqual(['The range must run forward and span at most 366 days.']);
      expect(fr.body.errors.to).toHaveLength(1);
      expect(fr.body.errors.to[0]).not.toBe(en.body.errors.to[0]);
    });
  });

  test("another business's customer id is 404 and changes nothing", async () => {
    const o = await client.registerBusiness();
    const other = await ownerWithCustomers();
    const theirs = (await list(other, '?search=alice')).customers[0]!;
    const before = await list(other);
    const marks = await marksOf(other.businessId);
    for (const [method, path] of [
      ['GET', `customer/${theirs._id}/block`],
      ['GET', `customer/${theirs._id}/orders`],
      ['DELETE', `customer/${theirs._id}`],
      ['GET', 'customer/not-base64!/block'],
    ] as const) {
      const res = await client.call(method, path, { token: o.token });
      expect([path, res.status, res.body.message]).toEqual([path, 404, 'This customer does not exist.']);
    }
    expect(await list(other)).toEqual(before);
    expect(await marksOf(other.businessId)).toEqual(marks);
    expect(await marksOf(o.businessId)).toEqual([]);
  });

  test('an employee without the customers flag is refused 403; with it they list', async () => {
    const o = await ownerWithCustomers();
    const id = (await list(o)).customers[0]!._id;
    const token = await signInStaff({
      businessId: o.businessId,
      role: 'employee',
      locationIds: [o.locationId],
      permissions: { orders: true, coupons: true },
    });
    await expectForbidden(token, [
      ['GET', 'customer/list'],
      ['GET', 'customer/export'],
      ['GET', `customer/${id}/orders`],
      ['GET', `customer/${id}/block`],
      ['DELETE', `customer/${id}`],
    ]);
    expect(await marksOf(o.businessId)).toEqual([]);
    const allowed = await signInStaff({
      businessId: o.businessId,
      role: 'employee',
      locationIds: [o.locationId],
      permissions: { customers: true },
    });
    expect((await list({ token: allowed })).total).toBe(3);
  });

  test('bad query parameters are 422 with field errors, in the caller’s language', async () => {
    const o = await ownerWithCustomers();
    for (const path of ['customer/list', 'customer/export']) {
      const res = await client.call('GET', `${path}?page=0&per_page=101&sort=email`, { token: o.token });
      expect([path, res.status, Object.keys(res.body.errors ?? {}).sort()]).toEqual([
        path,
        422,
        ['page', 'per_page', 'sort'],
      ]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const fr = await client.call('GET', `customer/list?page=abc&search=${'x'.repeat(65)}`, {
      token: o.token,
      lang: 'fr',
    });
    expect(fr.status).toBe(422);
    expect(Object.keys(fr.body.errors).sort()).toEqual(['page', 'search']);
    expect(fr.body.errors.search[0]).not.toBe(
      (await client.call('GET', `customer/list?search=${'x'.repeat(65)}`, { token: o.token })).body.errors.search[0],
    );
    expect(await marksOf(o.businessId)).toEqual([]);
  });
});
