/** Reference API: GET/POST tax, PUT/DELETE tax/{id}. */
import { eq } from 'drizzle-orm';
import { permissionFamilies, routeTable, taxesReply, taxReply, userReply, type Permissions } from '@/lib/contract';
import { isRouteAllowed, menuContextOf } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { items, taxes } from '@/server/db/schema';
import { addItemRows, addLocation } from '@/server/testing-fixtures';
import { api, client, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

/** Items are written straight to the database: this file tests taxes, not the item routes. */
async function addItem(businessId: string, locationId: string, fields: { taxIds: string[]; customTax: boolean }) {
  const [id] = await addItemRows(api, { businessId, locationId }, [{ name: 'Burger', price: 1200, ...fields }]);
  return id!;
}
const storedItem = async (id: string) => (await api.db.select().from(items).where(eq(items.id, id)))[0]!;

describe('taxes', () => {
  test('create, list in name order, update, delete; rate keeps 3 decimals', async () => {
    const m = await client.registerBusiness();
    const qst = await client.call('POST', 'tax', {
      token: m.token,
      body: { name: 'QST', rate: 9.975, is_default: true },
    });
    expect(qst.status).toBe(201);
    const created = taxReply.parse(qst.body);
    expect(created).toEqual({
      tax: { _id: expect.any(String), name: 'QST', rate: 9.975, is_default: true },
      message: 'Tax created.',
    });
    const [row] = await api.db.select().from(taxes).where(eq(taxes.id, created.tax._id));
    expect(row).toMatchObject({ rateMilli: 9975, locationId: m.locationId, businessId: m.businessId });

    await client.call('POST', 'tax', { token: m.token, body: { name: 'gst', rate: 5 } });
    const list = taxesReply.parse((await client.call('GET', 'tax', { token: m.token })).body);
    expect(list.taxes.map((t) => [t.name, t.rate, t.is_default])).toEqual([
      ['gst', 5, false],
      ['QST', 9.975, true],
    ]);

    const put = await client.call('PUT', `tax/${created.tax._id}`, {
      token: m.token,
      body: { name: 'TVQ', rate: 14.975 },
    });
    expect(put.status).toBe(200);
    expect(taxReply.parse(put.body)).toEqual({
      tax: { _id: created.tax._id, name: 'TVQ', rate: 14.975, is_default: false },
      message: 'Tax updated.',
    });

    const del = await client.call('DELETE', `tax/${created.tax._id}`, { token: m.token, lang: 'fr' });
    expect(del).toMatchObject({ status: 200, body: { message: 'Taxe supprimée.' } });
    expect(taxesReply.parse((await client.call('GET', 'tax', { token: m.token })).body).taxes).toHaveLength(1);
  });

  test('deleting a tax unlinks it from the items; an item left without custom taxes falls back to the defaults', async () => {
    const m = await client.registerBusiness();
    const a = taxReply.parse((await client.call('POST', 'tax', { token: m.token, body: { name: 'A', rate: 5 } })).body)
      .tax._id;
    const b = taxReply.parse((await client.call('POST', 'tax', { token: m.token, body: { name: 'B', rate: 8 } })).body)
      .tax._id;
    const both = await addItem(m.businessId, m.locationId, { taxIds: [a, b], customTax: true });
    const onlyA = await addItem(m.businessId, m.locationId, { taxIds: [a], customTax: true });
    const untouched = await addItem(m.businessId, m.locationId, { taxIds: [b], customTax: true });

    expect((await client.call('DELETE', `tax/${a}`, { token: m.token })).status).toBe(200);
    expect(await storedItem(both)).toMatchObject({ taxIds: [b], customTax: true });
    expect(await storedItem(onlyA)).toMatchObject({ taxIds: [], customTax: false });
    expect(await storedItem(untouched)).toMatchObject({ taxIds: [b], customTax: true });
  });

  test('422 per field (en and fr): rate with 4 decimals, over 100, missing name; duplicate name', async () => {
    const m = await client.registerBusiness();
    const bad = await client.call('POST', 'tax', { token: m.token, body: { name: '', rate: 5.1234 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['This field is required.'],
      rate: ['Enter a rate between 0 and 100 with at most 3 decimals.'],
    });
    const over = await client.call('POST', 'tax', { token: m.token, lang: 'fr', body: { name: 'X', rate: 101 } });
    expect(over.body.errors).toEqual({ rate: ['Saisissez un taux entre 0 et 100 avec au plus 3 décimales.'] });
    expect((await client.call('POST', 'tax', { token: m.token, body: { name: 'HST' } })).body.errors).toEqual({
      rate: ['This field is required.'],
    });

    const first = taxReply.parse(
      (await client.call('POST', 'tax', { token: m.token, body: { name: 'HST', rate: 13 } })).body,
    ).tax;
    const dup = await client.call('POST', 'tax', { token: m.token, body: { name: ' hst ', rate: 13 } });
    expect(dup).toMatchObject({
      status: 422,
      body: { errors: { name: ['This location already has a tax with this name.'] } },
    });
    const other = taxReply.parse(
      (await client.call('POST', 'tax', { token: m.token, body: { name: 'PST', rate: 7 } })).body,
    ).tax;
    const rename = await client.call('PUT', `tax/${other._id}`, {
      token: m.token,
      lang: 'fr',
      body: { name: 'HST', rate: 7 },
    });
    expect(rename.body.errors).toEqual({ name: ['Cet emplacement a déjà une taxe de ce nom.'] });
    // Saving a tax under its own name is no conflict.
    expect(
      (await client.call('PUT', `tax/${first._id}`, { token: m.token, body: { name: 'HST', rate: 13.5 } })).status,
    ).toBe(200);
  });

  test('the same name is fine at another location; each location lists its own taxes', async () => {
    const m = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    await client.call('POST', 'tax', { token: m.token, body: { name: 'HST', rate: 13 } });
    const there = await client.call('POST', `tax?location=${second}`, {
      token: m.token,
      body: { name: 'HST', rate: 13 },
    });
    expect(there.status).toBe(201);
    expect((await client.call('GET', 'tax', { token: m.token })).body.taxes).toHaveLength(1);
    expect((await client.call('GET', `tax?location=${second}`, { token: m.token })).body.taxes).toHaveLength(1);
  });

  test("another business's or location's tax is a 404 on PUT and DELETE; staff without menu 403", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const foreign = taxReply.parse(
      (await client.call('POST', 'tax', { token: other.token, body: { name: 'GST', rate: 5 } })).body,
    ).tax._id;
    const elsewhere = taxReply.parse(
      (await client.call('POST', `tax?location=${second}`, { token: m.token, body: { name: 'GST', rate: 5 } })).body,
    ).tax._id;
    for (const id of [foreign, elsewhere, 'nope']) {
      const put = await client.call('PUT', `tax/${id}`, { token: m.token, body: { name: 'X', rate: 1 } });
      expect(put).toMatchObject({ status: 404, body: { message: 'This tax does not exist.' } });
      expect((await client.call('DELETE', `tax/${id}`, { token: m.token, lang: 'fr' })).body).toEqual({
        message: 'Cette taxe n’existe pas.',
      });
    }
    expect(await api.db.select().from(taxes).where(eq(taxes.id, foreign))).toHaveLength(1);

    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { menu: false },
    });
    expect((await client.call('GET', 'tax', { token })).status).toBe(403);
    expect((await client.call('POST', 'tax', { token, body: { name: 'X', rate: 1 } })).status).toBe(403);
    expect((await client.call('GET', 'tax')).status).toBe(401);
  });

  test('the tax page and the tax routes are governed by the same flag (issue 10)', async () => {
    const m = await client.registerBusiness();
    const family = permissionFamilies.taxes;
    for (const key of ['GET /tax', 'POST /tax', 'PUT /tax/:id', 'DELETE /tax/:id'] as const) {
      expect(routeTable[key]).toMatchObject({ permissions: [family] });
    }
    const staffWith = (permissions: Partial<Permissions>) =>
      signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId], permissions });
    const pageAllowed = async (token: string) =>
      isRouteAllowed(paths.tax, menuContextOf(userReply.parse((await client.call('GET', 'user', { token })).body)));

    // The family's flag alone shows the page and opens every tax route.
    const allowed = await staffWith({ [family]: true, setup: false });
    expect(await pageAllowed(allowed)).toBe(true);
    const created = await client.call('POST', 'tax', { token: allowed, body: { name: 'GST', rate: 5 } });
    expect(created.status).toBe(201);
    const id = taxReply.parse(created.body).tax._id;
    expect((await client.call('GET', 'tax', { token: allowed })).status).toBe(200);
    expect((await client.call('PUT', `tax/${id}`, { token: allowed, body: { name: 'GST', rate: 6 } })).status).toBe(
      200,
    );

    // setup (which used to show the page while the API checked menu) opens neither.
    const refused = await staffWith({ [family]: false, setup: true });
    expect(await pageAllowed(refused)).toBe(false);
    expect((await client.call('GET', 'tax', { token: refused })).status).toBe(403);
    expect((await client.call('DELETE', `tax/${id}`, { token: refused })).status).toBe(403);
  });
});
