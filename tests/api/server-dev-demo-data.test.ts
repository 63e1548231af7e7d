/** Reference API: POST dev/demo-data gives the caller's own new business the demo data set (e2e on any deployment). */
import { eq, sql } from 'drizzle-orm';
import { allPermissions, demoDataReply, giftCardsReply, userReply } from '@/lib/contract';
import { giftCards, orders } from '@/server/db/schema';
import { api, client, signInStaff, startTestApi, withTestApi } from './helpers/test-api';

const NOW = new Date('2025-06-18T16:20:00Z');

startTestApi({ now: () => NOW });
// Each set is some 1,000 orders, and scrypt for the staff's password.
jest.setTimeout(120_000);

const account = async (token: string) => userReply.parse((await client.call('GET', 'user', { token })).body);

describe('POST dev/demo-data', () => {
  test("the owner's new business gets the plan, two locations, staff with their own accounts, orders and gift cards", async () => {
    const owner = await client.registerBusiness({ name: 'Chez Test' });
    const res = await client.call('POST', 'dev/demo-data', { token: owner.token });
    expect(res.status).toBe(201);
    const { accounts, password } = demoDataReply.parse(res.body);

    const { business } = await account(owner.token);
    expect(business!.subscription).toMatchObject({
      plan_name: 'Premium',
      feature_availability: { website_manager: true },
    });
    expect(business!.locations.map((l) => l.name)).toEqual(['Chez Test — Vieux-Montréal', 'Chez Test — Plateau']);
    const manager = await account(await client.login(accounts.manager, password));
    expect(manager.user.staff).toMatchObject({ role: 'manager', name: 'Mia Manager' });
    expect(manager.business!._id).toBe(owner.businessId);
    const employee = await account(await client.login(accounts.staff, password));
    expect(employee.user.permissions).toEqual({ ...allPermissions(false), orders: true });
    expect(employee.business!.locations.map((l) => l.name)).toEqual(['Chez Test — Vieux-Montréal']);

    const rows = await api.db.select().from(orders).where(eq(orders.businessId, owner.businessId));
    // The lighter set: 90 days at a fifth of the demo's orders, at both locations.
    expect(rows.length).toBeGreaterThan(89 * 6);
    expect(rows.length).toBeLessThan(90 * 20);
    expect(new Set(rows.map((o) => o.locationId)).size).toBe(2);
    expect(Math.min(...rows.map((o) => Number(o.orderNumber)))).toBe(1001);
    const cards = giftCardsReply.parse((await client.call('GET', 'gift-card', { token: owner.token })).body);
    expect(cards.gift_cards).toHaveLength(5);
  });

  test('a second business gets its own gift-card codes and accounts; a business with orders is refused', async () => {
    const a = await client.registerBusiness();
    const b = await client.registerBusiness();
    const first = demoDataReply.parse((await client.call('POST', 'dev/demo-data', { token: a.token })).body);
    const second = demoDataReply.parse((await client.call('POST', 'dev/demo-data', { token: b.token })).body);
    expect(second.accounts.manager).not.toBe(first.accounts.manager);
    const codes = async (id: string) =>
      (await api.db.select().from(giftCards).where(eq(giftCards.businessId, id))).map((c) => c.code);
    expect(new Set([...(await codes(a.businessId)), ...(await codes(b.businessId))]).size).toBe(10);

    const again = await client.call('POST', 'dev/demo-data', { token: a.token });
    expect([again.status, again.body.message]).toEqual([
      409,
      'This business already has orders: the demo data set is for a new business.',
    ]);
  });

  test("another merchant's save is served while a demo data set is written (PGlite runs one transaction at a time)", async () => {
    const [a, b] = [await client.registerBusiness(), await client.registerBusiness()];
    const finished: string[] = [];
    const demo = client.call('POST', 'dev/demo-data', { token: a.token }).then((res) => {
      finished.push('demo data');
      return res;
    });
    const save = await client.call('PATCH', 'business/info', { token: b.token, body: { name: 'Served Meanwhile' } });
    finished.push('save');
    expect(save.status).toBe(200);
    expect((await demo).status).toBe(201);
    // The demo set is written in short transactions of its own; in one request-wide transaction
    // the save waited for all of it (13 s on a loaded machine, past the e2e's 10 s).
    expect(finished).toEqual(['save', 'demo data']);
  });

  test('a save made while the orders are being written waits for a few of them, not for the whole set', async () => {
    const [a, b] = [await client.registerBusiness(), await client.registerBusiness()];
    const demoOrders = async () =>
      (await api.db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, a.businessId))).length;
    const demo = client.call('POST', 'dev/demo-data', { token: a.token });
    // Once the first orders are in, the set is being written in its own transactions.
    while ((await demoOrders()) === 0) await new Promise((r) => setTimeout(r, 5));
    const save = await client.call('PATCH', 'business/info', { token: b.token, body: { name: 'Served Between' } });
    const writtenWhenSaved = await demoOrders();
    expect(save.status).toBe(200);
    expect((await demo).status).toBe(201);
    // Every query of the save waited for one step of the set at most: with 500 orders a step, the
    // save's five or six queries waited for all of it (11-13 s in a loaded e2e run).
    expect(writtenWhenSaved).toBeLessThan((await demoOrders()) / 2);
  });

  test('the orders table is analysed once per set, after its last orders, not after each step', async () => {
    const analyses = async () => {
      const { rows } = (await api.db.execute(
        sql`select analyze_count as n from pg_stat_user_tables where relname = 'orders'`,
      )) as unknown as { rows: { n: number }[] };
      return Number(rows[0]?.n ?? 0);
    };
    const owner = await client.registerBusiness();
    const before = await analyses();
    expect((await client.call('POST', 'dev/demo-data', { token: owner.token })).status).toBe(201);
    // ANALYZE reads the whole table: after each of the set's steps it made a set slower the more
    // the database held (1.5 s at first, 26 s later in an e2e run, past the BFF's 15 s).
    expect((await analyses()) - before).toBe(1);
  });

  test('only the owner; and without DEV_TOOLS it is not there (404 before the session is checked)', async () => {
    const owner = await client.registerBusiness();
    const token = await signInStaff({ businessId: owner.businessId, role: 'manager', locationIds: [owner.locationId] });
    const manager = await client.call('POST', 'dev/demo-data', { token });
    expect(manager.status).toBe(403);
    await withTestApi({ env: { DEV_TOOLS: false } }, async (prod) => {
      expect((await prod.client.call('POST', 'dev/demo-data', { token: 'x'.repeat(40) })).status).toBe(404);
    });
  });
});
