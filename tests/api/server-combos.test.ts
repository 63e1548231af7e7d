/** Reference API: GET/POST combo, PUT/DELETE combo/{id}, POST combo/{id}/clone/. */
import { eq } from 'drizzle-orm';
import { comboReply, combosReply, type ComboRequest } from '@/lib/contract';
import { items } from '@/server/db/schema';
import { addItemRows, addLocation } from '@/server/testing-fixtures';
import { api, client, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

/** Items are written straight to the database: the item routes are tested elsewhere. */
const addItems = (businessId: string, locationId: string, names: string[]) =>
  addItemRows(
    api,
    { businessId, locationId },
    names.map((name) => ({ name })),
  );

async function merchantWithItems() {
  const m = await client.registerBusiness();
  const [burger, fries, soda] = await addItems(m.businessId, m.locationId, ['Burger', 'Fries', 'Soda']);
  const body: ComboRequest = {
    name: 'Burger combo',
    price: 1599,
    discount: 200,
    type: 'all',
    items: [burger!, fries!, soda!],
  };
  return { ...m, burger: burger!, fries: fries!, soda: soda!, body };
}

describe('combos', () => {
  test('create, list, update, delete', async () => {
    const m = await merchantWithItems();
    const res = await client.call('POST', 'combo', {
      token: m.token,
      body: { ...m.body, item_count: 2, description: ' Lunch only ' },
    });
    expect(res.status).toBe(201);
    const { combo, message } = comboReply.parse(res.body);
    expect(message).toBe('Combo created.');
    // A count means nothing for "all": stored as null.
    expect(combo).toEqual({
      _id: expect.any(String),
      name: 'Burger combo',
      description: 'Lunch only',
      price: 1599,
      discount: 200,
      type: 'all',
      item_count: null,
      items: [m.burger, m.fries, m.soda],
      available: true,
    });

    const put = await client.call('PUT', `combo/${combo._id}`, {
      token: m.token,
      lang: 'fr',
      body: {
        name: 'Pick two',
        price: 1200,
        type: 'choose',
        item_count: 2,
        items: [m.soda, m.fries, m.soda],
        available: false,
      },
    });
    expect(put.status).toBe(200);
    expect(comboReply.parse(put.body)).toMatchObject({
      message: 'Combo modifié.',
      combo: {
        name: 'Pick two',
        discount: 0,
        description: null,
        type: 'choose',
        item_count: 2,
        items: [m.soda, m.fries],
        available: false,
      },
    });
    expect(combosReply.parse((await client.call('GET', 'combo', { token: m.token })).body).combos).toHaveLength(1);

    expect((await client.call('DELETE', `combo/${combo._id}`, { token: m.token })).body).toEqual({
      message: 'Combo deleted.',
    });
    expect(combosReply.parse((await client.call('GET', 'combo', { token: m.token })).body).combos).toEqual([]);
  });

  test('clone with and without the trailing slash, empty body; a long name stays within 20 characters', async () => {
    const m = await merchantWithItems();
    const original = comboReply.parse(
      (await client.call('POST', 'combo', { token: m.token, body: { ...m.body, name: 'Family feast deluxe!' } })).body,
    ).combo;
    const slash = await client.call('POST', `combo/${original._id}/clone/`, { token: m.token });
    expect(slash.status).toBe(201);
    const copy = comboReply.parse(slash.body);
    expect(copy.message).toBe('Combo duplicated.');
    expect(copy.combo).toEqual({ ...original, _id: expect.any(String), name: 'Family feast (copy)' });
    expect(copy.combo._id).not.toBe(original._id);
    expect(copy.combo.name.length).toBeLessThanOrEqual(20);

    const plain = await client.call('POST', `combo/${original._id}/clone`, { token: m.token, lang: 'fr' });
    expect(plain.status).toBe(201);
    expect(comboReply.parse(plain.body)).toMatchObject({
      message: 'Combo dupliqué.',
      combo: { name: 'Family feast (copie)' },
    });

    const short = comboReply.parse(
      (await client.call('POST', 'combo', { token: m.token, body: { ...m.body, name: 'Duo' } })).body,
    ).combo;
    expect(
      comboReply.parse((await client.call('POST', `combo/${short._id}/clone/`, { token: m.token })).body).combo.name,
    ).toBe('Duo (copy)');
    expect(combosReply.parse((await client.call('GET', 'combo', { token: m.token })).body).combos).toHaveLength(5);
  });

  test('422: names of 2 and 21 characters, missing and negative price, choose rules, unknown items (en and fr)', async () => {
    const m = await merchantWithItems();
    const other = await client.registerBusiness();
    const [foreignItem] = await addItems(other.businessId, other.locationId, ['Pizza']);
    const second = await addLocation(api, m.businessId);
    const [elsewhereItem] = await addItems(m.businessId, second, ['Salad']);
    const send = (body: unknown, lang?: string) => client.call('POST', 'combo', { token: m.token, body, lang });

    for (const name of ['Ab', 'A'.repeat(21)]) {
      const res = await send({ ...m.body, name });
      expect(res).toMatchObject({ status: 422, body: { errors: { name: ['Use 3 to 20 characters.'] } } });
    }
    expect((await send({ ...m.body, name: 'Ab' }, 'fr')).body.errors).toEqual({
      name: ['Utilisez de 3 à 20 caractères.'],
    });
    const { price: _price, ...noPrice } = m.body;
    expect((await send(noPrice)).body.errors).toEqual({ price: ['Enter a price.'] });
    expect((await send({ ...m.body, price: -100 })).body.errors).toEqual({ price: ['The amount cannot be negative.'] });
    expect((await send({ ...m.body, discount: -1 })).body.errors).toEqual({
      discount: ['The amount cannot be negative.'],
    });
    expect((await send({ ...m.body, items: [] })).body.errors).toEqual({
      items: ['Add at least one item to the combo.'],
    });
    expect((await send({ ...m.body, type: 'choose' })).body.errors).toEqual({
      item_count: ['Enter how many items the customer picks.'],
    });
    const tooMany = await send({ ...m.body, type: 'choose', item_count: 4 });
    expect(tooMany.body.errors).toEqual({
      item_count: ['The item count must be between 1 and the number of items in the combo.'],
    });
    // Repeats do not count as more items to choose from.
    const repeated = await send({ ...m.body, type: 'choose', item_count: 2, items: [m.burger, m.burger] });
    expect(Object.keys(repeated.body.errors)).toEqual(['item_count']);

    for (const id of [foreignItem!, elsewhereItem!, 'nope']) {
      const res = await send({ ...m.body, items: [m.burger, id] });
      expect(res).toMatchObject({ status: 422, body: { errors: { items: ['Choose items of this location.'] } } });
    }
    expect((await send({ ...m.body, items: [foreignItem!] }, 'fr')).body.errors).toEqual({
      items: ['Choisissez des articles de cet emplacement.'],
    });
    expect(combosReply.parse((await client.call('GET', 'combo', { token: m.token })).body).combos).toEqual([]);
  });

  test("another business's or location's combo is a 404 on every id route; staff without menu 403", async () => {
    const m = await merchantWithItems();
    const other = await merchantWithItems();
    const foreign = comboReply.parse(
      (await client.call('POST', 'combo', { token: other.token, body: other.body })).body,
    ).combo._id;
    const second = await addLocation(api, m.businessId);
    const [salad] = await addItems(m.businessId, second, ['Salad']);
    const created = await client.call('POST', `combo?location=${second}`, {
      token: m.token,
      body: { ...m.body, items: [salad!] },
    });
    const elsewhere = comboReply.parse(created.body).combo._id;
    for (const id of [foreign, elsewhere]) {
      expect(await client.call('PUT', `combo/${id}`, { token: m.token, body: m.body })).toMatchObject({
        status: 404,
        body: { message: 'This combo does not exist.' },
      });
      expect((await client.call('DELETE', `combo/${id}`, { token: m.token, lang: 'fr' })).body).toEqual({
        message: 'Ce combo n’existe pas.',
      });
      expect((await client.call('POST', `combo/${id}/clone/`, { token: m.token })).status).toBe(404);
      expect((await client.call('POST', `combo/${id}/clone`, { token: m.token })).status).toBe(404);
    }
    expect(combosReply.parse((await client.call('GET', 'combo', { token: other.token })).body).combos).toHaveLength(1);

    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { menu: false },
    });
    expect(await client.call('GET', 'combo', { token })).toMatchObject({
      status: 403,
      body: { message: 'You do not have permission to do this.' },
    });
    expect((await client.call('POST', 'combo', { token, body: m.body })).status).toBe(403);
  });
});

