/**
 * Reference API: GET order/sales_summary, figures read from the rollups that triggers keep exact
 * (migration 0019), on hand-built orders whose every cent is known, in Toronto's days.
 */
import { eq, sql } from 'drizzle-orm';
import { salesSummaryReply, type SalesBreakdownRow, type SalesSummary } from '@/lib/contract';
import { locations } from '@/server/db/schema';
import { addLocation, addOrder } from '@/server/testing-fixtures';
import { api, client, demoBusiness, loginDemo, type Owner, signInStaff, startTestApi } from './helpers/test-api';

// Wednesday 12 March 2025, 11:00 in Toronto (EDT, UTC-4, since Sunday 9 March).
const NOW = new Date('2025-03-12T15:00:00Z');
let m: Owner;
let vancouver = '';

startTestApi({ seed: true, now: () => NOW });

const poutine = (quantity: number, modifier?: number) => ({
  name: 'Poutine',
  quantity,
  price: 1200,
  modifiers: modifier ? [{ name: 'Extra cheese', price: modifier }] : [],
});
const fries = (quantity: number) => ({ name: 'Fries', quantity, price: 500, modifiers: [] });

beforeAll(async () => {
  m = await client.registerBusiness(); // Québec: America/Toronto
  vancouver = await addLocation(api, m.businessId, { name: 'Vancouver', state: 'BC', timezone: 'America/Vancouver' });
  const o = { businessId: m.businessId, locationId: m.locationId };
  const at = (iso: string) => new Date(iso);
  // The range 10-11 March. A: 12:30 on the 10th; 2 poutines with a 150 extra, 1 fries; 10 % off.
  await addOrder(api, {
    ...o,
    createdAt: at('2025-03-10T16:30:00Z'),
    items: [poutine(2, 150), fries(1)],
    subtotal: 3200,
    discount: 320,
    tax: 431,
    tip: 480,
    serviceFee: 99,
    total: 3890,
  });
  // B: 23:59 on the 10th (03:59 UTC on the 11th), a delivery paid cash, still on its way (counted).
  await addOrder(api, {
    ...o,
    createdAt: at('2025-03-11T03:59:00Z'),
    type: 'delivery',
    status: 'on_delivery',
    paymentMode: 'cash',
    items: [{ name: 'Pizza', quantity: 1, price: 1800, modifiers: [] }],
    subtotal: 1800,
    tax: 270,
    serviceFee: 99,
    deliveryFee: 399,
    total: 2568,
  });
  // C: midnight on the 11th, dine-in paid at the counter.
  await addOrder(api, {
    ...o,
    createdAt: at('2025-03-11T04:00:00Z'),
    type: 'dine_in',
    paymentMode: 'card_pay_at_counter',
    items: [poutine(1)],
    subtotal: 1200,
    tax: 180,
    tip: 216,
    total: 1596,
  });
  // D: cancelled at 13:00 on the 11th: refunds its subtotal, nothing else.
  await addOrder(api, {
    ...o,
    createdAt: at('2025-03-11T17:00:00Z'),
    status: 'cancelled',
    items: [fries(2)],
    subtotal: 1000,
    discount: 100,
    tax: 135,
    serviceFee: 99,
    total: 1134,
  });
  // E: a test order: left out of everything.
  await addOrder(api, { ...o, createdAt: at('2025-03-11T18:00:00Z'), isTest: true, total: 5000 });
  // F: catering at 16:15 on the 11th.
  await addOrder(api, {
    ...o,
    createdAt: at('2025-03-11T20:15:00Z'),
    type: 'catering',
    items: [{ name: 'Platter', quantity: 1, price: 10000, modifiers: [] }],
    subtotal: 10000,
    discount: 1000,
    tax: 1350,
    tip: 900,
    deliveryFee: 399,
    total: 11649,
  });
  // Around the range: 23:59 on the 9th (previous period) and midnight on the 12th (after).
  await addOrder(api, {
    ...o,
    createdAt: at('2025-03-10T03:59:00Z'),
    items: [fries(1)],
    subtotal: 500,
    tax: 75,
    total: 575,
  });
  await addOrder(api, { ...o, createdAt: at('2025-03-12T04:00:00Z'), total: 777 });
  // Saturday 8 March at noon (EST): previous period.
  await addOrder(api, {
    ...o,
    createdAt: at('2025-03-08T17:00:00Z'),
    items: [poutine(1)],
    subtotal: 1000,
    discount: 0,
    tax: 150,
    total: 1150,
  });
  // Another location of the business, same days.
  await addOrder(api, { ...o, locationId: vancouver, createdAt: at('2025-03-10T20:00:00Z'), total: 4444 });
});

