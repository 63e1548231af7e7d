/** Reference API: whole-menu tools — POST menu/copy (to another location) and POST menu/import (CSV rows). */
import { eq } from 'drizzle-orm';
import { menuCopyReply, menuImportReply, type MenuImportRow } from '@/lib/contract';
import { modifierGroups, taxes } from '@/server/db/schema';
import { addLocation } from '@/server/testing-fixtures';
import { addCategory, addItem, menuAt } from './helpers/menu';
import { api, client, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

describe('POST menu/copy', () => {
  test('copies categories and items after the target menu; modifier groups and taxes matched by name or copied', async () => {
    const m = await client.registerBusiness();
    const target = await addLocation(api, m.businessId, { name: 'Plateau' });
    const scope = { businessId: m.businessId, locationId: m.locationId };
    const [size] = await api.db
      .insert(modifierGroups)
      .values({ ...scope, name: 'Size', options: [{ id: 'o1', name: 'Large', price: 150, available: true }] })
      .returning();
    const [gst] = await api.db
      .insert(taxes)
      .values({ ...scope, name: 'GST', rateMilli: 5000, isDefault: true })
      .returning();
    const [qst] = await api.db
      .insert(taxes)
      .values({ ...scope, name: 'QST', rateMilli: 9975 })
      .returning();
    // The target already has a "gst" tax: it is reused, not duplicated.
    const [targetGst] = await api.db
      .insert(taxes)
      .values({ businessId: m.businessId, locationId: target, name: 'gst', rateMilli: 5000 })
      .returning();
    await addCategory(m, 'Existing', target);

    const mains = await addCategory(m, 'Mains');
    await addItem(m, {
      name: 'Burger',
      price: 1495,
      category_id: mains._id,
      modifier_groups: [size!.id],
      custom_tax: true,
      taxes: [gst!.id, qst!.id],
    });
    await addItem(m, { name: 'Fries', price: 550, category_id: mains._id });
    const drinks = await addCategory(m, 'Drinks');
    await addItem(m, { name: 'Lemonade', price: 425, category_id: drinks._id });

    const res = await client.call('POST', 'menu/copy', { token: m.token, body: { location_id: target } });
    expect(res.status).toBe(200);
    expect(menuCopyReply.parse(res.body)).toEqual({
      message: 'Copied 2 categories and 3 items to Plateau.',
      categories: 2,
      items: 3,
    });

    const copied = await menuAt(m, target);
    expect(copied.map((c) => [c.name, c.sort])).toEqual([
      ['Existing', 0],
      ['Mains', 1],
      ['Drinks', 2],
    ]);
    expect(copied[1]!.items.map((i) => [i.name, i.price, i.sort])).toEqual([
      ['Burger', 1495, 0],
      ['Fries', 550, 1],
    ]);
    const burger = copied[1]!.items[0]!;
    const targetGroups = await api.db.select().from(modifierGroups).where(eq(modifierGroups.locationId, target));
    const targetTaxes = await api.db.select().from(taxes).where(eq(taxes.locationId, target));
    expect(targetGroups.map((g) => g.name)).toEqual(['Size']);
    expect(targetGroups[0]!.options[0]).toMatchObject({ name: 'Large', price: 150 });
    expect(targetGroups[0]!.options[0]!.id).not.toBe('o1');
    expect(targetTaxes.map((t) => t.name).sort()).toEqual(['QST', 'gst']);
    const targetQst = targetTaxes.find((t) => t.name === 'QST')!;
    expect(burger).toMatchObject({
      modifier_groups: [targetGroups[0]!.id],
      taxes: [targetGst!.id, targetQst.id],
      custom_tax: true,
    });
    // The source is untouched.
    expect((await menuAt(m)).map((c) => c.name)).toEqual(['Mains', 'Drinks']);

    // Only the chosen categories; groups and taxes now exist in the target, so nothing more is made.
    const again = await client.call('POST', 'menu/copy', {
      token: m.token,
      lang: 'fr',
      body: { location_id: target, category_ids: [mains._id] },
    });
    expect(again.body).toEqual({ message: '1 catégories et 2 articles copiés vers Plateau.', categories: 1, items: 2 });
    expect(await api.db.select().from(modifierGroups).where(eq(modifierGroups.locationId, target))).toHaveLength(1);
    expect(await api.db.select().from(taxes).where(eq(taxes.locationId, target))).toHaveLength(2);
    // The target's Mains receives the copies after its own items: no second "Mains".
    const merged = await menuAt(m, target);
    expect(merged.map((c) => c.name)).toEqual(['Existing', 'Mains', 'Drinks']);
    expect(merged[1]!.items.map((i) => [i.name, i.sort])).toEqual([
      ['Burger', 0],
      ['Fries', 1],
      ['Burger', 2],
      ['Fries', 3],
    ]);
  });

  test("another business's location, an unseen location, a foreign category: 404; the same location: 422", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const theirs = await addCategory(other, 'Theirs');
    await addCategory(m, 'Mine');
    const copy = (body: unknown, token = m.token) => client.call('POST', 'menu/copy', { token, body });
    expect((await copy({ location_id: other.locationId })).body).toEqual({
      message: 'This location is not available to you.',
    });
    expect((await copy({ location_id: second, category_ids: [theirs._id] })).body).toEqual({
      message: 'This category does not exist.',
    });
    const same = await copy({ location_id: m.locationId });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ location_id: ['Choose a location other than the one you copy from.'] });
    expect((await copy({})).body.errors).toEqual({ location_id: ['This field is required.'] });
    // A manager of the first location only cannot copy to the second.
    const res = await copy(
      { location_id: second },
      await signInStaff({ businessId: m.businessId, role: 'manager', locationIds: [m.locationId] }),
    );
    expect(res.status).toBe(404);
    expect(await menuAt(m, second)).toEqual([]);
  });
});