describe('deleting menu items', () => {
  test('an item deleted through the item route leaves its combos; a "choose" count shrinks with them', async () => {
    const m = await merchantWithItems();
    const choose = comboReply.parse(
      (
        await client.call('POST', 'combo', {
          token: m.token,
          body: { ...m.body, name: 'Pick three', type: 'choose', item_count: 3 },
        })
      ).body,
    ).combo;
    expect((await client.call('DELETE', `item/${m.fries}`, { token: m.token })).status).toBe(200);
    const { combos } = combosReply.parse((await client.call('GET', 'combo', { token: m.token })).body);
    expect(combos.find((c) => c._id === choose._id)).toMatchObject({
      items: [m.burger, m.soda],
      item_count: 2,
      available: true,
    });
  });

  test('deleting a category empties a combo of its items, which is then hidden, not deleted', async () => {
    const m = await merchantWithItems();
    const combo = comboReply.parse((await client.call('POST', 'combo', { token: m.token, body: m.body })).body).combo;
    const [{ categoryId }] = await api.db
      .select({ categoryId: items.categoryId })
      .from(items)
      .where(eq(items.id, m.burger));
    expect((await client.call('DELETE', `category/${categoryId}`, { token: m.token })).status).toBe(200);
    const { combos } = combosReply.parse((await client.call('GET', 'combo', { token: m.token })).body);
    expect(combos).toEqual([expect.objectContaining({ _id: combo._id, items: [], available: false })]);
  });
});
