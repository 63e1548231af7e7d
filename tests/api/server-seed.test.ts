/** Reference API: the demo seed (accounts, locations, plan, onboarding) and the order generator. */
import { eq } from 'drizzle-orm';
import {
  allPermissions,
  couponApplyReply,
  couponsReply,
  GIFT_CARD_ALPHABET,
  giftCardHistoryReply,
  giftCardsReply,
  userReply,
} from '@/lib/contract';
import { businesses, orders } from '@/server/db/schema';
import { wallClock } from '@/server/lib/time-zone';
import { generateOrders } from '@/server/seed/orders';
import { api, client, startTestApi } from './helpers/test-api';

const NOW = new Date('2025-06-18T16:20:00Z'); // Wednesday 12:20 in Montréal

startTestApi({ seed: true, now: () => NOW });

const account = async (email: string) =>
  userReply.parse((await client.call('GET', 'user', { token: await client.login(email, 'DemoPass123') })).body);

describe('demo seed', () => {
  test('owner: Premium with the website manager, two locations, onboarding 2 of 7 (no test order)', async () => {
    const { user, business } = await account('demo@merchant.test');
    expect(user.role).toBe('owner');
    expect(user.permissions).toEqual(allPermissions(true));
    expect(user.onboard_status).toMatchObject({ completed: 2, place_a_test_order: false });
    expect(business!.subscription).toMatchObject({
      plan_name: 'Premium',
      status: 'active',
      feature_availability: { website_manager: true },
    });
    expect(business!.locations.map((l) => l.name)).toEqual(['Demo Bistro — Vieux-Montréal', 'Demo Bistro — Plateau']);
  });

  test('manager of both locations with the manager defaults; employee of the first with orders only', async () => {
    const manager = await account('manager@merchant.test');
    expect(manager.user.staff).toMatchObject({ role: 'manager', name: 'Mia Manager' });
    expect(manager.user.permissions).toEqual({ ...allPermissions(true), users: false, location: false });
    expect(manager.business!.locations).toHaveLength(2);
    const employee = await account('staff@merchant.test');
    expect(employee.user.permissions).toEqual({ ...allPermissions(false), orders: true });
    expect(employee.business!.locations.map((l) => l.name)).toEqual(['Demo Bistro — Vieux-Montréal']);
    expect((await account('newbie@merchant.test')).business).toBeNull();
  });

  test('90 days of orders at both locations, numbered together from 1001, the sequence continuing after them', async () => {
    const { business } = await account('demo@merchant.test');
    const [first, second] = business!.locations;
    const rows = await api.db.select().from(orders).where(eq(orders.businessId, business!._id));
    expect(rows.every((o) => !o.isTest)).toBe(true);
    const atFirst = rows.filter((o) => o.locationId === first!._id);
    const atSecond = rows.filter((o) => o.locationId === second!._id);
    expect(atFirst.length + atSecond.length).toBe(rows.length);
    expect(atFirst.length).toBeGreaterThan(89 * 20);
    expect(atFirst.length).toBeLessThan(90 * 75 + 20);
    expect(atSecond.length).toBeGreaterThan(89 * 8);
    expect(atSecond.length).toBeLessThan(atFirst.length);
    const numbers = rows.map((o) => Number(o.orderNumber)).sort((a, b) => a - b);
    expect(numbers[0]).toBe(1001);
    expect(numbers.at(-1)).toBe(1000 + rows.length);
    const [b] = await api.db.select().from(businesses).where(eq(businesses.id, business!._id));
    expect(b!.nextOrderNumber).toBe(1001 + rows.length);
    expect(rows.every((o) => o.createdAt <= NOW)).toBe(true);
    // A live board at the first location whatever the hour: unseen new orders, and every open status.
    const open = atFirst.filter((o) => NOW.getTime() - o.createdAt.getTime() < 100 * 60_000);
    expect(open.some((o) => o.status === 'new' && o.seenAt === null)).toBe(true);
    for (const status of ['confirmed', 'ready_for_pickup', 'on_delivery', 'completed'] as const)
      expect(open.some((o) => o.status === status)).toBe(true);
    // Some orders are due later (scheduled), none of those closed.
    const future = rows.filter((o) => o.scheduledAt && o.scheduledAt > NOW);
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((o) => o.status !== 'completed')).toBe(true);
  });
});

