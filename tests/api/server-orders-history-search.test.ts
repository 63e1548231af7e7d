/**
 * Order history search and paging, held against plain rules rather than the queries: a search
 * matches the order number or the customer name (case-insensitive substring, accents kept as
 * typed) or, from 3 digits on, the phone's digits; every page of every sort carries the same
 * total, and the pages together hold each matching order exactly once. The trigram indexes
 * (migration 0006) must give the same answers as a scan: checked with every other index dropped.
 */
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { orderHistoryQuery, orderHistoryReply, type Order } from '@/lib/contract';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { historyPage, historyWhere } from '@/server/services/order-history';
import { addOrder } from '@/server/testing-fixtures';
import { api, client, startTestApi, type Owner } from './helpers/test-api';

const NOW = new Date('2025-06-10T16:00:00Z'); // noon in Toronto
const RANGE = 'from=2025-06-09&to=2025-06-11';
startTestApi({ now: () => NOW });

const NAMES = [
  'Zoé Tremblay',
  'ZOE TREMBLAY',
  'Léa Gagnon',
  'LÉA Roy',
  'Émile Côté',
  'François Bélanger',
  "Chloé O'Brien",
  'Anne_Marie 100%',
  'Jean-Luc Picard',
  'Mohamed Ali',
  'Sofia Tremblay-Roy',
  'Walk-in',
];
const PHONES = ['5145550123', '4385559876', '5145551042', null, '8195550000'];
const TOTALS = [1000, 2500, 2500, 4000, 999];

interface Placed {
  id: string;
  number: string;
  name: string;
  phone: string | null;
}
let m: Owner;
const placed: Placed[] = [];

beforeAll(async () => {
  m = await client.registerBusiness();
  const at = { businessId: m.businessId, locationId: m.locationId };
  for (let i = 0; i < 90; i++) {
    const o = {
      number: String(1000 + i),
      name: NAMES[i % NAMES.length]!,
      phone: PHONES[i % PHONES.length]!,
    };
    // Three orders a minute and few distinct totals: the sorts' ties need their tie-break.
    const id = await addOrder(api, {
      ...at,
      orderNumber: o.number,
      customerName: o.name,
      customerPhone: o.phone,
      total: TOTALS[i % TOTALS.length]!,
      status: (['new', 'confirmed', 'completed', 'cancelled', 'ready_for_pickup'] as const)[i % 5],
      createdAt: new Date(NOW.getTime() - Math.floor(i / 3) * 60_000),
    });
    placed.push({ id, ...o });
  }
  // Another business's Tremblay, same day: never in this merchant's answers.
  const other = await client.registerBusiness();
  await addOrder(api, {
    businessId: other.businessId,
    locationId: other.locationId,
    orderNumber: '1001',
    customerName: 'Zoé Tremblay',
    customerPhone: '5145550123',
    createdAt: NOW,
  });
});

/** The rule of lib/contract's orderHistoryQuery, written plainly. */
function expectedNumbers(search: string): string[] {
  const text = search.trim().toLowerCase();
  const digits = search.replace(/\D/g, '');
  return placed
    .filter(
      (o) =>
        o.number.toLowerCase().includes(text) ||
        o.name.toLowerCase().includes(text) ||
        (digits.length >= 3 && (o.phone ?? '').includes(digits)),
    )
    .map((o) => o.number)
    .sort();
}

/** Every page of a query (per_page given), checking the total is the same on each. */
async function allPages(query: string, perPage: number): Promise<{ orders: Order[]; total: number }> {
  const seen: Order[] = [];
  let total: number | undefined;
  for (let page = 1; page < 100; page++) {
    const res = await client.call('GET', `order/history?${RANGE}&per_page=${perPage}&page=${page}&${query}`, {
      token: m.token,
    });
    expect(res.status).toBe(200);
    const reply = orderHistoryReply.parse(res.body);
    total ??= reply.total;
    expect([query, page, reply.total]).toEqual([query, page, total]);
    if (!reply.orders.length) break;
    seen.push(...reply.orders);
  }
  return { orders: seen, total: total! };
}

const SEARCHES = [
  'tremblay',
  'TREMBLAY',
  '  Tremblay  ',
  'zoé',
  'ZOÉ',
  'zoe',
  'léa',
  'LÉA',
  'lea',
  'côté',
  "o'brien",
  '100%',
  'anne_marie',
  '_',
  '%',
  'e',
  'lé',
  '(514) 555',
  '514-555-01',
  '1042',
  '104',
  '55',
  'jean-luc',
  'tremblay-roy',
  'zzz',
];

