/**
 * The audit log (issue 21): every write family through the API leaves an entry with who, what,
 * before and after, in the write's transaction; secrets only as "changed"; a failed write leaves
 * none; the log is the business's alone and its readers need the activity_log flag; the list's
 * filters and paging, the CSV, an entity's history; pruning by age.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  AUDIT_EXPORT_COLUMNS,
  allPermissions,
  auditEntityReply,
  auditListReply,
  type AuditEntityType,
  type AuditEntry,
  type RouteKey,
} from '@/lib/contract';
import { auditLog, orderEvents, users } from '@/server/db/schema';
import { planId } from '@/server/db/reference-data';
import { pruneOld } from '@/server/services/retention';
import { addStaff } from '@/server/testing-fixtures';
import { pathWith, WRITE_CASES } from '../security/helpers/route-cases';
import { buildWorld, type World } from '../security/helpers/world';
import { routeList } from '@/lib/contract';

let w: World;
let ownerId: string;
beforeAll(async () => {
  w = await buildWorld();
  ownerId = (await w.client.call('GET', 'user', { token: w.a.token })).body.user._id;
});
afterAll(() => w?.api.close());

type Row = typeof auditLog.$inferSelect;

/** The newest audit row id (entries after it are the next call's). */
async function mark(): Promise<number> {
  const [row] = await w.api.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}
const rowsAfter = (id: number) =>
  w.api.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id) as Promise<Row[]>;

/** Calls a write route of the table as A's owner with the security suite's valid body. */
async function write(key: RouteKey, id?: string, body?: unknown, token = w.a.token) {
  const r = routeList.find((x) => x.key === key)!;
  const valid = (WRITE_CASES as Record<string, { valid?: (a: World['a']) => unknown }>)[key]?.valid;
  return w.client.call(r.method, pathWith(r, id), { token, body: body ?? valid?.(w.a) });
}

const changeOf = (row: Row, field: string) => row.changes.find((c) => c.field === field);

describe('every write family is recorded with who, what, before and after', () => {
  test('an item price change: update of that item, the price from and to, by the owner', async () => {
    const before = await mark();
    const res = await write('PUT /item/:id', w.a.ids.item, { price: 1295 });
    expect(res.status).toBe(200);
    const rows = await rowsAfter(before);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      businessId: w.a.businessId,
      locationId: w.a.locationId,
      actorUserId: ownerId,
      actorRole: 'owner',
      entityType: 'item',
      entityId: w.a.ids.item,
      action: 'update',
    });
    expect(row!.actorName).toBeTruthy();
    expect(row!.entityLabel).toMatch(/^Item/);
    expect(row!.changes).toEqual([{ field: 'price', before: expect.any(Number), after: 1295 }]);
    expect(changeOf(row!, 'price')!.before).not.toBe(1295);
  });

  // [route, id, entity type, action]: one write of each family through the API.
  const families: Array<[RouteKey, (w: World) => string | undefined, AuditEntityType, 'create' | 'update']> = [
    ['POST /tax', () => undefined, 'tax', 'create'],
    ['PUT /setting', () => undefined, 'settings', 'create'],
    ['PATCH /location/opening-hours', () => undefined, 'hours', 'create'],
    ['POST /location/delivery-zone', () => undefined, 'zone', 'create'],
    ['PUT /staff/:id', (x) => x.a.ids.staff, 'staff', 'update'],
    ['POST /coupon', () => undefined, 'coupon', 'create'],
    ['POST /gift-card', () => undefined, 'gift_card', 'create'],
    ['PUT /order/:id/status', (x) => x.a.ids.order, 'order', 'update'],
    ['PUT /location/:id', (x) => x.a.ids.location, 'location', 'update'],
    ['POST /website-manager/seo', () => undefined, 'website', 'create'],
    ['POST /reservations-settings', () => undefined, 'reservation', 'create'],
    ['POST /floor-plan/room', () => undefined, 'floor_plan', 'create'],
  ];
  test.each(families)('%s: an entry of type %s', async (key, idOf, type, action) => {
    const before = await mark();
    const res = await write(key, idOf(w));
    expect([key, res.status]).toEqual([key, res.status >= 200 && res.status < 300 ? res.status : 200]);
    const rows = (await rowsAfter(before)).filter((r) => r.entityType === type);
    expect(rows.length).toBeGreaterThan(0);
    const row = rows.find((r) => r.action === action) ?? rows[0]!;
    expect(row).toMatchObject({ businessId: w.a.businessId, actorUserId: ownerId, actorRole: 'owner', action });
    expect(row.changes.length).toBeGreaterThan(0);
    if (idOf(w)) expect(row.entityId).toBe(idOf(w));
  });

  test('specific values: a tax by its name and rate, an order status, a staff member’s flags', async () => {
    let before = await mark();
    await write('POST /tax', undefined, { name: 'Audit tax', rate: 14.975 });
    let [row] = (await rowsAfter(before)).filter((r) => r.entityType === 'tax');
    expect(row!.entityLabel).toBe('Audit tax');
    const { body } = await w.client.call('GET', `audit/tax/${row!.entityId}`, { token: w.a.token });
    expect(body.entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Audit tax' },
        { field: 'rate', before: null, after: 14.975 },
      ]),
    );

    before = await mark();
    expect((await write('PUT /order/:id/status', w.a.ids.order, { order_status: 'complete' })).status).toBe(200);
    [row] = (await rowsAfter(before)).filter((r) => r.entityType === 'order');
    expect(changeOf(row!, 'status')).toEqual({ field: 'status', before: 'confirmed', after: 'completed' });

    before = await mark();
    const member = await addStaff(w.api, {
      businessId: w.a.businessId,
      role: 'manager',
      locationIds: [w.a.locationId],
    });
    const res = await w.client.call('PUT', `staff/${member.staffId}`, {
      token: w.a.token,
      body: {
        first_name: 'Marie',
        last_name: 'Tremblay',
        role: 'manager',
        locations: [w.a.locationId],
        permissions: { ...allPermissions(false), orders: true },
      },
    });
    expect(res.status).toBe(200);
    [row] = (await rowsAfter(before)).filter((r) => r.entityType === 'staff' && r.actorUserId === ownerId);
    expect(row!.entityId).toBe(member.staffId);
    expect(row!.entityLabel).toBe('Marie Tremblay');
    expect(changeOf(row!, 'permissions')!.after).toMatchObject({ orders: true, menu: false });
    expect(changeOf(row!, 'first_name')).toEqual({ field: 'first_name', before: expect.any(String), after: 'Marie' });
  });
});

