/** Reference API: GET dashboard, figures computed in SQL in the location's time zone. */
import { eq } from 'drizzle-orm';
import { dashboardReply, userReply } from '@/lib/contract';
import { orders } from '@/server/db/schema';
import { wallClock } from '@/server/lib/time-zone';
import { addLocation, addOrder } from '@/server/testing-fixtures';
import { api, client, loginDemo, type Owner, signInStaff, startTestApi } from './helpers/test-api';

// Wednesday 12 March 2025, 11:00 in Toronto (EDT since Sunday 9 March, UTC-4).
const WEDNESDAY = new Date('2025-03-12T15:00:00Z');
let now = WEDNESDAY;
let m: Owner;
let vancouver = '';

startTestApi({ seed: true, now: () => now });

beforeAll(async () => {
  m = await client.registerBusiness(); // Québec: America/Toronto
  vancouver = await addLocation(api, m.businessId, { name: 'Vancouver', state: 'BC', timezone: 'America/Vancouver' });
  const at = (iso: string) => new Date(iso);
  const o = { businessId: m.businessId, locationId: m.locationId };
  await addOrder(api, { ...o, createdAt: at('2025-03-12T14:00:00Z'), total: 1000 }); // today 10:00
  await addOrder(api, { ...o, createdAt: at('2025-03-12T03:30:00Z'), total: 2000 }); // Tue 11 March 23:30 local: yesterday
  await addOrder(api, { ...o, createdAt: at('2025-03-12T04:30:00Z'), total: 3000, status: 'new' }); // today 00:30, open
  await addOrder(api, { ...o, createdAt: at('2025-03-12T13:00:00Z'), total: 9999, status: 'cancelled' }); // not counted
  await addOrder(api, { ...o, createdAt: at('2025-03-12T14:30:00Z'), total: 500, status: 'confirmed', isTest: true }); // test: counted, open
  await addOrder(api, { ...o, createdAt: at('2025-03-09T16:00:00Z'), total: 4000 }); // Sunday: last week, in the 7 days
  await addOrder(api, { ...o, createdAt: at('2025-03-05T17:00:00Z'), total: 7000 }); // 8 days ago: only in the 30 days
  await addOrder(api, { ...o, createdAt: at('2025-02-10T17:00:00Z'), total: 8000 }); // 30 days ago: outside both
  await addOrder(api, { ...o, createdAt: at('2025-03-13T12:00:00Z'), total: 600 }); // after today
  await addOrder(api, { ...o, locationId: vancouver, createdAt: at('2025-03-12T14:00:00Z'), total: 5000 }); // other location
  // 04:30 UTC is 21:30 on 11 March in Vancouver (PDT, UTC-7): yesterday there.
  await addOrder(api, {
    ...o,
    locationId: vancouver,
    createdAt: at('2025-03-12T04:30:00Z'),
    total: 700,
    status: 'ready_for_pickup',
  });
});
afterEach(() => {
  now = WEDNESDAY;
});

const get = async (token: string, query = '') => {
  const res = await client.call('GET', `dashboard${query}`, { token });
  return {
    status: res.status,
    body: res.body,
    dashboard: res.status === 200 ? dashboardReply.parse(res.body).dashboard : null,
  };
};

