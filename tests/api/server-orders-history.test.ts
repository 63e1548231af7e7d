/** Reference API: order history (local days, paging, sorting, search), CSV export, future orders, the board. */
import { orderBoardReply, orderHistoryReply, ordersReply } from '@/lib/contract';
import { addLocation, addOrder } from '@/server/testing-fixtures';
import { api, client, startTestApi, type Owner } from './helpers/test-api';

let m: Owner;
let toronto: string;
const NOW = new Date('2025-03-12T15:00:00Z'); // 11:00 in Toronto (EDT since March 9)
const at = (iso: string) => new Date(iso);

startTestApi({ now: () => NOW });

beforeAll(async () => {
  m = await client.registerBusiness();
  toronto = await addLocation(api, m.businessId, { timezone: 'America/Toronto' });
  const o = { businessId: m.businessId, locationId: toronto };
  // 03:30 UTC on March 10 is 23:30 on March 9 in Toronto.
  await addOrder(api, {
    ...o,
    orderNumber: '500',
    createdAt: at('2025-03-10T03:30:00Z'),
    total: 700,
    customerName: 'Late Night',
  });
  await addOrder(api, {
    ...o,
    orderNumber: '501',
    createdAt: at('2025-03-10T04:30:00Z'),
    total: 800,
    customerName: 'Early Bird',
  });
  // 30 orders on March 11, one a minute from 12:00 UTC, totals 100..3000 in a shuffled order.
  for (let i = 0; i < 30; i++) {
    await addOrder(api, {
      ...o,
      orderNumber: String(1000 + i),
      createdAt: new Date(Date.parse('2025-03-11T12:00:00Z') + i * 60_000),
      total: ((i * 7) % 30) * 100 + 100,
      status: i % 5 === 0 ? 'cancelled' : 'completed',
      customerName: i === 17 ? 'Zoé Tremblay' : `Customer ${i}`,
      customerPhone: i === 23 ? '5145559876' : '4165550000',
    });
  }
});

const history = async (query: string) => {
  const res = await client.call('GET', `order/history?location=${toronto}&${query}`, { token: m.token });
  expect(res.status).toBe(200);
  return orderHistoryReply.parse(res.body);
};

describe('GET order/history', () => {
  test('local days of the location: 03:30 UTC belongs to the previous day in Toronto', async () => {
    expect((await history('from=2025-03-09&to=2025-03-09')).orders.map((o) => o.order_number)).toEqual(['500']);
    expect((await history('from=2025-03-10&to=2025-03-10')).orders.map((o) => o.order_number)).toEqual(['501']);
    expect((await history('from=2025-03-09&to=2025-03-10')).total).toBe(2);
  });

  test('pages of per_page (25 by default), newest first, total for the whole range', async () => {
    const first = await history('from=2025-03-11&to=2025-03-11');
    expect(first).toMatchObject({ total: 30, page: 1, per_page: 25 });
    expect(first.orders).toHaveLength(25);
    expect(first.orders[0]!.order_number).toBe('1029');
    const third = await history('from=2025-03-11&to=2025-03-11&per_page=10&page=3');
    expect(third.orders.map((o) => o.order_number)).toEqual([
      '1009',
      '1008',
      '1007',
      '1006',
      '1005',
      '1004',
      '1003',
      '1002',
      '1001',
      '1000',
    ]);
    expect((await history('from=2025-03-11&to=2025-03-11&page=9')).orders).toEqual([]);
  });

  test('sorts by total, order number and status, both ways', async () => {
    const byTotal = await history('from=2025-03-11&to=2025-03-11&sort=total&per_page=100');
    expect(byTotal.orders.map((o) => o.total)).toEqual([...byTotal.orders.map((o) => o.total)].sort((a, b) => a - b));
    expect((await history('from=2025-03-11&to=2025-03-11&sort=-total&per_page=1')).orders[0]!.total).toBe(3000);
    const numbers = (await history('from=2025-03-09&to=2025-03-11&sort=order_number&per_page=100')).orders.map(
      (o) => o.order_number,
    );
    expect(numbers.slice(0, 3)).toEqual(['500', '501', '1000']);
    const byStatus = (await history('from=2025-03-11&to=2025-03-11&sort=status&per_page=100')).orders.map(
      (o) => o.status,
    );
    expect(byStatus.indexOf('cancelled')).toBe(24);
  });

  test('search by customer name (any case), phone digits or order number; status filters', async () => {
    expect((await history('from=2025-03-11&to=2025-03-11&search=zOÉ')).orders.map((o) => o.customer_name)).toEqual([
      'Zoé Tremblay',
    ]);
    expect(
      (await history('from=2025-03-11&to=2025-03-11&search=(514) 555-98')).orders.map((o) => o.order_number),
    ).toEqual(['1023']);
    expect((await history('from=2025-03-11&to=2025-03-11&search=1017')).orders.map((o) => o.order_number)).toEqual([
      '1017',
    ]);
    expect((await history('from=2025-03-11&to=2025-03-11&search=100%25')).total).toBe(0);
    expect((await history('from=2025-03-11&to=2025-03-11&status=cancelled')).total).toBe(6);
    expect((await history('from=2025-03-09&to=2025-03-11&status=closed')).total).toBe(32);
    expect((await history('from=2025-03-09&to=2025-03-11&status=open')).total).toBe(0);
  });

  test('422 for malformed dates, from after to, more than 366 days, a bad page size or sort', async () => {
    const bad = async (query: string, field: string) => {
      const res = await client.call('GET', `order/history?location=${toronto}&${query}`, { token: m.token });
      expect([query, res.status]).toEqual([query, 422]);
      expect(res.body.errors).toHaveProperty(field);
    };
    await bad('from=2025-3-1&to=2025-03-12', 'from');
    await bad('from=2025-02-30&to=2025-03-12', 'from');
    await bad('to=2025-03-12', 'from');
    await bad('from=2025-03-12&to=2025-03-11', 'to');
    await bad('from=2024-01-01&to=2025-03-12', 'to');
    await bad('from=2025-03-01&to=2025-03-12&per_page=101', 'per_page');
    await bad('from=2025-03-01&to=2025-03-12&sort=customer', 'sort');
    expect((await history('from=2024-03-12&to=2025-03-12')).total).toBe(32);
  });
});