test('a percent coupon records its discount as `percent` (never read as money); a fixed one as `amount` in cents', async () => {
  const before = await mark();
  const pct = await write('POST /coupon', undefined, { code: 'AUDITPCT', kind: 'percent', amount: 10 });
  const fixed = await write('POST /coupon', undefined, {
    code: 'AUDITFIX',
    kind: 'fixed',
    amount: 250,
    minimum_purchase: 1000,
  });
  expect([pct.status, fixed.status]).toEqual([201, 201]);
  const rows = (await rowsAfter(before)).filter((r) => r.entityType === 'coupon');
  const byCode = (code: string) => rows.find((r) => r.entityLabel === code)!;
  expect(changeOf(byCode('AUDITPCT'), 'percent')).toEqual({ field: 'percent', before: null, after: 10 });
  expect(changeOf(byCode('AUDITPCT'), 'amount')).toBeUndefined();
  expect(changeOf(byCode('AUDITFIX'), 'amount')).toEqual({ field: 'amount', before: null, after: 250 });
});

describe('secrets are recorded as changed, never their values', () => {
  test('a password change: the account entry says the password changed; no trace of the password or its hash', async () => {
    const password = 'Brand-New-Pass-9431';
    const before = await mark();
    const res = await w.client.call('POST', 'user/password/change', {
      token: w.a.token,
      body: { current_password: w.a.password, password, password_confirmation: password },
    });
    expect(res.status).toBe(200);
    w.a.password = password;
    const rows = await rowsAfter(before);
    const account = rows.find((r) => r.entityType === 'account');
    expect(account).toMatchObject({ entityId: ownerId, action: 'update', actorUserId: ownerId });
    expect(account!.changes).toEqual([{ field: 'password_hash', before: null, after: null, secret: true }]);
    const [user] = await w.api.db.select().from(users).where(eq(users.id, ownerId));
    const text = JSON.stringify(rows);
    expect(text).not.toContain(password);
    expect(text).not.toContain(user!.passwordHash);
  });

  test('a subscription paid by card: the billing entries show the card’s brand and last digits, never its number', async () => {
    const before = await mark();
    const res = await w.client.call('POST', 'subscription', {
      token: w.a.token,
      body: {
        plan_id: planId('Premium'),
        card_number: '4242 4242 4242 4242',
        card_expiry: '12/34',
        card_cvc: '987',
        card_name: 'Audit Owner',
      },
    });
    expect(res.status).toBe(201);
    const rows = (await rowsAfter(before)).filter((r) => r.entityType === 'billing');
    const sub = rows.find((r) => r.entityId === w.a.businessId)!;
    expect(sub).toMatchObject({ actorUserId: ownerId, actorRole: 'owner' });
    expect(changeOf(sub, 'card_last4')).toMatchObject({ after: '4242' });
    expect(changeOf(sub, 'payment_method')).toEqual({
      field: 'payment_method',
      before: null,
      after: null,
      secret: true,
    });
    const text = JSON.stringify(await rowsAfter(before));
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('"987"');
  });

  test('a staff PIN and a gift card code: secret, with no value anywhere in the entry', async () => {
    const before = await mark();
    const res = await write('POST /staff', undefined, {
      ...(WRITE_CASES['POST /staff'].valid!(w.a) as object),
      email: `pin-${Date.now()}@example.test`,
      login_pin: '8642',
    });
    expect(res.status).toBe(201);
    const rows = await rowsAfter(before);
    const staffRow = rows.find((r) => r.entityType === 'staff' && r.action === 'create')!;
    expect(changeOf(staffRow, 'login_pin')).toEqual({ field: 'login_pin', before: null, after: null, secret: true });
    expect(JSON.stringify(rows)).not.toContain('"8642"');

    const cardBefore = await mark();
    const sold = await write('POST /gift-card');
    expect(sold.status).toBe(201);
    const cardRows = await rowsAfter(cardBefore);
    const card = cardRows.find((r) => r.entityType === 'gift_card' && r.action === 'create')!;
    expect(changeOf(card, 'code')).toEqual({ field: 'code', before: null, after: null, secret: true });
    const code = JSON.stringify(sold.body).match(/[A-Z2-9]{16}/)?.[0];
    if (code) expect(JSON.stringify(cardRows)).not.toContain(code);
  });
});

