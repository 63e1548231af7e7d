/**
 * Reference API: coupons (issue 16 item 2). SPEC §7 GET/POST coupon, PUT/DELETE coupon/{id}, and
 * ours: POST coupon/apply (what a storefront asks before checkout), GET coupon/results, and the
 * coupon of a test order (POST order/test with coupon_code).
 */
import { eq } from 'drizzle-orm';
import {
  couponApplyReply,
  couponReply,
  couponResultsReply,
  couponsReply,
  orderReply,
  type Coupon,
} from '@/lib/contract';
import { coupons, couponUses, items, orders, taxes } from '@/server/db/schema';
import { addItemRows } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi, type Owner } from './helpers/test-api';

// Tuesday 2026-03-10 at 23:30 in Montréal (the test business's clock), already Wednesday in UTC.
const NOW = new Date('2026-03-11T03:30:00Z');
let now = NOW;
startTestApi({ now: () => now });
afterEach(() => {
  now = NOW;
});

const body = (extra: Record<string, unknown> = {}) => ({ code: 'SAVE10', kind: 'percent', amount: 10, ...extra });

async function create(m: Owner, extra: Record<string, unknown> = {}): Promise<Coupon> {
  const res = await client.call('POST', 'coupon', { token: m.token, body: body(extra) });
  expect([res.status, res.body.errors]).toEqual([201, undefined]);
  return couponReply.parse(res.body).coupon;
}

const zoe = { name: 'Zoe', email: 'zoe@example.test', phone: null };
const yan = { name: 'Yan', email: 'yan@example.test', phone: null };
/** A $20 cart of one line outside any scope. */
const cart = [{ item_id: null, category_id: null, price: 2000, quantity: 1 }];

async function apply(m: Owner, ask: Record<string, unknown> = {}) {
  const res = await client.call('POST', 'coupon/apply', {
    token: m.token,
    body: { code: 'SAVE10', order_type: 'delivery', customer: zoe, lines: cart, ...ask },
  });
  expect(res.status).toBe(200);
  return couponApplyReply.parse(res.body);
}
const reasonOf = async (m: Owner, ask: Record<string, unknown> = {}) => {
  const verdict = await apply(m, ask);
  return verdict.valid ? `valid ${verdict.discount}` : verdict.reason;
};

const stored = async (m: Owner) => api.db.select().from(coupons).where(eq(coupons.businessId, m.businessId));
const usesOf = async (m: Owner) => api.db.select().from(couponUses).where(eq(couponUses.businessId, m.businessId));
const ordersOf = async (m: Owner) => api.db.select().from(orders).where(eq(orders.businessId, m.businessId));

/** An owner whose location's menu is one $10 item, so a test order is 1 or 2 of it. */
async function ownerWithMenu() {
  const m = await client.registerBusiness();
  await addItemRows(api, m, [{ name: 'Soup', price: 1000 }]);
  return m;
}
const testOrder = (m: Owner, extra: Record<string, unknown>) =>
  client.call('POST', 'order/test', { token: m.token, body: { type: 'delivery', customer: zoe, ...extra } });

