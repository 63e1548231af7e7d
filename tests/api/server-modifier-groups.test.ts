/** Reference API: GET/POST modifier-group, PUT/DELETE modifier-group/{id}, POST modifier-group/{id}/clone. */
import { eq } from 'drizzle-orm';
import { modifierGroupReply, modifierGroupsReply, type ModifierGroupRequest } from '@/lib/contract';
import { items } from '@/server/db/schema';
import { addItemRows, addLocation } from '@/server/testing-fixtures';
import { api, client, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

const sauces: ModifierGroupRequest = {
  name: 'Sauces',
  required: true,
  min_selections: 1,
  max_selections: 2,
  options: [
    { name: 'Ketchup', price: 0 },
    { name: 'Aioli', price: 150, available: false },
  ],
};

async function createGroup(token: string, body: ModifierGroupRequest = sauces, location?: string) {
  const res = await client.call('POST', location ? `modifier-group?location=${location}` : 'modifier-group', {
    token,
    body,
  });
  expect(res.status).toBe(201);
  return modifierGroupReply.parse(res.body).modifier_group;
}

describe('modifier groups', () => {
  test('create, list, update keeping option ids, clone with new ids', async () => {
    const m = await client.registerBusiness();
    const created = await client.call('POST', 'modifier-group', { token: m.token, body: sauces });
    expect(created.status).toBe(201);
    const { modifier_group: group, message } = modifierGroupReply.parse(created.body);
    expect(message).toBe('Modifier group created.');
    expect(group).toMatchObject({ name: 'Sauces', required: true, min_selections: 1, max_selections: 2 });
    expect(group.options.map((o) => [o.name, o.price, o.available])).toEqual([
      ['Ketchup', 0, true],
      ['Aioli', 150, false],
    ]);
    expect(new Set(group.options.map((o) => o._id)).size).toBe(2);

    const [ketchup, aioli] = group.options;
    const put = await client.call('PUT', `modifier-group/${group._id}`, {
      token: m.token,
      body: {
        ...sauces,
        name: 'Dips',
        options: [
          { _id: aioli!._id, name: 'Garlic aioli', price: 175 },
          { name: 'Mustard', price: 25 },
          // An id the group never had is not taken over.
          { _id: 'made-up-id', name: 'Mayo', price: 0 },
        ],
      },
    });
    expect(put.status).toBe(200);
    const updated = modifierGroupReply.parse(put.body).modifier_group;
    expect(updated.name).toBe('Dips');
    expect(updated.options[0]).toEqual({ _id: aioli!._id, name: 'Garlic aioli', price: 175, available: true });
    expect(updated.options.map((o) => o._id)).not.toContain(ketchup!._id);
    expect(updated.options.map((o) => o._id)).not.toContain('made-up-id');

    const clone = await client.call('POST', `modifier-group/${group._id}/clone`, { token: m.token, lang: 'fr' });
    expect(clone.status).toBe(201);
    const copy = modifierGroupReply.parse(clone.body);
    expect(copy.message).toBe('Groupe de modificateurs dupliqué.');
    expect(copy.modifier_group.name).toBe('Dips (copie)');
    expect(copy.modifier_group.options.map((o) => o.name)).toEqual(['Garlic aioli', 'Mustard', 'Mayo']);
    for (const o of copy.modifier_group.options) expect(updated.options.map((u) => u._id)).not.toContain(o._id);

    const list = modifierGroupsReply.parse((await client.call('GET', 'modifier-group', { token: m.token })).body);
    expect(list.modifier_groups.map((g) => g.name)).toEqual(['Dips', 'Dips (copie)']);
  });

  test('a clone of a 64-character name stays within 64 characters', async () => {
    const m = await client.registerBusiness();
    const group = await createGroup(m.token, { ...sauces, name: 'S'.repeat(64) });
    const copy = modifierGroupReply.parse(
      (await client.call('POST', `modifier-group/${group._id}/clone`, { token: m.token })).body,
    ).modifier_group;
    expect(copy.name).toBe(`${'S'.repeat(57)} (copy)`);
  });

  test('delete unlinks the group from the items of its location', async () => {
    const m = await client.registerBusiness();
    const keep = await createGroup(m.token);
    const gone = await createGroup(m.token);
    const [item] = await addItemRows(api, m, [{ name: 'Fries', price: 500, modifierGroupIds: [gone._id, keep._id] }]);
    const res = await client.call('DELETE', `modifier-group/${gone._id}`, { token: m.token });
    expect(res).toMatchObject({ status: 200, body: { message: 'Modifier group deleted.' } });
    const [stored] = await api.db.select().from(items).where(eq(items.id, item!));
    expect(stored!.modifierGroupIds).toEqual([keep._id]);
    expect(
      modifierGroupsReply.parse((await client.call('GET', 'modifier-group', { token: m.token })).body).modifier_groups,
    ).toHaveLength(1);
  });

  test('422 per field: missing and negative option prices, no options, max below min, required with min 0 (en and fr)', async () => {
    const m = await client.registerBusiness();
    const prices = await client.call('POST', 'modifier-group', {
      token: m.token,
      body: { ...sauces, options: [{ name: 'Ketchup' }, { name: 'Aioli', price: -1 }, { name: 'Mayo', price: 1.5 }] },
    });
    expect(prices.status).toBe(422);
    expect(prices.body.errors).toEqual({
      'options.0.price': ['Enter a price.'],
      'options.1.price': ['The amount cannot be negative.'],
      'options.2.price': ['Enter an amount in dollars, like 12.50.'],
    });
    const none = await client.call('POST', 'modifier-group', {
      token: m.token,
      lang: 'fr',
      body: { ...sauces, options: [] },
    });
    expect(none.body.errors).toEqual({ options: ['Ajoutez au moins une option.'] });
    const minMax = await client.call('POST', 'modifier-group', {
      token: m.token,
      body: { ...sauces, min_selections: 3, max_selections: 2 },
    });
    expect(Object.keys(minMax.body.errors)).toEqual(['max_selections']);
    const requiredZero = await client.call('POST', 'modifier-group', {
      token: m.token,
      body: { ...sauces, required: true, min_selections: 0 },
    });
    expect(Object.keys(requiredZero.body.errors)).toEqual(['min_selections']);
    const group = await createGroup(m.token);
    const badPut = await client.call('PUT', `modifier-group/${group._id}`, {
      token: m.token,
      body: { ...sauces, name: '' },
    });
    expect(badPut.body.errors).toEqual({ name: ['This field is required.'] });
  });

  test("another business's or location's group is a 404 on every id route; staff without menu 403", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const foreign = await createGroup(other.token);
    const elsewhere = await createGroup(m.token, sauces, second);
    for (const id of [foreign._id, elsewhere._id]) {
      const put = await client.call('PUT', `modifier-group/${id}`, { token: m.token, body: sauces });
      expect(put).toMatchObject({ status: 404, body: { message: 'This modifier group does not exist.' } });
      expect((await client.call('DELETE', `modifier-group/${id}`, { token: m.token })).status).toBe(404);
      const clone = await client.call('POST', `modifier-group/${id}/clone`, { token: m.token, lang: 'fr' });
      expect(clone).toMatchObject({ status: 404, body: { message: 'Ce groupe de modificateurs n’existe pas.' } });
    }
    // The second location sees its own group.
    expect(
      (await client.call('GET', `modifier-group?location=${second}`, { token: m.token })).body.modifier_groups,
    ).toHaveLength(1);

    const token = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    expect((await client.call('GET', 'modifier-group', { token })).status).toBe(403);
    expect((await client.call('POST', `modifier-group/${elsewhere._id}/clone`, { token })).status).toBe(403);
  });
});