describe('demo coupon and gift cards', () => {
  test('WELCOME10: 10 % off delivery orders, once per customer', async () => {
    const token = await client.login('demo@merchant.test', 'DemoPass123');
    const { coupons } = couponsReply.parse((await client.call('GET', 'coupon', { token })).body);
    expect(coupons).toEqual([
      expect.objectContaining({
        code: 'WELCOME10',
        kind: 'percent',
        amount: 10,
        validity: 'always',
        order_types: ['delivery'],
        uses_per_customer: 1,
        total_uses: null,
        active: true,
        used: 0,
      }),
    ]);
    const ask = (order_type: string) =>
      client.call('POST', 'coupon/apply', {
        token,
        body: {
          code: 'welcome10',
          order_type,
          customer: { name: 'New Customer', email: 'new@example.test' },
          lines: [{ price: 2500, quantity: 2 }],
        },
      });
    expect(couponApplyReply.parse((await ask('delivery')).body)).toMatchObject({ valid: true, discount: 500 });
    expect(couponApplyReply.parse((await ask('pickup')).body)).toMatchObject({ valid: false, reason: 'order_type' });
  });

  test('five gift cards whose figures add up: partly redeemed, one reloaded, one spent, one untouched', async () => {
    const token = await client.login('demo@merchant.test', 'DemoPass123');
    const reply = giftCardsReply.parse((await client.call('GET', 'gift-card', { token })).body);
    expect(reply.gift_cards.map((c) => c.balance)).toEqual([1750, 0, 2500, 8580, 1885]);
    expect([reply.gift_issued, reply.gift_redeemed, reply.gift_unredeemed]).toEqual([34000, 19285, 14715]);
    const codes = reply.gift_cards.map((c) => c.code);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${GIFT_CARD_ALPHABET}]{16}$`));
    expect(new Set(codes).size).toBe(5);
    expect(reply.gift_cards.every((c) => new Date(c.created_at) < NOW)).toBe(true);

    const reloaded = reply.gift_cards.find((c) => c.balance === 8580)!;
    const history = giftCardHistoryReply.parse(
      (await client.call('GET', `gift-card/${reloaded._id}/transaction`, { token })).body,
    );
    expect(history.transactions.map((t) => [t.type, t.amount, t.balance_after, t.by])).toEqual([
      ['redeem', -6420, 8580, 'Demo Owner'],
      ['reload', 5000, 15000, 'Demo Owner'],
      ['issue', 10000, 10000, 'Demo Owner'],
    ]);
  });
});

describe('generateOrders', () => {
  const base = {
    businessId: 'b',
    locationId: 'l',
    timezone: 'America/Toronto',
    days: 30,
    perDay: { min: 20, max: 60 },
    now: NOW,
    tax: { num: 14975, den: 100000 },
  };

  test('deterministic for a seed, different for another', () => {
    const a = generateOrders({ ...base, seed: 7 });
    expect(generateOrders({ ...base, seed: 7 })).toEqual(a);
    expect(generateOrders({ ...base, seed: 8 })).not.toEqual(a);
  });

  test('local opening hours, whole days in range, consistent money, statuses by age', () => {
    const rows = generateOrders({ ...base, seed: 1 });
    const perDay = new Map<string, number>();
    for (const o of rows) {
      const w = wallClock(o.createdAt!, base.timezone);
      expect(w.hour).toBeGreaterThanOrEqual(11);
      expect(w.hour).toBeLessThanOrEqual(21);
      const key = `${w.year}-${w.month}-${w.day}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
      expect(o.total).toBe(o.subtotal - o.discount! + o.tax + o.tip! + o.deliveryFee! + o.serviceFee!);
      expect(o.subtotal).toBe(
        o.items.reduce(
          (sum, i) => sum + (i.price + (i.modifiers ?? []).reduce((m, x) => m + x.price, 0)) * i.quantity,
          0,
        ),
      );
      expect(o.tax).toBe(Math.floor(((o.subtotal - o.discount!) * 14975 + 50000) / 100000));
      expect(o.statusHistory![0]).toMatchObject({ status: 'new', at: o.createdAt!.toISOString() });
      expect(o.statusHistory!.at(-1)!.status).toBe(o.status);
      if (o.type === 'delivery') expect(o.address).toEqual(expect.any(String));
      expect(o.items!.length).toBeGreaterThan(0);
      if (o.status === 'completed') expect(o.completedAt).toBeInstanceOf(Date);
      expect(o.createdAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(perDay.size).toBe(30);
    // Full days (all but today) have 20 to 75 orders (Fridays and Saturdays × 1.25).
    const today = `2025-6-18`;
    for (const [day, n] of perDay) {
      if (day === today) continue;
      expect(n).toBeGreaterThanOrEqual(20);
      expect(n).toBeLessThanOrEqual(75);
    }
    // Recent orders are still open, older ones completed or cancelled.
    const old = rows.filter((o) => NOW.getTime() - o.createdAt!.getTime() > 6 * 3600_000 && !o.scheduledAt);
    expect(old.every((o) => o.status === 'completed' || o.status === 'cancelled')).toBe(true);
    const statuses = new Set(rows.map((o) => o.status));
    expect(statuses.has('cancelled')).toBe(true);
    expect(rows.map((o) => o.orderNumber)).toEqual(rows.map((_, i) => String(1001 + i)));
  });

  test('scales to 50,000 orders', () => {
    const rows = generateOrders({ ...base, days: 1000, perDay: { min: 45, max: 55 }, seed: 3 });
    expect(rows.length).toBeGreaterThan(50_000);
  });
});