test('a failed write (422) leaves neither a change nor an entry', async () => {
  const before = await mark();
  const res = await write('PUT /item/:id', w.a.ids.item, { price: -5 });
  expect(res.status).toBe(422);
  expect(await rowsAfter(before)).toEqual([]);
});

describe('reading the log', () => {
  test("another business's owner sees none of A's entries, and A's entity history is empty for them", async () => {
    const list = await w.client.call('GET', 'audit?per_page=100', { token: w.b.token });
    expect(list.status).toBe(200);
    const ownRows = await w.api.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.businessId, w.a.businessId));
    const aIds = new Set(ownRows.map((r) => String(r.id)));
    expect(list.body.entries.some((e: AuditEntry) => aIds.has(e._id))).toBe(false);
    const history = await w.client.call('GET', `audit/item/${w.a.ids.item}`, { token: w.b.token });
    expect(history.status).toBe(200);
    expect(history.body.entries).toEqual([]);
  });

  test('a manager without the activity_log flag gets 403; with it, 200', async () => {
    const without = await addStaff(w.api, {
      businessId: w.a.businessId,
      role: 'manager',
      locationIds: [w.a.locationId],
    });
    const token = await w.client.login(without.email, without.password);
    for (const path of ['audit', 'audit/actors', 'audit/export', `audit/item/${w.a.ids.item}`])
      expect([path, (await w.client.call('GET', path, { token })).status]).toEqual([path, 403]);
    const granted = await addStaff(w.api, {
      businessId: w.a.businessId,
      role: 'manager',
      locationIds: [w.a.locationId],
      permissions: { activity_log: true },
    });
    const grantedToken = await w.client.login(granted.email, granted.password);
    for (const path of ['audit', 'audit/actors', 'audit/export', `audit/item/${w.a.ids.item}`])
      expect([path, (await w.client.call('GET', path, { token: grantedToken })).status]).toEqual([path, 200]);
  });

  test('filters by person, type, action and range; pages newest first', async () => {
    const all = await w.client.call('GET', 'audit?per_page=100', { token: w.a.token });
    expect(all.status).toBe(200);
    auditListReply.parse(all.body);
    expect(all.body.total).toBeGreaterThan(10);
    const ats = all.body.entries.map((e: AuditEntry) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    const byOwner = await w.client.call('GET', `audit?actor=${ownerId}&per_page=100`, { token: w.a.token });
    expect(byOwner.body.entries.length).toBeGreaterThan(0);
    expect(byOwner.body.entries.every((e: AuditEntry) => e.actor?.user_id === ownerId)).toBe(true);

    const items = await w.client.call('GET', 'audit?entity_type=item&action=update', { token: w.a.token });
    expect(items.body.total).toBeGreaterThan(0);
    expect(items.body.entries.every((e: AuditEntry) => e.entity_type === 'item' && e.action === 'update')).toBe(true);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
    const inRange = await w.client.call('GET', `audit?from=${yesterday}&to=${today}&per_page=1`, { token: w.a.token });
    expect(inRange.body.total).toBe(all.body.total);
    const past = await w.client.call('GET', 'audit?from=2020-01-01&to=2020-01-31', { token: w.a.token });
    expect(past.body).toMatchObject({ total: 0, entries: [] });

    const page2 = await w.client.call('GET', 'audit?per_page=2&page=2', { token: w.a.token });
    expect(page2.body).toMatchObject({ page: 2, per_page: 2, total: all.body.total });
    expect(page2.body.entries.map((e: AuditEntry) => e._id)).toEqual(
      all.body.entries.slice(2, 4).map((e: AuditEntry) => e._id),
    );

    const bad = await w.client.call('GET', 'audit?entity_type=spaceship&from=2024-01-01', { token: w.a.token });
    expect(bad.status).toBe(422);

    const actors = await w.client.call('GET', 'audit/actors', { token: w.a.token });
    expect(actors.body.actors).toEqual(expect.arrayContaining([{ user_id: ownerId, name: expect.any(String) }]));
  });

  test('the CSV: the columns, one line per changed field, money in dollars', async () => {
    const res = await w.api.fetch(
      new Request('http://internal/v1/audit/export?entity_type=item', {
        headers: { authorization: `Bearer ${w.a.token}`, 'x-forwarded-for': '10.9.9.9' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_EXPORT_COLUMNS.join(','));
    const priceLine = lines.find((l) => l.includes(',price,'));
    expect(priceLine).toMatch(/,item,Item[^,]*,[0-9a-f]{24},update,price,\d+\.\d\d,12\.95$/);
  });

  test("an entity's history: its entries, newest first; an unknown type is 404", async () => {
    await write('PUT /item/:id', w.a.ids.item, { price: 1395 });
    const res = await w.client.call('GET', `audit/item/${w.a.ids.item}`, { token: w.a.token });
    expect(res.status).toBe(200);
    auditEntityReply.parse(res.body);
    const prices = res.body.entries
      .flatMap((e: AuditEntry) => e.changes)
      .filter((c: { field: string }) => c.field === 'price');
    expect(prices.slice(0, 2)).toEqual([
      { field: 'price', before: 1295, after: 1395 },
      { field: 'price', before: expect.any(Number), after: 1295 },
    ]);
    expect((await w.client.call('GET', `audit/spaceship/${w.a.ids.item}`, { token: w.a.token })).status).toBe(404);
  });
});

test('pruning by age: old audit entries and order events go, recent ones stay', async () => {
  const now = new Date();
  const { config } = w.api.deps;
  const events = await w.api.db
    .insert(orderEvents)
    .values(
      ['created', 'updated', 'updated'].map((kind) => ({
        businessId: w.a.businessId,
        locationId: w.a.locationId,
        orderId: w.a.ids.order,
        kind: kind as 'created' | 'updated',
      })),
    )
    .returning({ id: orderEvents.id });
  const newest = events.at(-1);
  const eventCount = (await w.api.db.select({ id: orderEvents.id }).from(orderEvents)).length;
  const day = 86_400_000;
  // Backdated: one entry just past the year, one just inside it; one event past its week.
  const [oldEntry, keptEntry] = await w.api.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.businessId, w.a.businessId))
    .orderBy(auditLog.id)
    .limit(2);
  await w.api.db
    .update(auditLog)
    .set({ at: new Date(now.getTime() - (config.retention.auditDays + 1) * day) })
    .where(eq(auditLog.id, oldEntry!.id));
  await w.api.db
    .update(auditLog)
    .set({ at: new Date(now.getTime() - (config.retention.auditDays - 1) * day) })
    .where(eq(auditLog.id, keptEntry!.id));
  await w.api.db
    .update(orderEvents)
    .set({ createdAt: new Date(now.getTime() - (config.retention.orderEventsDays + 1) * day) })
    .where(sql`${orderEvents.id} <> ${newest!.id}`);

  const pruned = await pruneOld(w.api.db, now, config.retention);
  expect(pruned.auditEntries).toBe(1);
  expect(pruned.orderEvents).toBe(eventCount - 1);
  const ids = (await w.api.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
  expect(ids).not.toContain(oldEntry!.id);
  expect(ids).toContain(keptEntry!.id);
  expect((await w.api.db.select({ id: orderEvents.id }).from(orderEvents)).map((r) => r.id)).toEqual([newest!.id]);

  // A later clock: a year and a day on, everything written today is past its retention too.
  const later = new Date(now.getTime() + (config.retention.auditDays + 1) * day);
  await pruneOld(w.api.db, later, config.retention);
  expect(
    await w.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.businessId, w.a.businessId))),
  ).toEqual([]);
});
