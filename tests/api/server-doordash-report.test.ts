/** Reference API: GET order/doordash/report, POST order/doordash/invoice, DELETE order/doordash/invoice/{id} (issue 17). */
import { eq } from 'drizzle-orm';
import { doordashInvoiceReply, doordashReportReply, type OrderStatus } from '@/lib/contract';
import { doordashInvoices } from '@/server/db/schema';
import type { NewOrderRow } from '@/server/services/orders';
import { addLocation, addOrder } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi, type Owner } from './helpers/test-api';

// 10:00 on February 25 in Toronto.
const NOW = new Date('2026-02-25T15:00:00Z');
startTestApi({ now: () => NOW });

let m: Owner;
let other: Owner;
let toronto: string;
const ids: Record<string, string> = {};

/** A DoorDash request as create-driver records it (its quote, the tip passed to the Dasher). */
const doordash = (tip: number, fee = 975) => ({
  status: 'requested' as const,
  requested_at: '2026-02-01T12:00:00.000Z',
  name: null,
  provider: 'doordash' as const,
  fee,
  dasher_tip: tip,
});

/** A delivery of the Toronto location numbered `number`: subtotal, tip and delivery fee in cents. */
async function delivery(
  number: string,
  at: string,
  money: { subtotal: number; tip: number; fee: number },
  extra: Partial<NewOrderRow> = {},
) {
  ids[number] = await addOrder(api, {
    businessId: m.businessId,
    locationId: toronto,
    orderNumber: number,
    type: 'delivery',
    address: '1 Main Street',
    createdAt: new Date(at),
    subtotal: money.subtotal,
    tip: money.tip,
    deliveryFee: money.fee,
    total: money.subtotal + money.tip + money.fee,
    driver: doordash(money.tip),
    ...extra,
  });
}

const call = (method: string, path: string, body?: unknown, token = m.token, lang?: 'fr') =>
  client.call(method, `${path}${path.includes('?') ? '&' : '?'}location=${toronto}`, { token, body, lang });

async function moveTo(id: string, status: OrderStatus, action: string) {
  const res = await call('PUT', `order/${id}/status`, { order_status: action });
  expect([status, res.status]).toEqual([status, 200]);
}

beforeAll(async () => {
  m = await client.registerBusiness();
  other = await client.registerBusiness();
  toronto = await addLocation(api, m.businessId, { timezone: 'America/Toronto' });
  await delivery('2001', '2026-02-03T17:00:00Z', { subtotal: 2000, tip: 300, fee: 499 });
  await delivery('2002', '2026-02-10T17:00:00Z', { subtotal: 3500, tip: 500, fee: 499 });
  await delivery('2003', '2026-02-15T17:00:00Z', { subtotal: 1500, tip: 0, fee: 399 });
  // Out for delivery, requested before the provider and fee were kept: DoorDash's flat quote, the order's tip.
  await delivery(
    '2004',
    '2026-02-20T17:00:00Z',
    { subtotal: 2500, tip: 400, fee: 499 },
    { status: 'on_delivery', driver: { status: 'requested', requested_at: '2026-02-20T17:10:00.000Z', name: null } },
  );
  // Not DoorDash deliveries: a test order, an order without a driver, one whose request was cancelled.
  await delivery('2007', '2026-02-12T17:00:00Z', { subtotal: 900, tip: 0, fee: 399 }, { isTest: true });
  await delivery('2008', '2026-02-12T18:00:00Z', { subtotal: 900, tip: 0, fee: 399 }, { driver: null });
  // March: outside the invoice's period.
  await delivery('3001', '2026-03-02T17:00:00Z', { subtotal: 1000, tip: 100, fee: 499 });
  // Through the real calls: a driver requested for a confirmed order, then delivered...
  await delivery(
    '2006',
    '2026-02-25T14:00:00Z',
    { subtotal: 1800, tip: 250, fee: 499 },
    { status: 'confirmed', driver: null },
  );
  expect((await call('GET', `order/${ids['2006']}/create-driver`)).status).toBe(200);
  await moveTo(ids['2006']!, 'on_delivery', 'on_delivery');
  await moveTo(ids['2006']!, 'completed', 'complete');
  // ...and one cancelled after its driver was requested (the cancel cancels the request).
  await delivery(
    '2005',
    '2026-02-24T17:00:00Z',
    { subtotal: 1200, tip: 0, fee: 399 },
    { status: 'confirmed', driver: null },
  );
  expect((await call('GET', `order/${ids['2005']}/create-driver`)).status).toBe(200);
  expect((await call('GET', `order/${ids['2005']}/cancel`)).status).toBe(200);
});