describe('coupons', () => {
  test('create, list, update, delete with coupons / coupon replies', async () => {
    const m = await client.registerBusiness();
    const post = await client.call('POST', 'coupon', { token: m.token, body: body({ code: 'save10' }) });
    expect(post.status).toBe(201);
    const created = couponReply.parse(post.body);
    expect(created).toEqual({
      coupon: {
        _id: expect.any(String),
        code: 'SAVE10',
        kind: 'percent',
        amount: 10,
        minimum_purchase: 0,
        validity: 'always',
        starts_on: null,
        ends_on: null,
        days: [],
        from_time: null,
        to_time: null,
        total_uses: null,
        uses_per_customer: null,
        order_types: ['pickup', 'delivery', 'dine_in', 'catering'],
        category_ids: [],
        item_ids: [],
        active: true,
        used: 0,
      },
      message: 'Coupon created.',
    });
    await create(m, { code: 'ABC', kind: 'fixed', amount: 500, minimum_purchase: 2500 });

    const list = couponsReply.parse((await client.call('GET', 'coupon', { token: m.token })).body);
    expect(list.coupons.map((c) => c.code)).toEqual(['ABC', 'SAVE10']);

    const put = await client.call('PUT', `coupon/${created.coupon._id}`, {
      token: m.token,
      lang: 'fr',
      body: body({
        code: 'WELCOME10',
        validity: 'recurring',
        days: [5, 1, 1],
        from_time: '11:00',
        to_time: '14:30',
        starts_on: '2026-01-01',
        uses_per_customer: 1,
        order_types: ['delivery'],
        active: false,
      }),
    });
    expect(put.status).toBe(200);
    const updated = couponReply.parse(put.body);
    expect(updated.message).toBe('Coupon modifié.');
    // Days sorted and once each; a date the validity does not use is not kept.
    expect(updated.coupon).toMatchObject({
      code: 'WELCOME10',
      validity: 'recurring',
      days: [1, 5],
      from_time: '11:00',
      to_time: '14:30',
      starts_on: null,
      uses_per_customer: 1,
      order_types: ['delivery'],
      active: false,
    });
    // Back to always: the days and hours go.
    const always = couponReply.parse(
      (await client.call('PUT', `coupon/${created.coupon._id}`, { token: m.token, body: body({ code: 'WELCOME10' }) }))
        .body,
    ).coupon;
    expect([always.days, always.from_time, always.to_time]).toEqual([[], null, null]);

    const del = await client.call('DELETE', `coupon/${created.coupon._id}`, { token: m.token });
    expect(del).toMatchObject({ status: 200, body: { message: 'Coupon deleted.' } });
    expect((await stored(m)).map((c) => c.code)).toEqual(['ABC']);
    expect((await client.call('DELETE', `coupon/${created.coupon._id}`, { token: m.token })).status).toBe(404);
  });

  test('each rule is refused on its field and nothing is written', async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const [theirItem] = await addItemRows(api, other, [{ name: 'Theirs' }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'AB' }, 'code', 'Enter 3 to 20 letters, digits, dashes or underscores.'],
      [{ code: 'A'.repeat(21) }, 'code', 'Enter 3 to 20 letters, digits, dashes or underscores.'],
      [{ code: 'TEN OFF' }, 'code', 'Enter 3 to 20 letters, digits, dashes or underscores.'],
      [{ amount: 101 }, 'amount', 'A percent is at most 100.'],
      [{ amount: 0 }, 'amount', 'The amount must be above zero.'],
      [
        { kind: 'fixed', amount: 500, minimum_purchase: 500 },
        'minimum_purchase',
        "The minimum purchase must be above the coupon's value.",
      ],
      [{ kind: 'fixed', amount: 500 }, 'minimum_purchase', "The minimum purchase must be above the coupon's value."],
      [{ validity: 'period', ends_on: '2026-03-31' }, 'starts_on', 'This field is required.'],
      [{ validity: 'period', starts_on: '2026-03-01' }, 'ends_on', 'This field is required.'],
      [
        { validity: 'period', starts_on: '2026-03-10', ends_on: '2026-03-09' },
        'ends_on',
        'The end date cannot be before the start date.',
      ],
      [{ validity: 'recurring', from_time: '11:00', to_time: '14:00' }, 'days', 'Choose at least one day.'],
      [{ validity: 'recurring', days: [1], to_time: '14:00' }, 'from_time', 'This field is required.'],
      [{ validity: 'recurring', days: [1], from_time: '11:00' }, 'to_time', 'This field is required.'],
      [
        { validity: 'recurring', days: [1], from_time: '14:00', to_time: '14:00' },
        'to_time',
        'The end time must be after the start time.',
      ],
      [
        { validity: 'recurring', days: [1], from_time: '14:00', to_time: '11:00' },
        'to_time',
        'The end time must be after the start time.',
      ],
      [{ order_types: [] }, 'order_types', 'Choose at least one order type.'],
      [{ total_uses: 0 }, 'total_uses', 'Enter a whole number of at least 1, or leave empty for no limit.'],
      [
        { uses_per_customer: 1.5 },
        'uses_per_customer',
        'Enter a whole number of at least 1, or leave empty for no limit.',
      ],
      [{ item_ids: [theirItem] }, 'item_ids', 'Choose categories and items of your menu.'],
      [{ category_ids: ['0123456789abcdef01234567'] }, 'category_ids', 'Choose categories and items of your menu.'],
    ];
    for (const [extra, field, text] of cases) {
      const res = await client.call('POST', 'coupon', { token: m.token, body: body(extra) });
      expect([extra, res.status, res.body.errors?.[field]]).toEqual([extra, 422, [text]]);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await stored(m)).toEqual([]);

    // The same rules on update, in French; the coupon stays as it was.
    const coupon = await create(m);
    const before = await stored(m);
    const res = await client.call('PUT', `coupon/${coupon._id}`, {
      token: m.token,
      lang: 'fr',
      body: body({ code: 'AB', amount: 150 }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'code']);
    expect(res.body.errors.amount).toEqual(['Un pourcentage est d’au plus 100.']);
    expect(await stored(m)).toEqual(before);
  });

  test('the code is unique per business in any case; another business may use it', async () => {
    const m = await client.registerBusiness();
    const first = await create(m, { code: 'Save10' });
    expect(first.code).toBe('SAVE10');
    const again = await client.call('POST', 'coupon', { token: m.token, body: body({ code: 'save10' }) });
    expect([again.status, again.body.errors]).toEqual([422, { code: ['Another coupon already has this code.'] }]);
    const second = await create(m, { code: 'OTHER' });
    const rename = await client.call('PUT', `coupon/${second._id}`, { token: m.token, body: body({ code: 'sAvE10' }) });
    expect(rename.status).toBe(422);
    // Keeping its own code is no conflict.
    expect(
      (await client.call('PUT', `coupon/${first._id}`, { token: m.token, body: body({ code: 'save10', amount: 15 }) }))
        .status,
    ).toBe(200);
    expect((await stored(m)).map((c) => c.code).sort()).toEqual(['OTHER', 'SAVE10']);
    await create(await client.registerBusiness(), { code: 'save10' });
  });

  test('two creations of one code at the same moment: one coupon, the other refused on the field', async () => {
    const m = await client.registerBusiness();
    const replies = await Promise.all(
      ['RACE1', 'race1', 'Race1'].map((code) =>
        client.call('POST', 'coupon', { token: m.token, body: body({ code }) }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    for (const r of replies.filter((x) => x.status === 422))
      expect(r.body.errors).toEqual({ code: ['Another coupon already has this code.'] });
    expect(await stored(m)).toHaveLength(1);
  });

  describe('POST coupon/apply', () => {
    test('a code in any case; unknown and inactive codes are refused with a reason and a text', async () => {
      const m = await client.registerBusiness();
      await create(m);
      expect(await apply(m, { code: ' save10 ' })).toEqual({
        valid: true,
        coupon_id: expect.any(String),
        code: 'SAVE10',
        discount: 200,
      });
      expect(await apply(m, { code: 'NOPE' })).toEqual({
        valid: false,
        reason: 'unknown',
        message: 'This coupon code does not exist.',
      });
      await create(m, { code: 'OFF', active: false });
      expect(await reasonOf(m, { code: 'OFF' })).toBe('inactive');
      // Another business's code is unknown here.
      const other = await client.registerBusiness();
      await create(other, { code: 'THEIRS' });
      expect(await reasonOf(m, { code: 'THEIRS' })).toBe('unknown');
    });

    test('validity: a period of local days, recurring days and hours on the location’s clock', async () => {
      const m = await client.registerBusiness();
      const period = (code: string, starts_on: string, ends_on: string) =>
        create(m, { code, validity: 'period', starts_on, ends_on });
      // It is 2026-03-10 at the location (2026-03-11 in UTC).
      await period('BEFORE', '2026-03-11', '2026-03-20');
      await period('INSIDE', '2026-03-01', '2026-03-10');
      await period('TODAY', '2026-03-10', '2026-03-10');
      await period('AFTER', '2026-03-01', '2026-03-09');
      expect(await reasonOf(m, { code: 'BEFORE' })).toBe('not_started');
      expect(await reasonOf(m, { code: 'INSIDE' })).toBe('valid 200');
      expect(await reasonOf(m, { code: 'TODAY' })).toBe('valid 200');
      expect(await reasonOf(m, { code: 'AFTER' })).toBe('expired');

      const recurring = (code: string, days: number[], from_time: string, to_time: string) =>
        create(m, { code, validity: 'recurring', days, from_time, to_time });
      // Tuesday (2) 23:30 at the location; Wednesday 03:30 in UTC.
      await recurring('TUESDAY-LATE', [2], '23:00', '23:59');
      await recurring('FROM-NOW', [2, 4], '23:30', '23:45');
      await recurring('WEDNESDAY', [3], '00:00', '23:59');
      await recurring('UTC-HOURS', [2, 3], '03:00', '04:00');
      await recurring('ENDED', [2], '22:00', '23:30');
      expect(await reasonOf(m, { code: 'TUESDAY-LATE' })).toBe('valid 200');
      expect(await reasonOf(m, { code: 'FROM-NOW' })).toBe('valid 200');
      expect(await reasonOf(m, { code: 'WEDNESDAY' })).toBe('not_now');
      expect(await reasonOf(m, { code: 'UTC-HOURS' })).toBe('not_now');
      expect(await reasonOf(m, { code: 'ENDED' })).toBe('not_now');
      // An hour later it is Wednesday 00:30 there.
      now = new Date(NOW.getTime() + 3600_000);
      expect(await reasonOf(m, { code: 'WEDNESDAY' })).toBe('valid 200');
      expect(await reasonOf(m, { code: 'TUESDAY-LATE' })).toBe('not_now');
      expect(await reasonOf(m, { code: 'INSIDE' })).toBe('expired');
      expect(await reasonOf(m, { code: 'BEFORE' })).toBe('valid 200');
    });

    test('order type, minimum purchase, and the scope to categories or items', async () => {
      const m = await client.registerBusiness();
      const [soup, cake] = await addItemRows(api, m, [{ name: 'Soup' }, { name: 'Cake' }]);
      const [row] = await api.db.select().from(items).where(eq(items.id, soup!));
      const mains = row!.categoryId;
      const [dessert] = await addItemRows(api, m, [{ name: 'Pie' }]);
      const [pieRow] = await api.db.select().from(items).where(eq(items.id, dessert!));
      const desserts = pieRow!.categoryId;

      await create(m, { code: 'DELIVERY', order_types: ['delivery', 'catering'] });
      expect(await reasonOf(m, { code: 'DELIVERY', order_type: 'pickup' })).toBe('order_type');
      expect(await reasonOf(m, { code: 'DELIVERY', order_type: 'catering' })).toBe('valid 200');

      await create(m, { code: 'FIVE', kind: 'fixed', amount: 500, minimum_purchase: 1500 });
      const line = (price: number, quantity = 1, item_id: string | null = null, category_id: string | null = null) => ({
        item_id,
        category_id,
        price,
        quantity,
      });
      expect(await reasonOf(m, { code: 'FIVE', lines: [line(1499)] })).toBe('minimum');
      expect(await reasonOf(m, { code: 'FIVE', lines: [line(750, 2)] })).toBe('valid 500');

      // Half off the mains and the pie: only those lines count, for the minimum too.
      await create(m, { code: 'HALF', amount: 50, category_ids: [mains], item_ids: [dessert] });
      const mixed = [line(1000, 2, soup, mains), line(601, 1, dessert, desserts), line(3000, 1, null, null)];
      expect(await reasonOf(m, { code: 'HALF', lines: mixed })).toBe(`valid ${Math.round(2601 / 2)}`);
      expect(await reasonOf(m, { code: 'HALF', lines: [line(3000)] })).toBe('no_eligible_items');
      await create(m, {
        code: 'DESSERT',
        kind: 'fixed',
        amount: 300,
        minimum_purchase: 1000,
        category_ids: [desserts],
      });
      // $30 of mains and a $6 pie: the dessert minimum of $10 is not reached.
      const cakeOnly = [line(3000, 1, cake, mains), line(600, 1, dessert, desserts)];
      expect(await reasonOf(m, { code: 'DESSERT', lines: cakeOnly })).toBe('minimum');
      expect(await reasonOf(m, { code: 'DESSERT', lines: [line(600, 2, dessert, desserts)] })).toBe('valid 300');
    });

    test('total uses, then uses per customer (known by e-mail in any case)', async () => {
      const m = await ownerWithMenu();
      await create(m, { code: 'ONCE', total_uses: 1 });
      expect((await testOrder(m, { coupon_code: 'ONCE' })).status).toBe(201);
      expect(await reasonOf(m, { code: 'ONCE', customer: yan })).toBe('used_up');
      expect(await apply(m, { code: 'ONCE', customer: yan })).toMatchObject({
        message: 'This coupon has been used as many times as allowed.',
      });

      await create(m, { code: 'PERCUSTOMER', uses_per_customer: 1 });
      expect(await reasonOf(m, { code: 'PERCUSTOMER' })).toBe('valid 200');
      expect((await testOrder(m, { coupon_code: 'percustomer' })).status).toBe(201);
      expect(await reasonOf(m, { code: 'PERCUSTOMER' })).toBe('customer_limit');
      expect(await reasonOf(m, { code: 'PERCUSTOMER', customer: { ...zoe, email: 'ZOE@example.test' } })).toBe(
        'customer_limit',
      );
      expect(await reasonOf(m, { code: 'PERCUSTOMER', customer: yan })).toBe('valid 200');

      // The second order of the same customer with it: 422 on coupon_code, nothing written.
      const ordersBefore = await ordersOf(m);
      const usesBefore = await usesOf(m);
      const second = await testOrder(m, { coupon_code: 'PERCUSTOMER' });
      expect(second.status).toBe(422);
      expect(second.body.errors).toEqual({
        coupon_code: ['This customer has already used this coupon as many times as allowed.'],
      });
      expect(await ordersOf(m)).toEqual(ordersBefore);
      expect(await usesOf(m)).toEqual(usesBefore);

      // A cancelled order gives its use back.
      await api.db
        .update(orders)
        .set({ status: 'cancelled' })
        .where(eq(orders.id, usesBefore.at(-1)!.orderId));
      expect(await reasonOf(m, { code: 'PERCUSTOMER' })).toBe('valid 200');
    });

    test('bad input is a 422 with field errors', async () => {
      const m = await client.registerBusiness();
      const res = await client.call('POST', 'coupon/apply', {
        token: m.token,
        body: { code: '', order_type: 'drone', customer: { name: '' }, lines: [] },
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['code', 'customer.name', 'lines', 'order_type']);
    });
  });

  describe('POST order/test with coupon_code', () => {
    test('the discount is taken off the order’s money (tax on what is paid) and the use recorded', async () => {
      const m = await ownerWithMenu();
      await api.db
        .insert(taxes)
        .values({ businessId: m.businessId, locationId: m.locationId, name: 'GST', rateMilli: 5000, isDefault: true });
      const gst = (cents: number) => Math.floor((cents * 5 * 2 + 100) / 200);
      const coupon = await create(m, { code: 'FIVE', kind: 'fixed', amount: 500, minimum_purchase: 600 });
      const res = await testOrder(m, { coupon_code: 'five' });
      expect(res.status).toBe(201);
      const { order } = orderReply.parse(res.body);
      expect(order.discount).toBe(500);
      expect(order.tax).toBe(gst(order.subtotal - 500));
      expect(order.total).toBe(order.subtotal - 500 + order.tax + order.tip + order.delivery_fee + order.service_fee);
      expect(await usesOf(m)).toEqual([
        expect.objectContaining({
          couponId: coupon._id,
          orderId: order._id,
          customerKey: 'e:zoe@example.test',
          discount: 500,
          createdAt: NOW,
        }),
      ]);
      const list = couponsReply.parse((await client.call('GET', 'coupon', { token: m.token })).body);
      expect(list.coupons[0]!.used).toBe(1);

      await create(m, { code: 'TENPCT', amount: 10 });
      const pct = orderReply.parse((await testOrder(m, { coupon_code: 'TENPCT', customer: yan })).body).order;
      expect(pct.discount).toBe(Math.round(pct.subtotal / 10));
      expect(pct.tax).toBe(gst(pct.subtotal - pct.discount));
      expect(pct.total).toBe(pct.subtotal - pct.discount + pct.tax + pct.tip + pct.delivery_fee + pct.service_fee);
    });

    test('orders placed at the same moment never take more uses than the coupon has', async () => {
      const m = await ownerWithMenu();
      await create(m, { code: 'LAST2', total_uses: 2 });
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          testOrder(m, { coupon_code: 'LAST2', customer: { name: `C${i}`, email: `c${i}@example.test`, phone: null } }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
      for (const r of replies.filter((x) => x.status === 422))
        expect(r.body.errors).toEqual({ coupon_code: ['This coupon has been used as many times as allowed.'] });
      expect(await usesOf(m)).toHaveLength(2);
      expect(await ordersOf(m)).toHaveLength(2);
    });

    test('a refused code is a 422 on coupon_code, nothing written', async () => {
      const m = await ownerWithMenu();
      await create(m, { code: 'PICKUP', order_types: ['pickup'] });
      const before = await ordersOf(m);
      for (const [code, text] of [
        ['NOPE', 'This coupon code does not exist.'],
        ['PICKUP', 'This coupon is not valid for this type of order.'],
      ]) {
        const res = await testOrder(m, { coupon_code: code });
        expect([res.status, res.body.errors]).toEqual([422, { coupon_code: [text] }]);
        expect(res.body.message).toBe(text);
      }
      expect(await ordersOf(m)).toEqual(before);
      expect(await usesOf(m)).toEqual([]);
      expect((await testOrder(m, { coupon_code: 'PICKUP', type: 'pickup' })).status).toBe(201);
    });
  });

  test('GET coupon/results: uses, discount and sales per coupon over local days', async () => {
    const m = await ownerWithMenu();
    const five = await create(m, { code: 'FIVE', kind: 'fixed', amount: 500, minimum_purchase: 600 });
    const unused = await create(m, { code: 'UNUSED' });
    const a = orderReply.parse((await testOrder(m, { coupon_code: 'FIVE' })).body).order;
    const b = orderReply.parse((await testOrder(m, { coupon_code: 'FIVE', customer: yan })).body).order;
    // A cancelled order does not count.
    const c = orderReply.parse(
      (await testOrder(m, { coupon_code: 'FIVE', customer: { ...yan, email: 'x@example.test' } })).body,
    ).order;
    await api.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, c._id));
    // Not a coupon order.
    await testOrder(m, {});

    const results = async (query: string) => {
      const res = await client.call('GET', `coupon/results?${query}`, { token: m.token });
      expect(res.status).toBe(200);
      return couponResultsReply.parse(res.body).results;
    };
    // The orders were placed on 2026-03-10, local time (2026-03-11 in UTC).
    expect(await results('from=2026-03-01&to=2026-03-10')).toEqual([
      { coupon_id: five._id, code: 'FIVE', uses: 2, discount: 1000, sales: a.total + b.total },
      { coupon_id: unused._id, code: 'UNUSED', uses: 0, discount: 0, sales: 0 },
    ]);
    expect((await results('from=2026-03-11&to=2026-03-31'))[0]).toMatchObject({ uses: 0, discount: 0, sales: 0 });

    const bad = await client.call('GET', 'coupon/results?from=2026-03-10&to=2026-03-01', { token: m.token });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['to']]);
    const missing = await client.call('GET', 'coupon/results?from=2026-02-30', { token: m.token });
    expect([missing.status, Object.keys(missing.body.errors).sort()]).toEqual([422, ['from', 'to']]);
  });

  test("another business's coupon is 404 and unchanged", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const theirs = await create(other, { code: 'THEIRS' });
    const before = await stored(other);
    const put = await client.call('PUT', `coupon/${theirs._id}`, { token: m.token, body: body({ code: 'MINE' }) });
    expect([put.status, put.body.message]).toEqual([404, 'This coupon does not exist.']);
    const del = await client.call('DELETE', `coupon/${theirs._id}`, { token: m.token, lang: 'fr' });
    expect(del.status).toBe(404);
    expect(del.body.message).not.toBe('This coupon does not exist.');
    expect(await stored(other)).toEqual(before);
    expect(await stored(m)).toEqual([]);
    expect(couponsReply.parse((await client.call('GET', 'coupon', { token: m.token })).body).coupons).toEqual([]);
  });

  test('an employee without the coupons flag is refused 403; with it they create', async () => {
    const m = await client.registerBusiness();
    const coupon = await create(m);
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { orders: true, customers: true },
    });
    await expectForbidden(
      token,
      [
        ['GET', 'coupon'],
        ['POST', 'coupon'],
        ['PUT', `coupon/${coupon._id}`],
        ['DELETE', `coupon/${coupon._id}`],
        ['GET', 'coupon/results?from=2026-03-01&to=2026-03-10'],
        ['POST', 'coupon/apply'],
      ],
      body({ code: 'STAFF' }),
    );
    expect(await stored(m)).toHaveLength(1);
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { coupons: true },
    });
    expect((await client.call('POST', 'coupon', { token: allowed, body: body({ code: 'STAFF' }) })).status).toBe(201);
  });
});