describe('GET order/history?search=', () => {
  test.each(SEARCHES)('%j finds the orders whose number, name or phone digits hold it', async (search) => {
    const { orders: found, total } = await allPages(`search=${encodeURIComponent(search)}`, 100);
    const numbers = found.map((o) => o.order_number).sort();
    expect(numbers).toEqual(expectedNumbers(search));
    expect(total).toBe(numbers.length);
  });

  test('the search keeps to the status filter and the range', async () => {
    const { orders: found } = await allPages('search=tremblay&status=closed', 100);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((o) => ['completed', 'cancelled'].includes(o.status))).toBe(true);
    expect((await allPages('search=tremblay', 100)).orders.length).toBeGreaterThan(found.length);
    const res = await client.call('GET', 'order/history?from=2025-06-12&to=2025-06-12&search=tremblay', {
      token: m.token,
    });
    expect(res.body.total).toBe(0);
  });
});

describe('paging', () => {
  const keyOf: Record<string, (o: Order) => number | string> = {
    created_at: (o) => Date.parse(o.created_at),
    total: (o) => o.total,
    order_number: (o) => Number(o.order_number),
    status: (o) => ['new', 'confirmed', 'ready_for_pickup', 'on_delivery', 'completed', 'cancelled'].indexOf(o.status),
  };
  test.each(Object.keys(keyOf).flatMap((k) => [k, `-${k}`]))(
    'sort=%s: pages of 7 hold every order once, in order, with the same total',
    async (sort) => {
      const { orders: seen, total } = await allPages(`sort=${sort}`, 7);
      expect(total).toBe(placed.length);
      const ids = seen.map((o) => o._id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(placed.map((o) => o.id).sort());
      const key = keyOf[sort.replace('-', '')]!;
      const keys = seen.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    },
  );

  test('a search pages like the whole range', async () => {
    const { orders: seen, total } = await allPages('search=tremblay&sort=-total', 4);
    expect(total).toBe(expectedNumbers('tremblay').length);
    expect(seen.map((o) => o.order_number).sort()).toEqual(expectedNumbers('tremblay'));
  });
});

/**
 * Runs `body` in a transaction where the trigram indexes are the only way into the table other
 * than a scan (every other index of orders dropped, scans priced out), then rolls it all back.
 */
async function withOnlyTrigramIndexes<T>(body: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await api.db.transaction(async (tx) => {
      const indexes = (await tx.execute(
        sql`select indexname from pg_indexes where tablename = 'orders' and indexname not like '%trgm%' and indexname <> 'orders_pkey'`,
      )) as unknown as { rows: { indexname: string }[] };
      for (const { indexname } of indexes.rows) await tx.execute(sql.raw(`drop index "${indexname}"`));
      await tx.execute(sql`set local enable_seqscan = off`);
      result = await body(tx);
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return result!;
}

describe('the trigram indexes', () => {
  test('answer every search as a scan does, and are what the search uses', async () => {
    const location = { locationId: m.locationId, tz: 'America/Toronto' };
    const query = (search: string) =>
      orderHistoryQuery.parse({ from: '2025-06-09', to: '2025-06-11', per_page: '100', search });
    const { answers, plan } = await withOnlyTrigramIndexes(async (tx) => {
      const answers: Record<string, string[]> = {};
      for (const search of SEARCHES) {
        const { rows } = await historyPage(tx, location.locationId, location.tz, query(search));
        answers[search] = rows.map((r) => r.orderNumber).sort();
      }
      const explained = (await tx.execute(
        sql`explain ${tx
          .select({ id: orders.id })
          .from(orders)
          .where(historyWhere(location.locationId, location.tz, query('tremblay')))}`,
      )) as unknown as { rows: Record<string, string>[] };
      return { answers, plan: explained.rows.map((r) => Object.values(r).join('')).join('\n') };
    });
    expect(plan).toContain('orders_customer_name_trgm_idx');
    for (const search of SEARCHES) expect([search, answers[search]]).toEqual([search, expectedNumbers(search)]);
  });
});

describe('totals', () => {
  const total = async (query: string) =>
    orderHistoryReply.parse((await client.call('GET', `order/history?${RANGE}&${query}`, { token: m.token })).body)
      .total;

  test('every page carries the total of now: an order added, changed or deleted is counted at once', async () => {
    const before = await total('search=tremblay');
    expect(await total('search=tremblay&page=2&per_page=5')).toBe(before);
    const id = await addOrder(api, {
      businessId: m.businessId,
      locationId: m.locationId,
      orderNumber: '9999',
      customerName: 'Marc Tremblay',
      createdAt: NOW,
    });
    expect(await total('search=tremblay&page=2&per_page=5')).toBe(before + 1);
    expect(await total('search=tremblay')).toBe(before + 1);
    await api.db.update(orders).set({ customerName: 'Marc Roy' }).where(eq(orders.id, id));
    expect(await total('search=tremblay')).toBe(before);
    expect(await total('search=roy')).toBe(expectedNumbers('roy').length + 1);
    await api.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    const closed = await total('status=closed');
    await api.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, id));
    expect(await total('status=closed')).toBe(closed);
    await api.db.update(orders).set({ status: 'new' }).where(eq(orders.id, id));
    expect(await total('status=closed')).toBe(closed - 1);
    await api.db.delete(orders).where(eq(orders.id, id));
    expect(await total('search=roy')).toBe(expectedNumbers('roy').length);
    expect(await total('')).toBe(placed.length);
  });
});