const report = async (from: string, to: string) => {
  const res = await call('GET', `order/doordash/report?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return doordashReportReply.parse(res.body);
};

/** DoorDash's layout: extra columns, a quoted comma, units in the headers, "#" before one id. */
const INVOICE = [
  'Store Name,Delivery Date,Your Order ID,Order Value ($),Drive Fee ($),Dasher Tip ($)',
  '"Bistro, Inc.",2026-02-03,2001,20.00,9.75,3.00',
  '"Bistro, Inc.",2026-02-10,2002,35.00,12.75,5.00',
  '"Bistro, Inc.",2026-02-20,#2004,25.00,9.75,4.00',
  '"Bistro, Inc.",2026-02-24,2005,12.00,9.75,0.00',
  '"Bistro, Inc.",2026-02-26,9999,30.00,9.75,2.00',
  '"Bistro, Inc.",2026-02-03,2001,20.00,9.75,3.00',
  '',
].join('\r\n');
const importInvoice = (body: Record<string, unknown>, token = m.token, lang?: 'fr') =>
  call('POST', 'order/doordash/invoice', body, token, lang);
const stored = () => api.db.select().from(doordashInvoices).where(eq(doordashInvoices.businessId, m.businessId));

describe('GET order/doordash/report before any invoice', () => {
  test('DoorDash deliveries of the range with fee charged, DoorDash’s fee, the Dasher tip and the difference', async () => {
    const r = await report('2026-02-01', '2026-02-28');
    expect(r.reports.map((o) => o.order_number)).toEqual(['2001', '2002', '2003', '2004', '2006']);
    expect(r.reports[0]).toEqual({
      order_id: ids['2001'],
      order_number: '2001',
      date: '2026-02-03',
      created_at: '2026-02-03T17:00:00.000Z',
      status: 'completed',
      customer_name: 'Fixture Customer',
      order_value: 2000,
      delivery_fee: 499,
      tip: 300,
      doordash_fee: 975,
      dasher_tip: 300,
      // The customer paid 4.99 + 3.00 for the delivery; DoorDash bills 9.75 + 3.00.
      difference: -476,
      invoice_status: null,
      billed: null,
      differences: [],
    });
    // The legacy request reads as DoorDash's flat quote and the order's tip; the real call recorded the same.
    expect(r.reports[3]).toMatchObject({ status: 'on_delivery', doordash_fee: 975, dasher_tip: 400 });
    expect(r.reports[4]).toMatchObject({ order_id: ids['2006'], doordash_fee: 975, dasher_tip: 250, difference: -476 });
    expect(r.totals).toEqual({
      orders: 5,
      order_value: 2000 + 3500 + 1500 + 2500 + 1800,
      delivery_fee: 499 + 499 + 399 + 499 + 499,
      tip: 300 + 500 + 0 + 400 + 250,
      doordash_fee: 5 * 975,
      dasher_tip: 1450,
      difference: 2395 + 1450 - 5 * 975 - 1450,
    });
    expect(r.invoices).toEqual([]);
  });
});

describe('invoice import and reconciliation', () => {
  test('matched, differs (which amount), missing on each side, a duplicate line; stored for the period', async () => {
    const res = await importInvoice({ from: '2026-02-01', to: '2026-02-28', csv: INVOICE, file_name: 'feb.csv' });
    expect(res.status).toBe(201);
    const reply = doordashInvoiceReply.parse(res.body);
    expect(reply.message).toBe('Invoice imported: 2 matched, 6 to check.');
    expect(reply.invoice).toEqual({
      id: expect.any(String),
      from: '2026-02-01',
      to: '2026-02-28',
      file_name: 'feb.csv',
      imported_at: NOW.toISOString(),
      imported_by: 'Test User',
      lines: 6,
    });
    expect(reply.lines.map((l) => [l.line, l.order_ref, l.status, l.order_number])).toEqual([
      [2, '2001', 'matched', '2001'],
      [3, '2002', 'differs', '2002'],
      [4, '2004', 'matched', '2004'],
      // Ours, but its driver was cancelled with the order: DoorDash should not bill it.
      [5, '2005', 'missing_in_orders', '2005'],
      [6, '9999', 'missing_in_orders', null],
      [7, '2001', 'duplicate', '2001'],
    ]);
    expect(reply.lines[1]).toMatchObject({
      order_value: 3500,
      drive_fee: 1275,
      dasher_tip: 500,
      differences: [{ field: 'drive_fee', ours: 975, billed: 1275 }],
    });
    expect(reply.lines[3]!.order_id).toBe(ids['2005']);
    expect(reply.missing_in_invoice).toEqual([
      {
        order_id: ids['2003'],
        order_number: '2003',
        date: '2026-02-15',
        order_value: 1500,
        drive_fee: 975,
        dasher_tip: 0,
      },
      {
        order_id: ids['2006'],
        order_number: '2006',
        date: '2026-02-25',
        order_value: 1800,
        drive_fee: 975,
        dasher_tip: 250,
      },
    ]);
    expect(reply.counts).toEqual({
      matched: 2,
      differs: 1,
      missing_in_orders: 2,
      duplicate: 1,
      missing_in_invoice: 2,
    });

    // The report shows the latest reconciliation on each order of the period.
    const r = await report('2026-02-01', '2026-03-31');
    expect(r.reports.map((o) => [o.order_number, o.invoice_status])).toEqual([
      ['2001', 'matched'],
      ['2002', 'differs'],
      ['2003', 'missing_in_invoice'],
      ['2004', 'matched'],
      ['2006', 'missing_in_invoice'],
      // March: no invoice covers it yet.
      ['3001', null],
    ]);
    expect(r.reports[1]).toMatchObject({
      billed: { order_value: 3500, drive_fee: 1275, dasher_tip: 500 },
      differences: [{ field: 'drive_fee', ours: 975, billed: 1275 }],
    });
    expect(r.invoices.map((i) => [i.invoice.from, i.counts.missing_in_orders])).toEqual([['2026-02-01', 2]]);
    // A range that does not reach February leaves the invoice out.
    expect((await report('2026-03-01', '2026-03-31')).invoices).toEqual([]);
  });

  test('the same period again replaces the import (a French spreadsheet: “;” and decimal commas)', async () => {
    const csv = 'your_order_id;order_value;drive_fee;dasher_tip\n2001;20,00;9,75;3,00\n2002;35,00;9,75;4,50\n';
    const res = await importInvoice({ from: '2026-02-01', to: '2026-02-28', csv }, m.token, 'fr');
    expect(res.status).toBe(201);
    const reply = doordashInvoiceReply.parse(res.body);
    expect(reply.message).toBe('Facture importée : 1 concordantes, 4 à vérifier.');
    expect(reply.lines[1]!.differences).toEqual([{ field: 'dasher_tip', ours: 500, billed: 450 }]);
    expect(reply.invoice.file_name).toBeNull();
    expect(await stored()).toHaveLength(1);
  });

  test('a period sharing days with another import is 422 on from, nothing changed', async () => {
    const before = await stored();
    const res = await importInvoice({ from: '2026-02-15', to: '2026-03-15', csv: INVOICE });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      from: [
        'An invoice for 2026-02-01 to 2026-02-28 is already imported and shares days with this one. Import the same period to replace it, or delete it first.',
      ],
    });
    expect(await stored()).toEqual(before);
    // The next month is fine.
    const march = await importInvoice({
      from: '2026-03-01',
      to: '2026-03-31',
      csv: 'order id,order value,drive fee,dasher tip\n3001,10,9.75,1',
    });
    expect(march.status).toBe(201);
    expect(doordashInvoiceReply.parse(march.body).counts.matched).toBe(1);
    expect(await stored()).toHaveLength(2);
  });

  test('a malformed file is 422 naming its lines, and nothing is stored', async () => {
    const before = await stored();
    const refused = async (csv: string, lang?: 'fr') => {
      const res = await importInvoice({ from: '2026-04-01', to: '2026-04-30', csv }, m.token, lang);
      expect(res.status).toBe(422);
      return res.body;
    };
    expect(await refused('order id,order value,dasher tip\n2001,20,3')).toEqual({
      message: 'Fix the lines named below: the invoice was not imported.',
      errors: {
        'line 1': [
          'The first line must name the columns your order id, order value, drive fee and dasher tip (other columns are ignored).',
        ],
      },
    });
    const lines = await refused(
      'Your Order ID,Order Value,Drive Fee ($),Dasher Tip\n2001,20.00,9.75,3.00\n2002,35.00,abc,-1\n,12.00,9.75,0\n',
    );
    expect(lines.errors).toEqual({
      'line 3': [
        'Drive Fee ($): enter an amount in dollars, like 9.75.',
        'Dasher Tip: enter an amount in dollars, like 9.75.',
      ],
      'line 4': ['The order id is missing or too long (64 characters at most).'],
    });
    expect((await refused('order id,order value,drive fee,dasher tip\n', 'fr')).errors).toEqual({
      'line 1': ['Le fichier ne contient aucune livraison.'],
    });
    expect((await refused('order id,order value,drive fee,dasher tip\n"2001,20,9.75,3')).errors).toEqual({
      'line 2': ['A quoted cell is not closed: the file may be cut.'],
    });
    expect(await stored()).toEqual(before);
  });

  test('bad periods and bodies: 422 on the field, 400 for a body that is not JSON', async () => {
    const csv = 'order id,order value,drive fee,dasher tip\n2001,20,9.75,3';
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await importInvoice(body);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errorsOf({ from: '2026-05-31', to: '2026-05-01', csv })).toEqual({
      to: ['The range must run forward and span at most 366 days.'],
    });
    expect(await errorsOf({ from: '2025-05-01', to: '2026-05-02', csv })).toHaveProperty('to');
    expect(await errorsOf({ from: '2026-5-1', to: '2026-05-31', csv })).toEqual({
      from: ['Enter a date as YYYY-MM-DD.'],
    });
    expect(await errorsOf({ from: '2026-05-01', to: '2026-05-31', csv: '' })).toHaveProperty('csv');
    expect(await errorsOf({ from: '2026-05-01', to: '2026-05-31' })).toHaveProperty('csv');
    const notJson = await client.call('POST', `order/doordash/invoice?location=${toronto}`, {
      token: m.token,
      raw: '{',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('report ranges, other businesses, permissions, delete', () => {
  test('bad report ranges are 422 on the field', async () => {
    const errorsOf = async (query: string) => {
      const res = await call('GET', `order/doordash/report?${query}`);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errorsOf('from=2026-03-01&to=2026-02-01')).toHaveProperty('to');
    expect(await errorsOf('from=2025-01-01&to=2026-01-02')).toHaveProperty('to');
    expect(await errorsOf('from=2026-02-30&to=2026-03-01')).toEqual({ from: ['Enter a date as YYYY-MM-DD.'] });
    expect(await errorsOf('from=yesterday&to=2026-03-01')).toHaveProperty('from');
  });

  test('another business reads its own empty report, cannot reach our location or delete our import; ours unchanged', async () => {
    const before = await stored();
    const own = await client.call('GET', 'order/doordash/report?from=2026-02-01&to=2026-02-28', { token: other.token });
    expect(doordashReportReply.parse(own.body)).toMatchObject({ reports: [], invoices: [] });
    const [invoice] = before;
    expect(
      (await call('GET', 'order/doordash/report?from=2026-02-01&to=2026-02-28', undefined, other.token)).status,
    ).toBe(404);
    const del = await client.call('DELETE', `order/doordash/invoice/${invoice!.id}`, { token: other.token });
    expect(del.status).toBe(404);
    expect(del.body.message).toBe('This invoice import does not exist.');
    expect((await call('DELETE', `order/doordash/invoice/${invoice!.id}`, undefined, other.token)).status).toBe(404);
    // Its own import of February does not collide with ours.
    const theirs = await client.call('POST', 'order/doordash/invoice', {
      token: other.token,
      body: { from: '2026-02-01', to: '2026-02-28', csv: INVOICE },
    });
    expect(theirs.status).toBe(201);
    expect(doordashInvoiceReply.parse(theirs.body).counts).toMatchObject({ matched: 0, missing_in_orders: 6 });
    expect(await stored()).toEqual(before);
  });

  test('an Employee without `reports` is refused (403)', async () => {
    const [invoice] = await stored();
    const token = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [toronto] });
    await expectForbidden(token, [
      ['GET', `order/doordash/report?location=${toronto}&from=2026-02-01&to=2026-02-28`],
      ['POST', `order/doordash/invoice?location=${toronto}`],
      ['DELETE', `order/doordash/invoice/${invoice!.id}?location=${toronto}`],
    ]);
    expect(await stored()).toHaveLength(2);
  });

  test('deleting an import forgets its reconciliation; the orders stay', async () => {
    const feb = (await stored()).find((i) => i.periodFrom === '2026-02-01')!;
    const res = await call('DELETE', `order/doordash/invoice/${feb.id}`);
    expect(res).toMatchObject({ status: 200, body: { message: 'Invoice import deleted.' } });
    const r = await report('2026-02-01', '2026-02-28');
    expect(r.invoices).toEqual([]);
    expect(r.reports.map((o) => o.invoice_status)).toEqual([null, null, null, null, null]);
    expect((await call('DELETE', `order/doordash/invoice/${feb.id}`)).status).toBe(404);
  });
});
