/** Reference API: menu items (create, update, delete, sort, clone, sync, bulk) of one location. */
import { eq } from 'drizzle-orm';
import { bulkItemReply, itemReply, itemSyncReply } from '@/lib/contract';
import { items, modifierGroups, taxes } from '@/server/db/schema';
import { addLocation } from '@/server/testing-fixtures';
import { item as newItem } from '../fixtures/replies';
import { addCategory, addItem, menuAt } from './helpers/menu';
import { api, client, expectForbidden, type Owner, signInStaff, startTestApi } from './helpers/test-api';

const NOW = new Date('2025-03-12T15:00:00Z');

startTestApi({ now: () => NOW });

const names = async (m: Owner, categoryIndex = 0) => (await menuAt(m))[categoryIndex]!.items.map((i) => i.name);

/** Taxes and modifier groups are written straight to the tables (their routes are another issue's). */
async function addTax(businessId: string, locationId: string, name: string) {
  const [row] = await api.db.insert(taxes).values({ businessId, locationId, name, rateMilli: 5000 }).returning();
  return row!.id;
}
async function addGroup(businessId: string, locationId: string, name: string) {
  const [row] = await api.db
    .insert(modifierGroups)
    .values({ businessId, locationId, name, options: [{ id: 'o1', name: 'Large', price: 150, available: true }] })
    .returning();
  return row!.id;
}

describe('POST item', () => {
  test('201 with every field serialised; last in its category; the first item ticks menu_manager', async () => {
    const m = await client.registerBusiness();
    const cat = await addCategory(m, 'Mains');
    const gs = async () => (await client.call('GET', 'getting-started', { token: m.token })).body.getting_started;
    expect((await gs()).menu_manager).toBe(false);
    const res = await client.call('POST', 'item', {
      token: m.token,
      body: { name: 'Poutine', price: 1195, category_id: cat._id },
    });
    expect(res.status).toBe(201);
    const { item, message } = itemReply.parse(res.body);
    expect(message).toBe('Item created.');
    expect(item).toEqual(newItem(item._id, 'Poutine', 1195, { category_id: cat._id }));
    expect(await gs()).toMatchObject({ menu_manager: true, completed: 1 });

    const group = await addGroup(m.businessId, m.locationId, 'Size');
    const tax = await addTax(m.businessId, m.locationId, 'GST');
    const full = await addItem(m, {
      name: 'Burger',
      price: 1495,
      category_id: cat._id,
      description: 'Brioche bun',
      image: 'https://img.example/burger.jpg',
      min_purchase_value: 0,
      modifier_groups: [group, group],
      custom_tax: true,
      taxes: [tax],
      available: false,
    });
    expect(full).toMatchObject({
      sort: 1,
      min_purchase_value: 0,
      modifier_groups: [group],
      taxes: [tax],
      custom_tax: true,
      available: false,
    });
    expect(await names(m)).toEqual(['Poutine', 'Burger']);
  });

  test('name length, missing or negative price, custom tax without taxes: 422 per field (en and fr)', async () => {
    const m = await client.registerBusiness();
    const cat = await addCategory(m, 'Mains');
    const post = (body: Record<string, unknown>, lang?: string) =>
      client.call('POST', 'item', { token: m.token, lang, body: { category_id: cat._id, ...body } });
    for (const name of ['ab', 'x'.repeat(21)]) {
      const res = await post({ name, price: 100 });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ name: ['Use 3 to 20 characters.'] });
    }
    expect((await post({ name: 'Burger' })).body.errors).toEqual({ price: ['Enter a price.'] });
    expect((await post({ name: 'Burger', price: -1 })).body.errors).toEqual({
      price: ['The amount cannot be negative.'],
    });
    expect((await post({ name: 'Burger', price: 12.5 })).body.errors.price).toHaveLength(1);
    expect((await post({ name: 'Burger', price: 100, custom_tax: true })).body.errors).toEqual({
      taxes: ['Choose at least one tax, or turn custom taxes off.'],
    });
    const fr = await post({ name: 'ab', price: -5 }, 'fr');
    expect(Object.keys(fr.body.errors).sort()).toEqual(['name', 'price']);
    expect(fr.body.errors.price[0]).not.toBe('The amount cannot be negative.');
    expect(await names(m)).toEqual([]);
  });

  test('category, modifier groups and taxes of another location or business: 422 on that field', async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const cat = await addCategory(m, 'Mains');
    const theirCat = await addCategory(other, 'Theirs');
    const res = await client.call('POST', 'item', {
      token: m.token,
      body: {
        name: 'Burger',
        price: 100,
        category_id: theirCat._id,
        modifier_groups: [await addGroup(m.businessId, second, 'Size')],
        taxes: [await addTax(other.businessId, other.locationId, 'GST')],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      category_id: ['Choose a category of this location.'],
      modifier_groups: ['Choose modifier groups of this location.'],
      taxes: ['Choose taxes of this location.'],
    });
    const fr = await client.call('POST', 'item', {
      token: m.token,
      lang: 'fr',
      body: { name: 'Burger', price: 100, category_id: 'nope' },
    });
    expect(fr.body.errors).toEqual({ category_id: ['Choisissez une catégorie de cet établissement.'] });
    expect(
      (
        await client.call('POST', 'item', {
          token: m.token,
          body: { name: 'Burger', price: 100, category_id: cat._id },
        })
      ).status,
    ).toBe(201);
  });
});

