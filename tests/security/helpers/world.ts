/**
 * Two businesses on one reference API, for the generated security tests: A (the caller's) and B
 * (the other one), each with one row of every kind an `:id` route takes, plus a way to call any
 * route and a cheap fingerprint of each business's rows.
 */
import { eq, sql } from 'drizzle-orm';
import { PREMIUM_PLAN } from '@/lib/contract';
import {
  appDevices,
  businesses,
  categories,
  combos,
  coupons,
  doordashInvoices,
  floorRooms,
  billingInvoices,
  giftCards,
  modifierGroups,
  taxes,
  timesheets,
} from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/server/testing';
import { apiClient, randomIp } from '@/server/testing-client';
import { addItemRows, addLocation, addOrder, addStaff } from '@/server/testing-fixtures';
import { customerId, customerKey } from '@/server/services/customers';

/** What an `:id` route takes: a row of one of these kinds (see ID_ROUTE_KINDS). */
export type EntityKind =
  | 'category'
  | 'item'
  | 'modifierGroup'
  | 'combo'
  | 'tax'
  | 'order'
  | 'location'
  | 'appDevice'
  | 'timesheet'
  | 'staff'
  | 'giftCard'
  | 'customer'
  | 'coupon'
  | 'doordashInvoice'
  | 'floorRoom'
  | 'billingInvoice';
export const entityKinds: readonly EntityKind[] = [
  'category',
  'item',
  'modifierGroup',
  'combo',
  'tax',
  'order',
  'location',
  'appDevice',
  'timesheet',
  'staff',
  'giftCard',
  'customer',
  'coupon',
  'doordashInvoice',
  'floorRoom',
  'billingInvoice',
];

export interface Business {
  token: string;
  email: string;
  password: string;
  businessId: string;
  locationId: string;
  /** A second location of the business (menu copy's target). */
  secondLocationId: string;
  /** An employee of the primary location (timesheets name one). */
  staffId: string;
  /** The code of ids.giftCard (reload and redeem name a card by code). */
  giftCardCode: string;
  /** One row of each kind, at the primary location. */
  ids: Record<EntityKind, string>;
}

