/** Reference API: menu categories (create, list, update, delete, sort, clone) of one location. */
import { categoriesReply, categoryListReply, categoryReply } from '@/lib/contract';
import { eq } from 'drizzle-orm';
import { categories, items, locations, menuCache } from '@/server/db/schema';
import { addLocation } from '@/server/testing-fixtures';
import { addCategory, addItem, menuAt } from './helpers/menu';
import { api, client, expectForbidden, loginDemo, signInStaff, startTestApi, withTestApi } from './helpers/test-api';

startTestApi();

describe('POST and GET category', () => {
  test('201 with an empty item list, last in the menu; GET returns categories and items in order', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('POST', 'category', {
      token: m.token,
      body: { name: '  Starters ', description: 'To share' },
    });
    expect(res.status).toBe(201);
    const { category, message } = categoryReply.parse(res.body);
    expect(category).toMatchObject({ name: 'Starters', description: 'To share', available: true, sort: 0, items: [] });
    expect(message).toBe('Category created.');
    const mains = await addCategory(m, 'Mains');
    expect(mains).toMatchObject({ sort: 1, description: null });
    const burger = await addItem(m, { name: 'Burger', category_id: mains._id });
    const fries = await addItem(m, { name: 'Fries', price: 550, category_id: mains._id });
    expect([burger.sort, fries.sort]).toEqual([0, 1]);

    const categories = await menuAt(m);
    expect(categories.map((c) => c.name)).toEqual(['Starters', 'Mains']);
    expect(categories[0]!.items).toEqual([]);
    expect(categories[1]!.items.map((i) => i.name)).toEqual(['Burger', 'Fries']);
    // The list is built by the database, single replies from rows: the same shape either way.
    expect(categories[1]!.items).toEqual([burger, fries]);
    expect(categories[0]).toEqual(category);
    const list = categoryListReply.parse((await client.call('GET', 'category/list', { token: m.token })).body);
    expect(list.categories).toEqual([
      { _id: category._id, name: 'Starters' },
      { _id: mains._id, name: 'Mains' },
    ]);
  });

  test('names of 2 and 21 characters, or none, are refused per field; French texts', async () => {
    const m = await client.registerBusiness();
    for (const name of ['ab', 'x'.repeat(21)]) {
      const res = await client.call('POST', 'category', { token: m.token, body: { name } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ name: ['Use 3 to 20 characters.'] });
    }
    const fr = await client.call('POST', 'category', { token: m.token, lang: 'fr', body: {} });
    expect(fr.status).toBe(422);
    expect(Object.keys(fr.body.errors)).toEqual(['name']);
    expect(fr.body.errors.name[0]).toMatch(/champ/i);
    expect(
      (await client.call('POST', 'category', { token: m.token, lang: 'fr', body: { name: 'Desserts' } })).body.message,
    ).toBe('Catégorie créée.');
    expect((await client.call('POST', 'category', { token: m.token, raw: '{' })).status).toBe(400);
    expect(await menuAt(m)).toHaveLength(1);
  });

  test('each location has its own menu; a location of another business is a 404', async () => {
    const m = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    await addCategory(m, 'Here');
    await addCategory(m, 'There', second);
    expect((await menuAt(m)).map((c) => c.name)).toEqual(['Here']);
    const there = await client.call('GET', `category?location=${second}`, { token: m.token });
    expect(categoriesReply.parse(there.body).categories.map((c) => c.name)).toEqual(['There']);
    const other = await client.registerBusiness();
    expect((await client.call('GET', `category?location=${other.locationId}`, { token: m.token })).status).toBe(404);
  });
});

describe('PUT and DELETE category/{id}', () => {
  test('partial update keeps the other fields and the items; delete removes the items too', async () => {
    const m = await client.registerBusiness();
    const cat = await addCategory(m, 'Drinks');
    await addItem(m, { name: 'Lemonade', price: 425, category_id: cat._id });
    const res = await client.call('PUT', `category/${cat._id}`, { token: m.token, body: { available: false } });
    expect(res.status).toBe(200);
    const { category, message } = categoryReply.parse(res.body);
    expect(category).toMatchObject({ name: 'Drinks', available: false, sort: 0 });
    expect(category.items.map((i) => i.name)).toEqual(['Lemonade']);
    expect(message).toBe('Category updated.');
    const renamed = await client.call('PUT', `category/${cat._id}`, {
      token: m.token,
      body: { name: 'Cold drinks', description: 'Iced' },
    });
    expect(renamed.body.category).toMatchObject({ name: 'Cold drinks', description: 'Iced', available: false });
    expect((await client.call('PUT', `category/${cat._id}`, { token: m.token, body: { name: 'no' } })).status).toBe(
      422,
    );

    const del = await client.call('DELETE', `category/${cat._id}`, { token: m.token, lang: 'fr' });
    expect(del.body).toEqual({ message: 'Catégorie supprimée.' });
    expect(await menuAt(m)).toEqual([]);
    const sync = await client.call('GET', 'item/sync', { token: m.token });
    expect(sync.body.items).toEqual([]);
    expect((await client.call('DELETE', `category/${cat._id}`, { token: m.token })).status).toBe(404);
  });
});