describe('PUT and DELETE item/{id}', () => {
  test('partial update; moving puts it last in the new category; clearing fields; stored custom tax kept consistent', async () => {
    const m = await client.registerBusiness();
    const [a, b] = [await addCategory(m, 'Alpha'), await addCategory(m, 'Bravo')];
    const item = await addItem(m, { name: 'Soup', category_id: a._id, description: 'Hot', min_purchase_value: 500 });
    await addItem(m, { name: 'Bread', category_id: b._id });
    const res = await client.call('PUT', `item/${item._id}`, {
      token: m.token,
      body: { price: 895, category_id: b._id },
    });
    expect(res.status).toBe(200);
    const updated = itemReply.parse(res.body);
    expect(updated).toMatchObject({
      message: 'Item updated.',
      item: { name: 'Soup', price: 895, description: 'Hot', category_id: b._id, sort: 1 },
    });
    expect(await names(m, 1)).toEqual(['Bread', 'Soup']);
    const cleared = await client.call('PUT', `item/${item._id}`, {
      token: m.token,
      body: { description: '', min_purchase_value: null, image: null },
    });
    expect(cleared.body.item).toMatchObject({ description: null, min_purchase_value: null, image: null, price: 895 });
    const customTax = await client.call('PUT', `item/${item._id}`, {
      token: m.token,
      body: { custom_tax: false, taxes: [] },
    });
    expect(customTax.status).toBe(200);
    const tax = await addTax(m.businessId, m.locationId, 'QST');
    expect(
      (await client.call('PUT', `item/${item._id}`, { token: m.token, body: { custom_tax: true, taxes: [tax] } }))
        .status,
    ).toBe(200);
    // Taking the last tax away while custom_tax stays on would leave the item with no tax at all.
    const noTax = await client.call('PUT', `item/${item._id}`, { token: m.token, body: { taxes: [] } });
    expect(noTax.status).toBe(422);
    expect(Object.keys(noTax.body.errors)).toEqual(['taxes']);
    expect((await client.call('PUT', `item/${item._id}`, { token: m.token, body: { name: 'ab' } })).status).toBe(422);
    expect((await client.call('PUT', `item/${item._id}`, { token: m.token, body: { price: -1 } })).body.errors).toEqual(
      { price: ['The amount cannot be negative.'] },
    );

    const del = await client.call('DELETE', `item/${item._id}`, { token: m.token });
    expect(del.body).toEqual({ message: 'Item deleted.' });
    expect(await names(m, 1)).toEqual(['Bread']);
    expect((await client.call('DELETE', `item/${item._id}`, { token: m.token, lang: 'fr' })).body).toEqual({
      message: 'Cet article n’existe pas.',
    });
  });
});