const summaryOf = async (query: string, token = m.token, lang?: string) => {
  const res = await client.call('GET', `order/sales_summary?${query}`, { token, lang });
  return {
    status: res.status,
    body: res.body as { message?: string; errors?: Record<string, string[]> },
    summary: res.status === 200 ? salesSummaryReply.parse(res.body).sales_summary : (null as unknown as SalesSummary),
  };
};

const sumOf = (rows: SalesBreakdownRow[]) => ({
  orders: rows.reduce((s, r) => s + r.orders, 0),
  net_sales: rows.reduce((s, r) => s + r.net_sales, 0),
  taxes: rows.reduce((s, r) => s + r.taxes, 0),
  tips: rows.reduce((s, r) => s + r.tips, 0),
  total_collected: rows.reduce((s, r) => s + r.total_collected, 0),
});

const RANGE = 'date_range=custom&from=2025-03-10&to=2025-03-11';

describe('GET order/sales_summary figures', () => {
  test('each figure to the cent: local days, cancelled and test orders out, refunds', async () => {
    const { status, summary } = await summaryOf(RANGE);
    expect(status).toBe(200);
    expect(summary).toMatchObject({
      location_id: m.locationId,
      timezone: 'America/Toronto',
      currency: 'CAD',
      date_range: 'custom',
      from: '2025-03-10',
      to: '2025-03-11',
    });
    expect(summary.figures).toEqual({
      orders: 4,
      gross_sales: 17200, // 3200 + 1800 + 1200 + 1000 (cancelled) + 10000
      refunds: 1000,
      discounts: 1320, // 320 + 1000; the cancelled order's 100 is refunded with it
      net_sales: 14880,
      taxes: 2231,
      tips: 1596,
      service_fees: 198,
      delivery_fees: 798,
      total_collected: 19703,
      average_order: 3720,
      cancelled_orders: 1,
    });
    const f = summary.figures;
    expect(f.gross_sales - f.refunds - f.discounts).toBe(f.net_sales);
    expect(f.net_sales + f.taxes + f.tips + f.service_fees + f.delivery_fees).toBe(f.total_collected);
  });

  test('the previous period: the same number of days just before', async () => {
    const { summary } = await summaryOf(RANGE);
    expect(summary.previous).toEqual({
      from: '2025-03-08',
      to: '2025-03-09',
      figures: {
        orders: 2,
        gross_sales: 1500,
        refunds: 0,
        discounts: 0,
        net_sales: 1500,
        taxes: 225,
        tips: 0,
        service_fees: 0,
        delivery_fees: 0,
        total_collected: 1725,
        average_order: 750,
        cancelled_orders: 0,
      },
    });
  });

  test('breakdowns: by day, hour, type and payment mode, zero rows included, each summing to the figures', async () => {
    const { summary } = await summaryOf(RANGE);
    const totals = {
      orders: 4,
      net_sales: 14880,
      taxes: 2231,
      tips: 1596,
      total_collected: 19703,
    };
    expect(summary.by_day).toEqual({
      unit: 'day',
      rows: [
        { key: '2025-03-10', orders: 2, net_sales: 4680, taxes: 701, tips: 480, total_collected: 6458 },
        { key: '2025-03-11', orders: 2, net_sales: 10200, taxes: 1530, tips: 1116, total_collected: 13245 },
      ],
    });
    expect(summary.by_hour.map((r) => r.key)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(summary.by_hour.filter((r) => r.orders).map((r) => [r.key, r.orders, r.net_sales])).toEqual([
      ['00', 1, 1200],
      ['12', 1, 2880],
      ['16', 1, 9000],
      ['23', 1, 1800],
    ]);
    expect(summary.by_order_type.map((r) => [r.key, r.orders, r.total_collected])).toEqual([
      ['pickup', 1, 3890],
      ['delivery', 1, 2568],
      ['dine_in', 1, 1596],
      ['catering', 1, 11649],
    ]);
    expect(summary.by_payment_mode.map((r) => [r.key, r.orders, r.net_sales])).toEqual([
      ['card_online', 2, 11880],
      ['card_pay_at_counter', 1, 1200],
      ['card_pay_on_delivery', 0, 0],
      ['cash', 1, 1800],
    ]);
    for (const rows of [summary.by_day.rows, summary.by_hour, summary.by_order_type, summary.by_payment_mode])
      expect(sumOf(rows)).toEqual(totals);
  });

  test('top items by quantity and by sales (modifiers included), of the orders kept', async () => {
    const { summary } = await summaryOf(RANGE);
    expect(summary.top_items).toEqual({
      by_quantity: [
        { name: 'Poutine', quantity: 3, sales: 3900 },
        { name: 'Platter', quantity: 1, sales: 10000 },
        { name: 'Pizza', quantity: 1, sales: 1800 },
        { name: 'Fries', quantity: 1, sales: 500 },
      ],
      by_sales: [
        { name: 'Platter', quantity: 1, sales: 10000 },
        { name: 'Poutine', quantity: 3, sales: 3900 },
        { name: 'Pizza', quantity: 1, sales: 1800 },
        { name: 'Fries', quantity: 1, sales: 500 },
      ],
      quantity: 6,
      // Every line of the kept orders: gross sales less the cancelled ones.
      sales: 16200,
    });
  });

  test('one day: by hour, previous day compared; an empty range is all zeros', async () => {
    const { summary } = await summaryOf('from=2025-03-11&to=2025-03-11');
    expect(summary.by_day.unit).toBe('hour');
    expect(summary.by_day.rows).toEqual(summary.by_hour);
    expect(summary.figures.orders).toBe(2);
    expect(summary.previous).toMatchObject({ from: '2025-03-10', to: '2025-03-10', figures: { orders: 2 } });
    const empty = (await summaryOf('from=2024-01-01&to=2024-01-31')).summary;
    expect(empty.figures.orders).toBe(0);
    expect(empty.figures.average_order).toBe(0);
    expect(empty.by_day.rows).toHaveLength(31);
    expect(empty.top_items).toEqual({ by_quantity: [], by_sales: [], quantity: 0, sales: 0 });
  });

  test('presets on the location clock: this week, last week, last month', async () => {
    const week = (await summaryOf('date_range=this_week')).summary;
    expect([week.from, week.to, week.previous.from, week.previous.to]).toEqual([
      '2025-03-10',
      '2025-03-12',
      '2025-03-07',
      '2025-03-09',
    ]);
    expect(week.figures.orders).toBe(5); // with midnight on the 12th
    // A preset ignores from and to.
    const last = (await summaryOf('date_range=last_week&from=2020-01-01&to=2020-01-01')).summary;
    expect([last.date_range, last.from, last.to]).toEqual(['last_week', '2025-03-03', '2025-03-09']);
    const month = (await summaryOf('date_range=last_month&from=&to=')).summary;
    expect([month.from, month.to, month.previous.from, month.previous.to]).toEqual([
      '2025-02-01',
      '2025-02-28',
      '2025-01-04',
      '2025-01-31',
    ]);
  });

  test('another location of the business by ?location=, with its own time zone', async () => {
    const { summary } = await summaryOf(`${RANGE}&location=${vancouver}`);
    expect(summary).toMatchObject({ location_id: vancouver, timezone: 'America/Vancouver' });
    expect(summary.figures).toMatchObject({ orders: 1, total_collected: 4444 });
  });
});

describe('the rollups follow every order write', () => {
  test('a cancel moves the order to refunds; a new time zone recounts the local hours', async () => {
    const id = await addOrder(api, {
      businessId: m.businessId,
      locationId: m.locationId,
      createdAt: new Date('2025-03-11T13:00:00Z'), // 09:00 in Toronto
      status: 'confirmed',
      items: [fries(3)],
      subtotal: 1500,
      total: 1500,
    });
    const before = (await summaryOf(RANGE)).summary.figures;
    expect(before).toMatchObject({ orders: 5, gross_sales: 18700, refunds: 1000, net_sales: 16380 });
    const cancel = await client.call('GET', `order/${id}/cancel`, { token: m.token });
    expect(cancel.status).toBe(200);
    const after = (await summaryOf(RANGE)).summary;
    expect(after.figures).toMatchObject({ orders: 4, gross_sales: 18700, refunds: 2500, net_sales: 14880 });
    expect(after.top_items.quantity).toBe(6);

    await api.db.update(locations).set({ timezone: 'America/Vancouver' }).where(eq(locations.id, m.locationId));
    try {
      // Three hours earlier: A at 09:30, B at 20:59 and C at 21:00 on the 10th, F at 13:15 and the
      // order of midnight on the 12th at 21:00 on the 11th.
      const west = (await summaryOf(RANGE)).summary;
      expect(west.by_hour.filter((r) => r.orders).map((r) => [r.key, r.orders])).toEqual([
        ['09', 1],
        ['13', 1],
        ['20', 1],
        ['21', 2],
      ]);
      expect(west.by_day.rows.map((r) => r.orders)).toEqual([3, 2]);
    } finally {
      await api.db.update(locations).set({ timezone: 'America/Toronto' }).where(eq(locations.id, m.locationId));
    }
    expect((await summaryOf(RANGE)).summary.by_day.rows.map((r) => r.orders)).toEqual([2, 2]);
  });

  test('orders written at once by several connections: every bucket upserted, none lost', async () => {
    const montreal = await addLocation(api, m.businessId, { name: 'Concurrent', state: 'QC' });
    const o = { businessId: m.businessId, locationId: montreal, createdAt: new Date('2025-03-11T16:10:00Z') };
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addOrder(api, { ...o, items: [fries(1 + (i % 2))], subtotal: 500 * (1 + (i % 2)), total: 500 * (1 + (i % 2)) }),
      ),
    );
    await Promise.all(
      ids.slice(0, 6).map((id) => api.db.execute(sql`update orders set status = 'cancelled' where id = ${id}`)),
    );
    const { summary } = await summaryOf(`${RANGE}&location=${montreal}`);
    // 10 orders of 500 and 10 of 1000; three of each cancelled.
    expect(summary.figures).toMatchObject({ orders: 14, gross_sales: 15000, refunds: 4500, net_sales: 10500 });
    expect(summary.by_hour.find((r) => r.key === '12')).toMatchObject({ orders: 14, net_sales: 10500 });
    expect(summary.top_items).toMatchObject({ quantity: 21, sales: 10500 });
  });

  test('an order deleted takes its share away; a location deleted takes its rollups with it', async () => {
    const gone = await addLocation(api, m.businessId, { name: 'Closing' });
    const o = { businessId: m.businessId, locationId: gone, createdAt: new Date('2025-03-11T16:10:00Z') };
    const [first] = await Promise.all([addOrder(api, { ...o, total: 700 }), addOrder(api, { ...o, total: 300 })]);
    expect((await summaryOf(`${RANGE}&location=${gone}`)).summary.figures.net_sales).toBe(1000);
    await api.db.execute(sql`delete from orders where id = ${first}`);
    expect((await summaryOf(`${RANGE}&location=${gone}`)).summary.figures).toMatchObject({ orders: 1, net_sales: 300 });
    await api.db.delete(locations).where(eq(locations.id, gone));
    const left = (await api.db.execute(
      sql`select (select count(*) from sales_days where location_id = ${gone})::int
        + (select count(*) from sales_hours where location_id = ${gone})::int
        + (select count(*) from sales_items where location_id = ${gone})::int as n`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  test("the demo's year of orders: every figure equals a hand-written sum over the orders table", async () => {
    const { primary } = await demoBusiness();
    const owner = await loginDemo('owner');
    const { summary } = await summaryOf(`from=2024-03-13&to=2025-03-12&location=${primary}`, owner);
    const [truth] = (
      (await api.db.execute(sql`
        select count(*) filter (where status <> 'cancelled')::int as orders,
          coalesce(sum(subtotal), 0)::bigint as gross,
          coalesce(sum(subtotal) filter (where status = 'cancelled'), 0)::bigint as refunds,
          coalesce(sum(discount) filter (where status <> 'cancelled'), 0)::bigint as discounts,
          coalesce(sum(tax) filter (where status <> 'cancelled'), 0)::bigint as taxes,
          coalesce(sum(tip) filter (where status <> 'cancelled'), 0)::bigint as tips,
          coalesce(sum(total) filter (where status <> 'cancelled'), 0)::bigint as total
        from orders o join locations l on l.id = o.location_id
        where o.location_id = ${primary} and not o.is_test
          and (o.created_at at time zone l.timezone)::date between '2024-03-13' and '2025-03-12'
      `)) as unknown as { rows: Record<string, string | number>[] }
    ).rows;
    expect(Number(truth!.orders)).toBeGreaterThan(0);
    expect(summary.figures).toMatchObject({
      orders: Number(truth!.orders),
      gross_sales: Number(truth!.gross),
      refunds: Number(truth!.refunds),
      discounts: Number(truth!.discounts),
      taxes: Number(truth!.taxes),
      tips: Number(truth!.tips),
      total_collected: Number(truth!.total),
    });
    expect(summary.top_items.sales).toBe(summary.figures.gross_sales - summary.figures.refunds);
    const { orders, net_sales, taxes, tips, total_collected } = summary.figures;
    for (const rows of [summary.by_day.rows, summary.by_hour, summary.by_order_type, summary.by_payment_mode])
      expect(sumOf(rows)).toEqual({ orders, net_sales, taxes, tips, total_collected });
  });
});

describe('GET order/sales_summary refusals', () => {
  test('422 with translated field errors: from after to, over 366 days, malformed days, unknown preset', async () => {
    const bad = async (query: string, field: string) => {
      const res = await summaryOf(query);
      expect([query, res.status]).toEqual([query, 422]);
      expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
    };
    await bad('from=2025-03-12&to=2025-03-11', 'to');
    await bad('from=2024-03-11&to=2025-03-12', 'to'); // 367 days
    await bad('from=2025-02-30&to=2025-03-12', 'from');
    await bad('from=2025-3-1&to=2025-03-12', 'from');
    await bad('date_range=custom&from=2025-03-01', 'to');
    await bad('date_range=yesterday_week', 'date_range');
    expect((await summaryOf('from=2024-03-12&to=2025-03-12')).status).toBe(200); // 366 days
    const fr = await summaryOf('from=2025-03-12&to=2025-03-11', m.token, 'fr');
    const en = await summaryOf('from=2025-03-12&to=2025-03-11', m.token, 'en');
    expect(fr.body.errors!.to![0]).not.toBe(en.body.errors!.to![0]);
    expect(en.body.errors!.to).toEqual(['The range must run forward and span at most 366 days.']);
  });

  test("another business's location is a 404; its owner sees only their own orders", async () => {
    const other = await client.registerBusiness();
    const res = await summaryOf(`${RANGE}&location=${m.locationId}`, other.token);
    expect(res.status).toBe(404);
    const own = await summaryOf(RANGE, other.token);
    expect(own.summary.location_id).toBe(other.locationId);
    expect(own.summary.figures.orders).toBe(0);
  });

  test('an Employee (no reports flag) is refused; one given the flag may run it', async () => {
    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    const res = await summaryOf(RANGE, employee);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to do this.' });
    const reporter = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { reports: true },
    });
    expect((await summaryOf(RANGE, reporter)).summary.figures.orders).toBe(4);
  });
});
