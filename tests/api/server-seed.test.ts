/** Reference API: the demo seed (accounts, locations, plan, onboarding, report data) and the order generator. */
import { eq } from 'drizzle-orm';
import {
  allPermissions,
  couponApplyReply,
  couponsReply,
  DOORDASH_DRIVE_FEE,
  GIFT_CARD_ALPHABET,
  giftCardHistoryReply,
  giftCardsReply,
  timesheetsReply,
  userReply,
  type OrderStatus,
} from '@/lib/contract';
import { businesses, orders, staff, staffLocations, timesheets } from '@/server/db/schema';
import { wallClock, zonedTime } from '@/server/lib/time-zone';
import { generateOrders } from '@/server/seed/orders';
import { startOfLocalDay } from '@/server/services/order-board';
import { generateShifts, hm } from '@/server/seed/timesheets';
import { api, client, demoBusiness, loginDemo, startTestApi } from './helpers/test-api';

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
    expect(manager.user.permissions).toEqual({
      ...allPermissions(true),
      users: false,
      location: false,
      activity_log: false,
    });
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

describe('demo data of the reports (issue 17)', () => {
  const TZ = 'America/Toronto';
  type Row = typeof orders.$inferSelect;
  type Shift = typeof timesheets.$inferSelect;
  let rows: Row[] = [];
  let shifts: Shift[] = [];
  let names = new Map<string, string>();
  let assigned = new Set<string>();
  let at: Awaited<ReturnType<typeof demoBusiness>>;
  /** Each shift's start and end as instants (an open one: still running, so until now), by id. */
  const spans = new Map<string, { start: number; end: number }>();
  const span = (s: Shift) => spans.get(s.id)!;

  beforeAll(async () => {
    at = await demoBusiness();
    rows = await api.db.select().from(orders).where(eq(orders.businessId, at.businessId));
    shifts = await api.db.select().from(timesheets).where(eq(timesheets.businessId, at.businessId));
    const team = await api.db.select().from(staff).where(eq(staff.businessId, at.businessId));
    names = new Map(team.map((m) => [m.id, `${m.firstName} ${m.lastName}`]));
    const places = await api.db.select().from(staffLocations);
    assigned = new Set(places.filter((p) => names.has(p.staffId)).map((p) => `${p.staffId} ${p.locationId}`));
    for (const s of shifts) {
      const [y, m, d] = s.day.split('-').map(Number) as [number, number, number];
      const instant = (minutes: number) => zonedTime(TZ, y, m, d, 0, minutes).getTime();
      spans.set(s.id, { start: instant(s.startsAt), end: s.endsAt === null ? NOW.getTime() : instant(s.endsAt) });
    }
  });

  const share = (part: Row[], of: Row[]) => part.length / of.length;
  /** amount × percent / 100 rounded half up, as a receipt (and a coupon) rounds. */
  const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);
  const lines = (o: Row) =>
    o.items.reduce((sum, i) => sum + (i.price + (i.modifiers ?? []).reduce((m, x) => m + x.price, 0)) * i.quantity, 0);

  test('every order adds up to the cent: tax on the discounted subtotal, a tip of a usual percent, coupon-like discounts', () => {
    expect(rows.length).toBeGreaterThan(3000);
    // Each order's broken rules, by name (one expect over 5,000 orders: a failure names them).
    const broken = (o: Row) =>
      Object.entries({
        subtotal: o.subtotal === lines(o),
        tax: o.tax === Math.floor(((o.subtotal - o.discount) * 14975 + 50000) / 100000),
        total: o.total === o.subtotal - o.discount + o.tax + o.tip + o.deliveryFee + o.serviceFee,
        tip: [0, 10, 15, 18, 20, 25].some((p) => o.tip === percentOf(o.subtotal, p)),
        discount:
          o.discount === 0 || [300, 500, percentOf(o.subtotal, 10), percentOf(o.subtotal, 15)].includes(o.discount),
        underSubtotal: o.discount < o.subtotal,
      })
        .filter(([, ok]) => !ok)
        .map(([rule]) => `${o.orderNumber} ${rule}`);
    expect(rows.flatMap(broken)).toEqual([]);
    const discounted = rows.filter((o) => o.discount > 0);
    expect(share(discounted, rows)).toBeGreaterThanOrEqual(0.05);
    expect(share(discounted, rows)).toBeLessThanOrEqual(0.1);
    // Several kinds of promotion, not one amount.
    expect(
      new Set(discounted.map((o) => (o.discount === 300 || o.discount === 500 ? o.discount : 'percent'))).size,
    ).toBe(3);
  });

  test('a few percent cancelled, each at a step the board allows, its history and times in order', () => {
    const cancelled = rows.filter((o) => o.status === 'cancelled');
    expect(share(cancelled, rows)).toBeGreaterThanOrEqual(0.02);
    expect(share(cancelled, rows)).toBeLessThanOrEqual(0.07);
    const paths = new Set<string>();
    for (const o of cancelled) {
      const steps = o.statusHistory.map((h) => h.status);
      paths.add(steps.join(' → '));
      // Cancelled from new, confirmed or ready, never once out for delivery.
      expect([
        ['new', 'cancelled'],
        ['new', 'confirmed', 'cancelled'],
        ['new', 'confirmed', 'ready_for_pickup', 'cancelled'],
      ] as OrderStatus[][]).toContainEqual(steps);
      const times = o.statusHistory.map((h) => Date.parse(h.at));
      expect(times[0]).toBe(o.createdAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times.at(-1)!).toBeLessThanOrEqual(NOW.getTime());
      expect(o.updatedAt.getTime()).toBe(times.at(-1));
      expect(o.seenAt!.getTime()).toBe(times[1]);
      expect(o.completedAt).toBeNull();
      expect(o.preparationTime !== null).toBe(steps.includes('confirmed'));
      // Only a pick-up waits on the counter uncollected.
      if (steps.includes('ready_for_pickup')) expect(o.type).toBe('pickup');
      // A DoorDash request made for it was cancelled with it; no driver of ours took it.
      expect(o.driverStaffId).toBeNull();
      if (o.driver) expect(o.driver.status).toBe('cancelled');
    }
    expect(paths.size).toBe(3);
  });

  test('tips by order type and payment mode: cash rarely has one on record, card deliveries and dine-in mostly do', () => {
    const modes = new Set(rows.map((o) => o.paymentMode));
    expect([...modes].sort()).toEqual(['card_online', 'card_pay_at_counter', 'card_pay_on_delivery', 'cash']);
    expect(rows.filter((o) => o.type === 'catering').every((o) => o.paymentMode === 'card_online')).toBe(true);
    const tipped = (of: Row[]) =>
      share(
        of.filter((o) => o.tip > 0),
        of,
      );
    const where = (f: (o: Row) => boolean) => rows.filter(f);
    expect(tipped(where((o) => o.paymentMode === 'cash'))).toBeLessThan(0.25);
    expect(tipped(where((o) => o.type === 'delivery' && o.paymentMode === 'card_online'))).toBeGreaterThan(0.7);
    expect(tipped(where((o) => o.type === 'dine_in' && o.paymentMode !== 'cash'))).toBeGreaterThan(0.75);
    const pickup = tipped(where((o) => o.type === 'pickup' && o.paymentMode === 'card_online'));
    expect(pickup).toBeGreaterThan(0.35);
    expect(pickup).toBeLessThan(0.75);
  });

  test('delivered deliveries: by a driver of ours on shift at that store, or by DoorDash with its fee and the tip passed on', () => {
    const out = rows.filter((o) => o.type === 'delivery' && (o.status === 'completed' || o.status === 'on_delivery'));
    const ours = rows.filter((o) => o.driverStaffId !== null);
    const dashed = rows.filter((o) => o.driver?.status === 'requested');
    // Each delivered order has exactly one of the two, and nothing else has either.
    expect(ours.length + dashed.length).toBe(out.length);
    expect(out.every((o) => (o.driverStaffId === null) !== (o.driver?.status !== 'requested'))).toBe(true);
    // Ours: a member assigned to the store, clocked in there when the order was due.
    const onShift = (o: Row) => {
      const due = (o.scheduledAt ?? o.createdAt).getTime();
      return shifts.some(
        (s) =>
          s.staffId === o.driverStaffId && s.locationId === o.locationId && span(s).start <= due && due <= span(s).end,
      );
    };
    const oursWrong = ours.filter(
      (o) => o.driver !== null || !assigned.has(`${o.driverStaffId} ${o.locationId}`) || !onShift(o),
    );
    expect(oursWrong.map((o) => o.orderNumber)).toEqual([]);
    // DoorDash's: its quote and the tip passed to a named Dasher; a customer paying at the door is
    // met by one of ours (DoorDash takes no payment).
    const dashedWrong = dashed.filter(
      (o) =>
        o.driver!.provider !== 'doordash' ||
        o.driver!.fee !== DOORDASH_DRIVE_FEE ||
        o.driver!.dasher_tip !== o.tip ||
        !/^\S+ [A-Z]\.$/.test(o.driver!.name ?? '') ||
        o.paymentMode !== 'card_online',
    );
    expect(dashedWrong.map((o) => o.orderNumber)).toEqual([]);
    const drivers = new Map<string, Row[]>();
    for (const o of ours)
      drivers.set(names.get(o.driverStaffId!)!, [...(drivers.get(names.get(o.driverStaffId!)!) ?? []), o]);
    expect([...drivers.keys()].sort()).toEqual(['Dani Driver', 'Sam Staff']);
    expect(drivers.get('Dani Driver')!.length).toBeGreaterThan(drivers.get('Sam Staff')!.length);
    // Cash in the drivers' hands to hand back, and both kinds of delivery at the first store.
    expect(ours.some((o) => o.paymentMode === 'cash')).toBe(true);
    const first = out.filter((o) => o.locationId === at.primary);
    const firstOurs = share(
      first.filter((o) => o.driverStaffId !== null),
      first,
    );
    expect(firstOurs).toBeGreaterThan(0.35);
    expect(firstOurs).toBeLessThan(0.8);
    expect(dashed.some((o) => o.locationId === at.second) && ours.some((o) => o.locationId === at.second)).toBe(true);
  });

  test('timesheets: the staff at their stores over the 90 days, never two shifts at once, some past midnight', () => {
    expect(new Set(shifts.map((s) => names.get(s.staffId)))).toEqual(
      new Set(['Mia Manager', 'Sam Staff', 'Dani Driver']),
    );
    expect(shifts.every((s) => assigned.has(`${s.staffId} ${s.locationId}`))).toBe(true);
    const days = [...new Set(shifts.map((s) => s.day))].sort();
    expect(days[0]).toBe('2025-03-21'); // 90 local days up to 18 June
    expect(days.at(-1)).toBe('2025-06-18');
    expect(days.length).toBeGreaterThan(85);
    // Around the 11:00–22:00 the orders come in: in from 9:30, out by 1:30 the next morning.
    for (const s of shifts) {
      expect(s.startsAt).toBeGreaterThanOrEqual(hm(9, 30));
      if (s.endsAt !== null) expect(s.endsAt).toBeLessThanOrEqual(hm(25, 30));
    }
    expect(shifts.some((s) => s.endsAt !== null && s.endsAt > hm(24))).toBe(true);
    // One member works one shift at a time (an open shift counting to the end of its day, as the API checks).
    for (const member of names.keys()) {
      const spans = shifts
        .filter((s) => s.staffId === member)
        .map((s) => {
          const t = span(s);
          const endOfDay = zonedTime(TZ, ...(s.day.split('-').map(Number) as [number, number, number]), 24).getTime();
          return { start: t.start, end: s.endsAt === null ? endOfDay : t.end };
        })
        .sort((a, b) => a.start - b.start);
      spans.slice(1).forEach((s, i) => expect(s.start).toBeGreaterThanOrEqual(spans[i]!.end));
    }
  });

  test("one recent missed clock-out: Sam's last shift before today is still open and the timesheets flag it", async () => {
    const open = shifts.filter((s) => s.endsAt === null);
    const earlier = open.filter((s) => s.day < '2025-06-18');
    expect(earlier.map((s) => [names.get(s.staffId), s.day])).toEqual([['Sam Staff', '2025-06-17']]);
    // Today's open shifts began before now (clocked in); none begins later.
    expect(open.filter((s) => s.day === '2025-06-18').every((s) => span(s).start <= NOW.getTime())).toBe(true);
    expect(shifts.every((s) => span(s).start <= NOW.getTime())).toBe(true);
    const token = await loginDemo('owner');
    const day = timesheetsReply.parse((await client.call('GET', 'timesheet?date=2025-06-17', { token })).body);
    const missed = day.timesheets.filter((t) => t.missed_clock_out);
    expect(missed.map((t) => day.staff.find((m) => m.staff_id === t.staff_id)!.name)).toEqual(['Sam Staff']);
    const today = timesheetsReply.parse((await client.call('GET', 'timesheet?date=2025-06-18', { token })).body);
    expect(today.timesheets.some((t) => t.to === null)).toBe(true);
    expect(today.timesheets.every((t) => !t.missed_clock_out)).toBe(true);
  });
});