describe('GET order/history/export', () => {
  test('CSV of every order of the range, oldest first, local times, dollars with two decimals', async () => {
    const res = await api.fetch(
      new Request(`http://internal/v1/order/history/export?location=${toronto}&from=2025-03-09&to=2025-03-10`, {
        headers: { authorization: `Bearer ${m.token}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders-2025-03-09-to-2025-03-10.csv"');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Order,Created at,Type,Status,Customer,Phone,Items,Subtotal,Tax,Tip,Fees,Discount,Total');
    expect(lines.slice(1)).toEqual([
      '500,2025-03-09 23:30,pickup,completed,Late Night,,1 x Fixture,7.00,0.00,0.00,0.00,0.00,7.00',
      '501,2025-03-10 00:30,pickup,completed,Early Bird,,1 x Fixture,8.00,0.00,0.00,0.00,0.00,8.00',
    ]);
  });
});

describe('POST order/future_order and GET order', () => {
  test('future orders: open ones due later, soonest first, within local days when given', async () => {
    const f = await client.registerBusiness();
    const o = { businessId: f.businessId, locationId: f.locationId };
    const due = (h: number) => new Date(NOW.getTime() + h * 3600_000);
    await addOrder(api, { ...o, orderNumber: 'F3', status: 'confirmed', scheduledAt: due(30) });
    await addOrder(api, { ...o, orderNumber: 'F1', status: 'new', scheduledAt: due(2) });
    await addOrder(api, { ...o, orderNumber: 'F2', status: 'confirmed', scheduledAt: due(5) });
    await addOrder(api, { ...o, orderNumber: 'X1', status: 'cancelled', scheduledAt: due(3) });
    await addOrder(api, { ...o, orderNumber: 'X2', status: 'confirmed', scheduledAt: due(-1) });
    const all = await client.call('POST', 'order/future_order', { token: f.token, body: {} });
    expect(ordersReply.parse(all.body).orders.map((x) => x.order_number)).toEqual(['F1', 'F2', 'F3']);
    const tomorrow = await client.call('POST', 'order/future_order', {
      token: f.token,
      body: { from: '2025-03-13', to: '2025-03-13' },
    });
    expect(tomorrow.body.orders.map((x: { order_number: string }) => x.order_number)).toEqual(['F3']);
    expect(
      (
        await client.call('POST', 'order/future_order', {
          token: f.token,
          body: { from: '2025-03-13', to: '2025-03-12' },
        })
      ).status,
    ).toBe(422);
  });

  test('the board: open orders by column (now = no due time or due within 60 min), completed today newest first', async () => {
    const b = await client.registerBusiness();
    const o = { businessId: b.businessId, locationId: b.locationId };
    const min = (n: number) => new Date(NOW.getTime() + n * 60_000);
    await addOrder(api, { ...o, orderNumber: 'N1', status: 'new', createdAt: min(-3 * 24 * 60) });
    await addOrder(api, { ...o, orderNumber: 'C1', status: 'confirmed' });
    await addOrder(api, { ...o, orderNumber: 'C2', status: 'confirmed', scheduledAt: min(45) });
    await addOrder(api, { ...o, orderNumber: 'C3', status: 'confirmed', scheduledAt: min(61) });
    await addOrder(api, { ...o, orderNumber: 'R1', status: 'ready_for_pickup' });
    await addOrder(api, { ...o, orderNumber: 'D1', status: 'on_delivery', type: 'delivery' });
    await addOrder(api, { ...o, orderNumber: 'K1', status: 'completed', completedAt: min(-60) });
    await addOrder(api, { ...o, orderNumber: 'K2', status: 'completed', completedAt: min(-5) });
    // Completed before local midnight (04:00 UTC in Toronto on March 12): not today's.
    await addOrder(api, { ...o, orderNumber: 'K0', status: 'completed', completedAt: at('2025-03-12T03:59:00Z') });
    await addOrder(api, { ...o, orderNumber: 'X1', status: 'cancelled' });
    const board = orderBoardReply.parse((await client.call('GET', 'order', { token: b.token })).body);
    const numbers = Object.fromEntries(Object.entries(board).map(([k, list]) => [k, list.map((x) => x.order_number)]));
    expect(numbers).toEqual({
      open_orders: ['N1'],
      confirmed_order_asap: ['C1', 'C2'],
      confirmed_scheduled: ['C3'],
      ready_for_pickup: ['R1'],
      on_delivery: ['D1'],
      completed: ['K2', 'K1'],
    });
    expect(board.confirmed_scheduled[0]!.order_status).toBe('confirmed_scheduled');
  });
});