export interface World {
  api: TestApi;
  client: ReturnType<typeof apiClient>;
  a: Business;
  b: Business;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`.slice(0, 20);

/** A new row of `kind` in the business's primary location (written straight to the tables). */
export async function addEntity(
  api: TestApi,
  at: { businessId: string; locationId: string },
  kind: EntityKind,
): Promise<string> {
  const scope = { businessId: at.businessId, locationId: at.locationId };
  switch (kind) {
    case 'category': {
      const [row] = await api.db
        .insert(categories)
        .values({ ...scope, name: unique('Cat') })
        .returning();
      return row!.id;
    }
    case 'item':
      return (await addItemRows(api, scope, [{ name: unique('Item') }]))[0]!;
    case 'modifierGroup': {
      const [row] = await api.db
        .insert(modifierGroups)
        .values({
          ...scope,
          name: unique('Sauces'),
          options: [{ id: 'opt1', name: 'Mayo', price: 50, available: true }],
        })
        .returning();
      return row!.id;
    }
    case 'combo': {
      const [item] = await addItemRows(api, scope, [{ name: unique('Side') }]);
      const [row] = await api.db
        .insert(combos)
        .values({ ...scope, name: unique('Combo'), price: 1500, type: 'all', itemIds: [item!] })
        .returning();
      return row!.id;
    }
    case 'tax': {
      const [row] = await api.db
        .insert(taxes)
        .values({ ...scope, name: unique('Tax'), rateMilli: 5000 })
        .returning();
      return row!.id;
    }
    case 'order':
      return addOrder(api, { ...scope, type: 'delivery', status: 'new', address: '1 Main Street' });
    case 'location':
      return addLocation(api, at.businessId, { name: unique('Branch') });
    case 'appDevice': {
      const [row] = await api.db
        .insert(appDevices)
        .values({ ...scope, name: unique('Tablet'), tokenHash: `hash ${unique('device')}` })
        .returning();
      return row!.id;
    }
    case 'staff':
      return (await addStaff(api, { businessId: at.businessId, role: 'employee', locationIds: [at.locationId] }))
        .staffId;
    case 'timesheet': {
      // A member of their own: shifts of one member may not overlap.
      const member = await addStaff(api, { businessId: at.businessId, role: 'employee', locationIds: [at.locationId] });
      const [row] = await api.db
        .insert(timesheets)
        .values({ ...scope, staffId: member.staffId, day: '2026-01-05', startsAt: 540, endsAt: 1020 })
        .returning();
      return row!.id;
    }
    case 'giftCard': {
      const [row] = await api.db
        .insert(giftCards)
        .values({
          businessId: at.businessId,
          code: `CARD${++counter}X${Date.now()}`.slice(0, 32),
          balance: 5000,
          paymentMode: 'cash',
        })
        .returning();
      return row!.id;
    }
    case 'customer': {
      // A customer is whoever ordered: an order of a new e-mail makes one; its id is the key's.
      const email = `customer${++counter}.${Date.now()}@example.test`;
      await addOrder(api, { ...scope, customerName: 'Fuzz Customer', customerEmail: email });
      return customerId(customerKey({ name: 'Fuzz Customer', email }));
    }
    case 'coupon': {
      const [row] = await api.db
        .insert(coupons)
        .values({
          businessId: at.businessId,
          code: `CPN${++counter}X${Date.now() % 100000}`.slice(0, 20),
          kind: 'percent',
          amount: 10,
          validity: 'always',
          orderTypes: ['pickup', 'delivery'],
        })
        .returning();
      return row!.id;
    }
    case 'doordashInvoice': {
      // A day of its own each time: imports of one location never share a day.
      const day = new Date(Date.UTC(2020, 0, 1) + ++counter * 86_400_000).toISOString().slice(0, 10);
      const [row] = await api.db
        .insert(doordashInvoices)
        .values({
          ...scope,
          periodFrom: day,
          periodTo: day,
          lines: [{ line: 2, order_ref: '1001', order_value: 2000, drive_fee: 975, dasher_tip: 300 }],
        })
        .returning();
      return row!.id;
    }
    case 'floorRoom': {
      // Room names are unique per location; the position only orders the tabs.
      const [row] = await api.db
        .insert(floorRooms)
        .values({ ...scope, name: unique('Room'), width: 1200, height: 800, position: ++counter })
        .returning();
      return row!.id;
    }
    case 'billingInvoice': {
      // Numbers are unique per business: the counter keeps them apart.
      const at = new Date(Date.UTC(2020, 0, 1));
      const [row] = await api.db
        .insert(billingInvoices)
        .values({
          businessId: scope.businessId,
          number: ++counter,
          issuedAt: at,
          periodStart: at,
          periodEnd: at,
          planName: 'Premium',
          lines: [{ kind: 'plan', plan: 'Premium', amount: 9900 }],
          subtotal: 9900,
          tax: 0,
          total: 9900,
          currency: 'USD',
          status: 'paid',
        })
        .returning();
      return row!.id;
    }
  }
}

async function business(api: TestApi, client: World['client']): Promise<Business> {
  const owner = await client.registerBusiness();
  // Premium with the website manager: manage locations and the website manager answer only then, and the
  // matrices check their routes too.
  await api.db
    .update(businesses)
    .set({ planName: PREMIUM_PLAN, websiteManager: true })
    .where(eq(businesses.id, owner.businessId));
  const secondLocationId = await addLocation(api, owner.businessId);
  const { staffId } = await addStaff(api, {
    businessId: owner.businessId,
    role: 'employee',
    locationIds: [owner.locationId],
  });
  const ids = {} as Record<EntityKind, string>;
  for (const kind of entityKinds) ids[kind] = await addEntity(api, owner, kind);
  const [card] = await api.db.select({ code: giftCards.code }).from(giftCards).where(eq(giftCards.id, ids.giftCard));
  return { ...owner, secondLocationId, staffId, ids, giftCardCode: card!.code };
}

/** A fresh API with businesses A and B (call in beforeAll; close `api` in afterAll). */
export async function buildWorld(): Promise<World> {
  const api = await createTestApi();
  const client = apiClient(api);
  return { api, client, a: await business(api, client), b: await business(api, client) };
}

export interface Reply {
  status: number;
  message?: string;
}

export interface SendOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (malformed JSON, `__proto__` keys …) instead of JSON.stringify(body). */
  raw?: string;
  query?: Record<string, string>;
}

/**
 * One call through the app's fetch handler: its status and error message. A streamed reply
 * (the order board's event stream) is cancelled once its status is known.
 */
export async function send(api: TestApi, method: string, path: string, opts: SendOptions = {}): Promise<Reply> {
  const url = new URL(`http://internal/v1/${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp(), 'x-client-id': 'merchant-portal' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await api.fetch(
    new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : payload }),
  );
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status };
  }
  const text = await res.text();
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: string }).message;
  } catch {
    /* not JSON (CSV, an image): no message */
  }
  return { status: res.status, message };
}

/** Tables whose rows belong to one business (by business_id, or id for the business itself). */
const BUSINESS_TABLES = [
  'locations',
  'staff',
  'timesheets',
  'orders',
  'taxes',
  'modifier_groups',
  'categories',
  'items',
  'combos',
  'uploads',
  'integrations',
  'payment_accounts',
  'app_pairing_codes',
  'app_devices',
  'gift_cards',
  'gift_card_transactions',
  'customer_marks',
  'coupons',
  'coupon_uses',
  'website_widgets',
  'reservation_settings',
  'reservation_hours',
  'reservation_block_dates',
  'websites',
  'website_images',
  'website_popups',
  'website_faqs',
  'doordash_invoices',
  'floor_rooms',
  'floor_elements',
  'billing_subscriptions',
  'billing_invoices',
  'floor_plans',
  'audit_log',
] as const;

/**
 * A fingerprint of every row the business owns (the business row, its locations, staff, orders,
 * menu, uploads, integrations) and of its owner's user row: equal before and after a call means
 * the call wrote nothing there. One query, md5 per table.
 */
export async function snapshot(api: TestApi, businessId: string): Promise<Record<string, string>> {
  const parts = [
    sql`select 'businesses' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from businesses x where x.id = ${businessId}`,
    sql`select 'users' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from users x where x.id in (select primary_user_id from businesses where id = ${businessId})`,
    ...BUSINESS_TABLES.map(
      (table) =>
        sql`select ${table} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(table)} x where x.business_id = ${businessId}`,
    ),
  ];
  const query = sql.join(parts, sql` union all `);
  const result = (await api.db.execute(query)) as unknown as { rows: { t: string; h: string }[] };
  return Object.fromEntries(result.rows.map((r) => [r.t, r.h]));
}