describe('generateShifts', () => {
  test('deterministic for a seed; a rota shift not yet begun is left out, one running is open', () => {
    const options = {
      rotas: [
        { staffId: 's', shifts: [3, 4].map((weekday) => ({ weekday, locationId: 'l', from: hm(10), to: hm(18) })) },
      ],
      timezone: 'America/Toronto',
      days: 14,
      now: NOW, // Wednesday 12:20
      seed: 5,
    };
    const a = generateShifts(options);
    expect(generateShifts(options)).toEqual(a);
    expect(generateShifts({ ...options, seed: 6 })).not.toEqual(a);
    expect(a.at(-1)).toMatchObject({ day: '2025-06-18', endsAt: null });
    expect(a.filter((s) => s.endsAt === null)).toHaveLength(1);
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

  test("the live board's Completed column has cards whatever the hour, also just after midnight", () => {
    // The board shows the orders completed since local midnight: 00:01 and 00:40 in Toronto, and noon.
    for (const now of ['2025-06-18T04:01:00Z', '2025-06-18T04:40:00Z', '2025-06-18T16:20:00Z'].map(
      (t) => new Date(t),
    )) {
      const rows = generateOrders({ ...base, days: 2, now, seed: 5, liveBoard: true });
      const midnight = startOfLocalDay(now, base.timezone).getTime();
      const doneToday = rows.filter(
        (o) => o.status === 'completed' && o.completedAt!.getTime() >= midnight && o.completedAt! <= now,
      );
      expect(doneToday.length).toBeGreaterThanOrEqual(2);
      for (const o of doneToday) expect(o.statusHistory!.at(-1)!.at).toBe(o.completedAt!.toISOString());
    }
  });

  test('scales to 50,000 orders', () => {
    const rows = generateOrders({ ...base, days: 1000, perDay: { min: 45, max: 55 }, seed: 3 });
    expect(rows.length).toBeGreaterThan(50_000);
  });
});