describe('POST category/sort', () => {
  test('writes the given order; an incomplete or repeated list is a 422', async () => {
    const m = await client.registerBusiness();
    const [a, b, c] = [await addCategory(m, 'Alpha'), await addCategory(m, 'Bravo'), await addCategory(m, 'Charlie')];
    const res = await client.call('POST', 'category/sort', {
      token: m.token,
      body: { categories: [c._id, a._id, b._id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Category order saved.' });
    const after = await menuAt(m);
    expect(after.map((x) => [x.name, x.sort])).toEqual([
      ['Charlie', 0],
      ['Alpha', 1],
      ['Bravo', 2],
    ]);
    for (const categories of [
      [a._id, b._id],
      [a._id, b._id, b._id],
      [a._id, b._id, c._id, c._id],
    ]) {
      const bad = await client.call('POST', 'category/sort', { token: m.token, body: { categories } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ categories: ['Send every category of this location exactly once.'] });
    }
    expect((await client.call('POST', 'category/sort', { token: m.token, body: { categories: [] } })).status).toBe(422);
  });
});

describe('POST category/{id}/clone', () => {
  test('"<name> (copy)" right after the original, with copies of its items; long names are cut to fit 20', async () => {
    const m = await client.registerBusiness();
    const first = await addCategory(m, 'Burgers and Fries 1');
    await addItem(m, { name: 'Classic Burger', price: 1495, category_id: first._id });
    await addItem(m, { name: 'Fries', price: 550, category_id: first._id });
    const last = await addCategory(m, 'Desserts');
    const res = await client.call('POST', `category/${first._id}/clone`, { token: m.token });
    expect(res.status).toBe(201);
    const { category, message } = categoryReply.parse(res.body);
    expect(message).toBe('Category duplicated.');
    expect(category.name).toBe('Burgers and F (copy)');
    expect(category.name).toHaveLength(20);
    expect(category._id).not.toBe(first._id);
    expect(category.items.map((i) => [i.name, i.price, i.sort, i.category_id])).toEqual([
      ['Classic Burger', 1495, 0, category._id],
      ['Fries', 550, 1, category._id],
    ]);
    expect((await menuAt(m)).map((c) => [c._id, c.sort])).toEqual([
      [first._id, 0],
      [category._id, 1],
      [last._id, 2],
    ]);
    const fr = await client.call('POST', `category/${last._id}/clone`, { token: m.token, lang: 'fr' });
    expect(fr.body.category.name).toBe('Desserts (copie)');
    // The original's items are untouched.
    expect((await menuAt(m))[0]!.items.map((i) => i.name)).toEqual(['Classic Burger', 'Fries']);
  });
});

describe('access', () => {
  test("another business's category is a 404 on PUT, DELETE, clone and sort, and stays as it was", async () => {
    const a = await client.registerBusiness();
    const b = await client.registerBusiness();
    const theirs = await addCategory(b, 'Secret');
    const mine = await addCategory(a, 'Mine');
    const calls: Array<[string, string, unknown]> = [
      ['PUT', `category/${theirs._id}`, { name: 'Taken' }],
      ['DELETE', `category/${theirs._id}`, undefined],
      ['POST', `category/${theirs._id}/clone`, undefined],
      ['POST', 'category/sort', { categories: [mine._id, theirs._id] }],
      ['PUT', 'category/nope', { name: 'Nothing' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await client.call(method, path, { token: a.token, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'This category does not exist.' });
    }
    expect(
      (await client.call('PUT', `category/${theirs._id}`, { token: a.token, lang: 'fr', body: {} })).body.message,
    ).toBe('Cette catégorie n’existe pas.');
    // Even naming the other business explicitly.
    expect((await client.call('GET', 'category', { token: a.token, business: b.businessId })).status).toBe(404);
    expect((await menuAt(b)).map((c) => c.name)).toEqual(['Secret']);
  });

  test('403 without the menu permission; an employee with it sees only their location; 401 without a token', async () => {
    const m = await client.registerBusiness();
    await addCategory(m, 'Pizzas');
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { menu: false },
    });
    await expectForbidden(
      token,
      [
        ['GET', 'category'],
        ['GET', 'category/list'],
        ['POST', 'category'],
        ['POST', 'category/sort'],
      ],
      { name: 'Salads' },
    );
    const ok = await client.call('GET', 'category', {
      token: await signInStaff({
        businessId: m.businessId,
        role: 'employee',
        locationIds: [m.locationId],
        permissions: { menu: true },
      }),
    });
    expect(categoriesReply.parse(ok.body).categories.map((c) => c.name)).toEqual(['Pizzas']);
    expect((await client.call('GET', 'category')).status).toBe(401);
  });
});

describe('demo menu', () => {
  test("the demo's primary location has a bistro menu with priced dishes; the second location none", async () => {
    await withTestApi({ seed: true }, async ({ client: demo }) => {
      const token = await loginDemo('owner', demo);
      const { categories } = categoriesReply.parse((await demo.call('GET', 'category', { token })).body);
      expect(categories.map((c) => c.name)).toEqual(['Starters', 'Mains', 'Sides', 'Desserts', 'Drinks']);
      const all = categories.flatMap((c) => c.items);
      expect(all.length).toBeGreaterThanOrEqual(15);
      expect(all.find((i) => i.name === 'Poutine')).toMatchObject({ price: 1195, available: true });
      expect(all.filter((i) => i.modifier_groups.length).length).toBeGreaterThan(3);
      const user = (await demo.call('GET', 'user', { token })).body;
      const second = user.business.locations[1]._id;
      expect((await demo.call('GET', `category?location=${second}`, { token })).body.categories).toEqual([]);
    });
  });
});

describe('unique names per location', () => {
  test('a second "burgers" is refused on the name field, in create and in rename; clones are numbered', async () => {
    const m = await client.registerBusiness();
    const burgers = await addCategory(m, 'Burgers');
    const drinks = await addCategory(m, 'Drinks');
    const dup = await client.call('POST', 'category', { token: m.token, body: { name: ' burgers ' } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual(['This location already has a category with this name.']);
    const rename = await client.call('PUT', `category/${drinks._id}`, {
      token: m.token,
      lang: 'fr',
      body: { name: 'BURGERS' },
    });
    expect(rename.status).toBe(422);
    expect(rename.body.errors.name).toEqual(['Cet emplacement a déjà une catégorie de ce nom.']);
    // Renaming a category to its own name (another case) is fine.
    expect(
      (await client.call('PUT', `category/${burgers._id}`, { token: m.token, body: { name: 'BURGERS' } })).status,
    ).toBe(200);

    for (let i = 0; i < 2; i++)
      expect((await client.call('POST', `category/${burgers._id}/clone`, { token: m.token })).status).toBe(201);
    expect((await menuAt(m)).map((c) => c.name)).toEqual(['BURGERS', 'BURGERS (copy 2)', 'BURGERS (copy)', 'Drinks']);

    // Another location of the same business may have its own Burgers.
    const other = await addLocation(api, m.businessId, { name: 'Plateau' });
    expect(
      (await client.call('POST', `category?location=${other}`, { token: m.token, body: { name: 'Burgers' } })).status,
    ).toBe(201);
  });
});

describe('cached menu', () => {
  test('GET category is stored once built and never served stale, even after a write that skips the API', async () => {
    const m = await client.registerBusiness();
    const mains = await addCategory(m, 'Mains');
    await addItem(m, { name: 'Burger', price: 1400, category_id: mains._id });
    const first = await menuAt(m);
    const [cached] = await api.db.select().from(menuCache).where(eq(menuCache.locationId, m.locationId));
    const [location] = await api.db
      .select({ version: locations.menuVersion })
      .from(locations)
      .where(eq(locations.id, m.locationId));
    expect(cached?.version).toBe(location!.version);
    expect(JSON.parse(cached!.json)).toEqual(first);

    // A change made straight in the database (another instance, a script) bumps the version.
    await api.db.update(items).set({ price: 1550 }).where(eq(items.categoryId, mains._id));
    expect((await menuAt(m))[0]!.items[0]).toMatchObject({ name: 'Burger', price: 1550 });
    await api.db.delete(categories).where(eq(categories.id, mains._id));
    expect(await menuAt(m)).toEqual([]);
  });
});