describe('POST menu/import', () => {
  const row = (r: number, category: string, name: string, price: number, extra: Partial<MenuImportRow> = {}) => ({
    row: r,
    category,
    name,
    price,
    available: true,
    min_purchase_value: null,
    ...extra,
  });

  test('creates missing categories and items (appended), updates matching ones case-insensitively, deletes nothing', async () => {
    const m = await client.registerBusiness();
    const mains = await addCategory(m, 'Mains');
    const keep = await addItem(m, { name: 'Keep Me', category_id: mains._id });
    const burger = await addItem(m, { name: 'Burger', price: 1200, category_id: mains._id, description: 'Old' });
    const gs = async () =>
      (await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.menu_manager;
    const res = await client.call('POST', 'menu/import', {
      token: m.token,
      body: {
        rows: [
          row(2, ' mains ', 'BURGER', 1495, { description: 'Brioche', available: false, min_purchase_value: 500 }),
          row(3, 'Mains', 'Poutine', 1195),
          row(4, 'Desserts', 'Maple Pie', 750, { description: 'Homemade' }),
          row(5, 'desserts', 'Sundae', 600),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(menuImportReply.parse(res.body)).toEqual({
      message: 'Import done: 1 new categories, 3 new items, 1 items updated.',
      created_categories: 1,
      created_items: 3,
      updated_items: 1,
    });
    const menu = await menuAt(m);
    expect(menu.map((c) => [c.name, c.sort])).toEqual([
      ['Mains', 0],
      ['Desserts', 1],
    ]);
    expect(menu[0]!.items.map((i) => [i.name, i.price, i.sort])).toEqual([
      ['Keep Me', 1000, 0],
      ['Burger', 1495, 1],
      ['Poutine', 1195, 2],
    ]);
    expect(menu[0]!.items[1]).toMatchObject({
      _id: burger._id,
      description: 'Brioche',
      available: false,
      min_purchase_value: 500,
    });
    expect(menu[0]!.items[0]!._id).toBe(keep._id);
    expect(menu[1]!.items.map((i) => [i.name, i.description])).toEqual([
      ['Maple Pie', 'Homemade'],
      ['Sundae', null],
    ]);
    expect(await gs()).toBe(true);
  });

  test('errors keyed by the row number: bad fields and repeated rows; nothing is written (en and fr)', async () => {
    const m = await client.registerBusiness();
    const bad = await client.call('POST', 'menu/import', {
      token: m.token,
      body: { rows: [row(2, 'Mains', 'Burger', 1495), row(7, 'Mains', 'ab', -1), row(9, 'x', 'Fries', 500)] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'rows.7.name': ['Use 3 to 20 characters.'],
      'rows.7.price': ['The amount cannot be negative.'],
      'rows.9.category': ['Use 3 to 20 characters.'],
    });
    const dup = await client.call('POST', 'menu/import', {
      token: m.token,
      body: {
        rows: [row(2, 'Mains', 'Burger', 1495), row(3, 'Mains', 'Fries', 500), row(4, ' MAINS', 'burger ', 1600)],
      },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ 'rows.4.name': ['Row 4 repeats “burger” in MAINS (first on row 2).'] });
    const fr = await client.call('POST', 'menu/import', {
      token: m.token,
      lang: 'fr',
      body: { rows: [row(2, 'Mains', 'Burger', 1495), row(3, 'Mains', 'Burger', 1495)] },
    });
    expect(fr.body.errors).toEqual({ 'rows.3.name': ['La ligne 3 répète « Burger » dans Mains (déjà à la ligne 2).'] });
    expect((await client.call('POST', 'menu/import', { token: m.token, body: { rows: [] } })).status).toBe(422);
    expect(await menuAt(m)).toEqual([]);
    expect((await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.menu_manager).toBe(
      false,
    );
  });

  test('403 without the menu permission', async () => {
    const m = await client.registerBusiness();
    const token = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    expect(
      (await client.call('POST', 'menu/import', { token, body: { rows: [row(2, 'Mains', 'Burger', 1495)] } })).status,
    ).toBe(403);
    expect((await client.call('POST', 'menu/copy', { token, body: { location_id: m.locationId } })).status).toBe(403);
  });
});