describe('GET dashboard', () => {
  test('7 days by default: today, week from Monday, average ticket, open orders, zero-filled series', async () => {
    const { status, dashboard } = await get(m.token);
    expect(status).toBe(200);
    expect(dashboard).toEqual({
      location_id: m.locationId,
      timezone: 'America/Toronto',
      currency: 'CAD',
      today: { orders: 3, sales: 4500 },
      week: { orders: 4, sales: 6500 },
      average_ticket: 2100, // 10500 / 5
      open_orders: 2,
      series: [
        { date: '2025-03-06', orders: 0, sales: 0 },
        { date: '2025-03-07', orders: 0, sales: 0 },
        { date: '2025-03-08', orders: 0, sales: 0 },
        { date: '2025-03-09', orders: 1, sales: 4000 },
        { date: '2025-03-10', orders: 0, sales: 0 },
        { date: '2025-03-11', orders: 1, sales: 2000 },
        { date: '2025-03-12', orders: 3, sales: 4500 },
      ],
    });
  });

  test('30 days: one row per day from 11 February, average rounded half up', async () => {
    const { dashboard } = await get(m.token, '?days=30');
    expect(dashboard!.series).toHaveLength(30);
    expect(dashboard!.series[0]).toEqual({ date: '2025-02-11', orders: 0, sales: 0 });
    expect(dashboard!.series.at(-1)!.date).toBe('2025-03-12');
    expect(dashboard!.series.find((d) => d.date === '2025-03-05')).toEqual({
      date: '2025-03-05',
      orders: 1,
      sales: 7000,
    });
    expect(new Set(dashboard!.series.map((d) => d.date)).size).toBe(30);
    expect(dashboard!.today).toEqual({ orders: 3, sales: 4500 });
    expect(dashboard!.average_ticket).toBe(2917); // 17500 / 6 = 2916.67
  });

  test('an order at 03:30 UTC is yesterday in Toronto; at 04:30 UTC it is yesterday in Vancouver', async () => {
    const toronto = (await get(m.token)).dashboard!;
    expect(toronto.series.find((d) => d.date === '2025-03-11')!.sales).toBe(2000);
    const bc = (await get(m.token, `?location=${vancouver}`)).dashboard!;
    expect(bc).toMatchObject({
      location_id: vancouver,
      timezone: 'America/Vancouver',
      today: { orders: 1, sales: 5000 },
      open_orders: 1,
    });
    expect(bc.series.find((d) => d.date === '2025-03-11')).toEqual({ date: '2025-03-11', orders: 1, sales: 700 });
  });

  test('on a Monday just after midnight the week is that day only', async () => {
    now = new Date('2025-03-10T04:30:00Z'); // Monday 00:30 in Toronto
    await addOrder(api, {
      businessId: m.businessId,
      locationId: m.locationId,
      createdAt: new Date('2025-03-10T04:10:00Z'),
      total: 1234,
    });
    const { dashboard } = await get(m.token);
    expect(dashboard!.today).toEqual({ orders: 1, sales: 1234 });
    expect(dashboard!.week).toEqual({ orders: 1, sales: 1234 });
    expect(dashboard!.series.map((d) => d.date)).toEqual([
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    expect(dashboard!.series[5]).toEqual({ date: '2025-03-09', orders: 1, sales: 4000 });
    await api.db.delete(orders).where(eq(orders.total, 1234));
  });

  test('a business without orders gets zeros', async () => {
    const fresh = await client.registerBusiness({ country: 'US', state: 'CA' });
    const { dashboard } = await get(fresh.token, '?days=7');
    expect(dashboard).toMatchObject({
      timezone: 'America/Los_Angeles',
      currency: 'USD',
      today: { orders: 0, sales: 0 },
      week: { orders: 0, sales: 0 },
      average_ticket: 0,
      open_orders: 0,
    });
    expect(dashboard!.series.every((d) => d.orders === 0 && d.sales === 0)).toBe(true);
  });

  test('the demo location: the series adds up to its orders of the last 30 local days', async () => {
    const owner = await loginDemo('owner');
    const { user } = userReply.parse((await client.call('GET', 'user', { token: owner })).body);
    const { dashboard } = await get(owner, '?days=30');
    const days = new Set(dashboard!.series.map((d) => d.date));
    const local = (d: Date) => {
      const w = wallClock(d, 'America/Toronto');
      return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
    };
    const rows = (await api.db.select().from(orders).where(eq(orders.locationId, user.location!))).filter(
      (o) => o.status !== 'cancelled' && days.has(local(o.createdAt)),
    );
    expect(rows.length).toBeGreaterThan(30 * 15);
    expect(dashboard!.series.reduce((s, d) => s + d.orders, 0)).toBe(rows.length);
    expect(dashboard!.series.reduce((s, d) => s + d.sales, 0)).toBe(rows.reduce((s, o) => s + o.total, 0));
    expect(dashboard!.open_orders).toBe(
      (await api.db.select().from(orders).where(eq(orders.locationId, user.location!))).filter((o) =>
        ['new', 'confirmed', 'ready_for_pickup', 'on_delivery'].includes(o.status),
      ).length,
    );
    // The employee (orders flag) sees the same location's figures.
    const staff = await loginDemo('staff');
    expect((await get(staff, '?days=30')).dashboard).toEqual(dashboard);
  });

  test('422 for days other than 7 or 30 (en and fr); blank means 7', async () => {
    expect((await get(m.token, '?days=')).dashboard!.series).toHaveLength(7);
    for (const days of ['14', 'abc', '7.0']) {
      const res = await get(m.token, `?days=${days}`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['days']);
    }
    const fr = await client.call('GET', 'dashboard?days=1', { token: m.token, lang: 'fr' });
    expect(fr.status).toBe(422);
    expect(fr.body.message).not.toBe((await get(m.token, '?days=1')).body.message);
  });

  test('403 without the orders flag; 404 for a location not assigned or of another business', async () => {
    const res = await get(
      await signInStaff({
        businessId: m.businessId,
        role: 'manager',
        locationIds: [m.locationId],
        permissions: { orders: false },
      }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to do this.' });

    const token = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [vancouver] });
    expect((await get(token)).dashboard!.location_id).toBe(vancouver);
    expect((await get(token, `?location=${m.locationId}`)).status).toBe(404);

    const other = await client.registerBusiness();
    expect((await get(m.token, `?location=${other.locationId}`)).status).toBe(404);
    expect((await client.call('GET', 'dashboard', { token: other.token, business: m.businessId })).status).toBe(404);
    const { token: newbie } = await client.signUp();
    expect((await get(newbie)).status).toBe(404);
    expect((await client.call('GET', 'dashboard')).status).toBe(401);
  });
});