describe('calories, allergens and preferences (issue 13 item 3)', () => {
  test('round trip through POST, PUT, the menu and a clone; null and [] clear them', async () => {
    const m = await client.registerBusiness();
    const cat = await addCategory(m, 'Mains');
    const created = await addItem(m, {
      name: 'Pad thai',
      category_id: cat._id,
      calories: 780,
      // Repeats dropped, the list's own order kept.
      allergens: ['soy', 'peanuts', 'eggs', 'peanuts'],
      preferences: ['spicy', 'gluten_free'],
    });
    expect(created).toMatchObject({
      calories: 780,
      allergens: ['peanuts', 'eggs', 'soy'],
      preferences: ['gluten_free', 'spicy'],
    });
    const [row] = await api.db.select().from(items).where(eq(items.id, created._id));
    expect(row).toMatchObject({ calories: 780, allergens: ['peanuts', 'eggs', 'soy'] });
    expect((await menuAt(m))[0]!.items[0]).toEqual(created);

    const clone = await client.call('POST', `item/${created._id}/clone/`, { token: m.token });
    expect(itemReply.parse(clone.body).item).toMatchObject({ calories: 780, preferences: ['gluten_free', 'spicy'] });

    const put = await client.call('PUT', `item/${created._id}`, {
      token: m.token,
      body: { calories: null, allergens: ['sulphites'] },
    });
    expect(put.status).toBe(200);
    expect(itemReply.parse(put.body).item).toMatchObject({
      calories: null,
      allergens: ['sulphites'],
      preferences: ['gluten_free', 'spicy'],
    });
    const cleared = await client.call('PUT', `item/${created._id}`, { token: m.token, body: { preferences: [] } });
    expect(itemReply.parse(cleared.body).item).toMatchObject({ allergens: ['sulphites'], preferences: [] });
    // The menu read after the edits (menu_cache rebuilt) says the same.
    expect((await menuAt(m))[0]!.items[0]).toEqual(itemReply.parse(cleared.body).item);
  });

  test('an unknown allergen or preference, or calories out of 0–9999, is a 422 on its field; nothing written', async () => {
    const m = await client.registerBusiness();
    const cat = await addCategory(m, 'Mains');
    const it = await addItem(m, { name: 'Salad', category_id: cat._id, allergens: ['mustard'], calories: 250 });
    const res = await client.call('PUT', `item/${it._id}`, {
      token: m.token,
      body: { allergens: ['mustard', 'gluten'], preferences: ['paleo'], calories: 10_000 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      allergens: ['Choose allergens from the list.'],
      preferences: ['Choose preferences from the list.'],
      calories: ['Enter whole calories from 0 to 9,999.'],
    });
    const fr = await client.call('POST', 'item', {
      token: m.token,
      lang: 'fr',
      body: { name: 'Soupe', price: 500, category_id: cat._id, calories: -1, allergens: 'peanuts' },
    });
    expect(fr.status).toBe(422);
    expect(fr.body.errors).toEqual({
      calories: ['Entrez des calories entières de 0 à 9 999.'],
      allergens: ['Choisissez les allergènes dans la liste.'],
    });
    expect((await menuAt(m))[0]!.items.map((i) => [i.name, i.calories, i.allergens])).toEqual([
      ['Salad', 250, ['mustard']],
    ]);
  });
});

describe('POST item/sort, item/{id}/clone/, GET item/sync', () => {
  test('sort writes the order; a wrong set is a 422; clone lands right after; sync is flat in menu order', async () => {
    const m = await client.registerBusiness();
    const [a, b] = [await addCategory(m, 'Alpha'), await addCategory(m, 'Bravo')];
    const [x, y, z] = [
      await addItem(m, { name: 'Xray', category_id: a._id }),
      await addItem(m, { name: 'Yankee', category_id: a._id }),
      await addItem(m, { name: 'Zulu', category_id: a._id }),
    ];
    const inB = await addItem(m, { name: 'Bee', category_id: b._id });
    const sorted = await client.call('POST', 'item/sort', {
      token: m.token,
      body: { category_id: a._id, items: [z._id, x._id, y._id] },
    });
    expect(sorted.body).toEqual({ message: 'Item order saved.' });
    expect(await names(m)).toEqual(['Zulu', 'Xray', 'Yankee']);
    for (const list of [
      [z._id, x._id],
      [z._id, x._id, y._id, inB._id],
      [z._id, z._id, x._id, y._id],
    ]) {
      const bad = await client.call('POST', 'item/sort', { token: m.token, body: { category_id: a._id, items: list } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ items: ['Send every item of this category exactly once.'] });
    }

    const clone = await client.call('POST', `item/${z._id}/clone/`, { token: m.token });
    expect(clone.status).toBe(201);
    const copy = itemReply.parse(clone.body);
    expect(copy).toMatchObject({
      message: 'Item duplicated.',
      item: { name: 'Zulu (copy)', category_id: a._id, sort: 1, price: 1000 },
    });
    expect(await names(m)).toEqual(['Zulu', 'Zulu (copy)', 'Xray', 'Yankee']);
    expect((await client.call('POST', `item/${inB._id}/clone`, { token: m.token })).status).toBe(201);

    const sync = await client.call('GET', 'item/sync', { token: m.token });
    const { items: all, synced_at } = itemSyncReply.parse(sync.body);
    expect(all.map((i) => i.name)).toEqual(['Zulu', 'Zulu (copy)', 'Xray', 'Yankee', 'Bee', 'Bee (copy)']);
    expect(all[1]).toEqual(copy.item);
    expect(sync.headers.get('content-type')).toMatch(/^application\/json/);
    expect(synced_at).toBe(NOW.toISOString());
  });
});

describe('POST item/bulk', () => {
  test('percent rounded half up to the cent; amounts in cents; availability; refused when any price goes negative', async () => {
    const m = await client.registerBusiness();
    const cat = await addCategory(m, 'Mains');
    const [p1, p2, p3] = [
      await addItem(m, { name: 'One', price: 1995, category_id: cat._id }),
      await addItem(m, { name: 'Two', price: 5, category_id: cat._id }),
      await addItem(m, { name: 'Three', price: 1, category_id: cat._id }),
    ];
    const res = await client.call('POST', 'item/bulk', {
      token: m.token,
      body: { item_ids: [p1._id, p2._id, p3._id], price_change: { mode: 'percent', value: 10 } },
    });
    expect(res.status).toBe(200);
    const reply = bulkItemReply.parse(res.body);
    // 1995 × 1.1 = 2194.5 → 2195; 5 × 1.1 = 5.5 → 6; 1 × 1.1 = 1.1 → 1.
    expect(reply.items.map((i) => i.price)).toEqual([2195, 6, 1]);
    expect(reply.message).toBe('3 items updated.');
    // -5.5 %: 2195 × 0.945 = 2074.275 → 2074; 6 × 0.945 = 5.67 → 6.
    const down = await client.call('POST', 'item/bulk', {
      token: m.token,
      body: { item_ids: [p1._id, p2._id], price_change: { mode: 'percent', value: -5.5 }, available: false },
    });
    expect(down.body.items.map((i: { price: number; available: boolean }) => [i.price, i.available])).toEqual([
      [2074, false],
      [6, false],
    ]);
    const amount = await client.call('POST', 'item/bulk', {
      token: m.token,
      body: { item_ids: [p1._id], price_change: { mode: 'amount', value: -74 } },
    });
    expect(amount.body.items[0].price).toBe(2000);

    const negative = await client.call('POST', 'item/bulk', {
      token: m.token,
      body: { item_ids: [p1._id, p3._id], price_change: { mode: 'amount', value: -500 } },
    });
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({ 'price_change.value': ['The new price of “Three” would be below zero.'] });
    const fr = await client.call('POST', 'item/bulk', {
      token: m.token,
      lang: 'fr',
      body: { item_ids: [p1._id], price_change: { mode: 'percent', value: -101 } },
    });
    expect(fr.body.message).toBe('Le nouveau prix de « One » serait inférieur à zéro.');
    expect(
      (
        await client.call('POST', 'item/bulk', {
          token: m.token,
          body: { item_ids: [p1._id], price_change: { mode: 'amount', value: 1.5 } },
        })
      ).status,
    ).toBe(422);
    expect((await client.call('POST', 'item/bulk', { token: m.token, body: { item_ids: [p1._id] } })).status).toBe(422);
    // Nothing of the refused calls was written.
    const stored = await api.db.select().from(items).where(eq(items.id, p1._id));
    expect(stored[0]!.price).toBe(2000);
  });

  test('moving appends in current menu order; a category of another location is a 422', async () => {
    const m = await client.registerBusiness();
    const [a, b, target] = [
      await addCategory(m, 'Alpha'),
      await addCategory(m, 'Bravo'),
      await addCategory(m, 'Target'),
    ];
    await addItem(m, { name: 'Stays', category_id: target._id });
    const i1 = await addItem(m, { name: 'Bravo one', category_id: b._id });
    const i2 = await addItem(m, { name: 'Alpha one', category_id: a._id });
    const i3 = await addItem(m, { name: 'Alpha two', category_id: a._id });
    const res = await client.call('POST', 'item/bulk', {
      token: m.token,
      body: { item_ids: [i1._id, i3._id, i2._id], category_id: target._id },
    });
    expect(res.status).toBe(200);
    expect(await names(m, 2)).toEqual(['Stays', 'Alpha one', 'Alpha two', 'Bravo one']);
    expect(res.body.items.map((i: { sort: number }) => i.sort)).toEqual([1, 2, 3]);
    const second = await addLocation(api, m.businessId);
    const elsewhere = await addCategory(m, 'Far', second);
    const bad = await client.call('POST', 'item/bulk', {
      token: m.token,
      body: { item_ids: [i1._id], category_id: elsewhere._id },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ category_id: ['Choose a category of this location.'] });
  });
});

describe('access', () => {
  test("another business's items: 404 on PUT, DELETE, clone, sort and bulk; nothing changes", async () => {
    const a = await client.registerBusiness();
    const b = await client.registerBusiness();
    const theirCat = await addCategory(b, 'Secret');
    const theirs = await addItem(b, { name: 'Hidden', category_id: theirCat._id });
    const myCat = await addCategory(a, 'Mine');
    const mine = await addItem(a, { name: 'Visible', category_id: myCat._id });
    const calls: Array<[string, string, unknown, string]> = [
      ['PUT', `item/${theirs._id}`, { price: 1 }, 'This item does not exist.'],
      ['DELETE', `item/${theirs._id}`, undefined, 'This item does not exist.'],
      ['POST', `item/${theirs._id}/clone/`, undefined, 'This item does not exist.'],
      ['POST', 'item/sort', { category_id: theirCat._id, items: [theirs._id] }, 'This category does not exist.'],
      ['POST', 'item/sort', { category_id: myCat._id, items: [mine._id, theirs._id] }, 'This item does not exist.'],
      ['POST', 'item/bulk', { item_ids: [mine._id, theirs._id], available: false }, 'This item does not exist.'],
    ];
    for (const [method, path, body, message] of calls) {
      const res = await client.call(method, path, { token: a.token, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message });
    }
    expect(await names(b)).toEqual(['Hidden']);
    const [row] = await api.db.select().from(items).where(eq(items.id, theirs._id));
    expect(row).toMatchObject({ price: 1000, available: true });
    expect((await api.db.select().from(items).where(eq(items.id, mine._id)))[0]!.available).toBe(true);
  });

  test('403 without the menu permission', async () => {
    const m = await client.registerBusiness();
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { menu: false },
    });
    await expectForbidden(token, [
      ['POST', 'item'],
      ['GET', 'item/sync'],
      ['POST', 'item/bulk'],
      ['POST', 'item/sort'],
      ['PUT', 'item/x'],
    ]);
  });
});
