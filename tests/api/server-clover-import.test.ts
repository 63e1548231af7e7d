/** Reference API: GET integration and POST integration/clover/import against a local Clover stand-in. */
import { eq } from 'drizzle-orm';
import { cloverImportReply, integrationReply, modifierGroupsReply, taxesReply } from '@/lib/contract';
import { categories, integrations } from '@/server/db/schema';
import { uniqueEmail } from '@/server/testing-client';
import {
  CLOVER_APP,
  CLOVER_CODE,
  CLOVER_MERCHANT,
  CLOVER_TOKEN,
  cloverConfig,
  cloverForTests,
} from './helpers/clover-fixture';
import { menuAt } from './helpers/menu';
import { api, client, signInStaff, startTestApi, withTestApi } from './helpers/test-api';

const clover = cloverForTests();
startTestApi(() => ({
  env: {
    CLOVER_API_URL: clover.url,
    CLOVER_CLIENT_ID: CLOVER_APP.clientId,
    CLOVER_CLIENT_SECRET: CLOVER_APP.clientSecret,
  },
  config: { clover: cloverConfig(clover.url) },
}));

/** Signs up from Clover (merchant id and code kept on the user), confirms, registers a business. */
const cloverMerchant = (code = CLOVER_CODE) =>
  client.registerBusiness({
    email: uniqueEmail('clover'),
    registration: { clover: { merchant_id: CLOVER_MERCHANT, employee_id: 'EMP1', code } },
  });

const importMenu = (token: string, lang?: string) => client.call('POST', 'integration/clover/import', { token, lang });

describe('GET integration', () => {
  test('a Clover-referred business is connected and may import; others may not', async () => {
    const m = await cloverMerchant();
    const res = await client.call('GET', 'integration', { token: m.token });
    expect(res.status).toBe(200);
    expect(integrationReply.parse(res.body)).toEqual({
      integration: { provider: 'clover', merchant_id: CLOVER_MERCHANT, connected_at: expect.any(String) },
      images: [],
      external_location_id: null,
      is_import_clover_available: true,
    });
    const plain = await client.registerBusiness();
    expect(
      integrationReply.parse((await client.call('GET', 'integration', { token: plain.token })).body),
    ).toMatchObject({
      integration: null,
      is_import_clover_available: false,
    });
    const refused = await importMenu(plain.token, 'fr');
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'L’importation depuis Clover n’est pas disponible pour cette entreprise.' },
    });
  });

  test('without CLOVER_API_URL the import is not offered even to a connected business', async () => {
    await withTestApi({}, async (bare) => {
      const m = await bare.client.registerBusiness();
      await bare.api.db.insert(integrations).values({
        businessId: m.businessId,
        provider: 'clover',
        merchantId: CLOVER_MERCHANT,
        accessToken: CLOVER_TOKEN,
      });
      expect((await bare.client.call('GET', 'integration', { token: m.token })).body.is_import_clover_available).toBe(
        false,
      );
      expect((await bare.client.call('POST', 'integration/clover/import', { token: m.token })).status).toBe(409);
    });
  });
});

describe('POST integration/clover/import', () => {
  test('imports categories, items (two pages), groups and taxes in cents and percent; the code is exchanged once', async () => {
    const m = await cloverMerchant();
    // An existing category of the same name (any case) is reused, not doubled.
    await api.db
      .insert(categories)
      .values({ businessId: m.businessId, locationId: m.locationId, name: 'drinks', sort: 0 });
    const res = await importMenu(m.token);
    expect(res.status).toBe(200);
    expect(cloverImportReply.parse(res.body)).toEqual({
      message: 'Imported from Clover: 3 categories, 5 items, 1 modifier groups and 2 taxes.',
      categories: 3,
      items: 5,
      modifier_groups: 1,
      taxes: 2,
    });
    expect(clover.requests.filter((r) => r.startsWith('/oauth/token'))).toHaveLength(1);
    expect(clover.requests.filter((r) => r.includes('/items?'))).toEqual([
      `/v3/merchants/${CLOVER_MERCHANT}/items?expand=categories%2CmodifierGroups%2CtaxRates&limit=3&offset=0`,
      `/v3/merchants/${CLOVER_MERCHANT}/items?expand=categories%2CmodifierGroups%2CtaxRates&limit=3&offset=3`,
    ]);
    const [stored] = await api.db.select().from(integrations).where(eq(integrations.businessId, m.businessId));
    expect(stored!.accessToken).toBe(CLOVER_TOKEN);

    const taxes = taxesReply.parse((await client.call('GET', 'tax', { token: m.token })).body).taxes;
    expect(taxes.map((t) => [t.name, t.rate, t.is_default])).toEqual([
      ['GST', 5, true],
      ['QST', 9.975, false],
    ]);
    const [group] = modifierGroupsReply.parse(
      (await client.call('GET', 'modifier-group', { token: m.token })).body,
    ).modifier_groups;
    expect(group).toMatchObject({ name: 'Toppings', required: false, min_selections: 0, max_selections: 2 });
    expect(group!.options.map((o) => [o.name, o.price])).toEqual([
      ['Cheese', 150],
      ['Bacon', 200],
    ]);

    const menu = await menuAt(m);
    expect(menu.map((c) => [c.name, c.items.map((i) => [i.name, i.price, i.available])])).toEqual([
      [
        'drinks',
        [
          ['Cola', 250, false],
          ['Ox-', 300, false],
        ],
      ],
      [
        'Burgers',
        [
          ['Classic Burger', 1495, true],
          ['Veggie Burger With E', 1395, true],
        ],
      ],
      ['Other', [['Gift wrap', 100, true]]],
    ]);
    const classic = menu[1]!.items[0]!;
    expect(classic).toMatchObject({ modifier_groups: [group!._id], custom_tax: true, taxes: taxes.map((t) => t._id) });
    expect(menu[1]!.items[1]).toMatchObject({ custom_tax: false, taxes: [] });
    expect((await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.menu_manager).toBe(
      true,
    );
  });

  test('a second import updates in place: no duplicates, option ids kept, new items appended; "Autres" in French', async () => {
    const m = await cloverMerchant();
    expect((await importMenu(m.token, 'fr')).status).toBe(200);
    const before = await menuAt(m);
    const groupBefore = modifierGroupsReply.parse((await client.call('GET', 'modifier-group', { token: m.token })).body)
      .modifier_groups[0]!;

    clover.menu.items[0]!.price = 1595;
    clover.menu.items[2]!.hidden = false;
    clover.menu.tax_rates[0]!.rate = 600000;
    clover.menu.items.push({
      id: 'I-FRIES',
      name: 'Fries',
      price: 450,
      categories: { elements: [{ id: 'C-BURGERS' }] },
    });
    clover.requests = [];
    const again = await importMenu(m.token, 'fr');
    expect(cloverImportReply.parse(again.body)).toMatchObject({
      categories: 3,
      items: 6,
      modifier_groups: 1,
      taxes: 2,
    });
    expect(again.body.message).toBe(
      'Importé depuis Clover : 3 catégories, 6 articles, 1 groupes de modificateurs et 2 taxes.',
    );
    // The token is stored: no second code exchange.
    expect(clover.requests.filter((r) => r.startsWith('/oauth/token'))).toHaveLength(0);

    const after = await menuAt(m);
    expect(after.map((c) => c._id)).toEqual(before.map((c) => c._id));
    expect(after.map((c) => c.name)).toEqual(['Burgers', 'Drinks', 'Autres']);
    expect(after[0]!.items.map((i) => [i.name, i.price])).toEqual([
      ['Classic Burger', 1595],
      ['Veggie Burger With E', 1395],
      ['Fries', 450],
    ]);
    expect(after[0]!.items[0]!._id).toBe(before[0]!.items[0]!._id);
    expect(after[1]!.items[0]).toMatchObject({ name: 'Cola', available: true });
    const taxes = taxesReply.parse((await client.call('GET', 'tax', { token: m.token })).body).taxes;
    expect(taxes.map((t) => [t.name, t.rate])).toEqual([
      ['GST', 6],
      ['QST', 9.975],
    ]);
    const groupAfter = modifierGroupsReply.parse(
      (await client.call('GET', 'modifier-group', { token: m.token })).body,
    ).modifier_groups;
    expect(groupAfter).toHaveLength(1);
    expect(groupAfter[0]!.options.map((o) => o._id)).toEqual(groupBefore.options.map((o) => o._id));
  });

  test.each([
    ['Clover answers 401', () => 401, 'Clover refused the connection. Connect Clover again, then retry the import.'],
    ['Clover answers 500', () => 500, 'Could not reach Clover. Try again in a few minutes.'],
    [
      'the second page of items fails',
      (u: URL) => (u.pathname.endsWith('/items') && u.searchParams.get('offset') === '3' ? 503 : null),
      'Could not reach Clover. Try again in a few minutes.',
    ],
    ['Clover never answers', () => 'hang' as const, 'Could not reach Clover. Try again in a few minutes.'],
  ])('%s: 409 with a translated message, nothing imported', async (_name, fail, message) => {
    const m = await cloverMerchant();
    clover.fail = fail;
    const res = await importMenu(m.token);
    expect(res).toEqual(expect.objectContaining({ status: 409, body: { message } }));
    expect(await menuAt(m)).toEqual([]);
    expect((await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.menu_manager).toBe(
      false,
    );
  });

  test('a refused code, an unreachable Clover (French), staff without menu, a foreign location', async () => {
    const wrongCode = await cloverMerchant('not-the-code');
    expect((await importMenu(wrongCode.token)).body).toEqual({
      message: 'Clover refused the connection. Connect Clover again, then retry the import.',
    });

    const m = await cloverMerchant();
    await withTestApi({ config: { clover: cloverConfig('http://127.0.0.1:9') } }, async (down) => {
      const owner = await down.client.registerBusiness();
      await down.api.db.insert(integrations).values({
        businessId: owner.businessId,
        provider: 'clover',
        merchantId: CLOVER_MERCHANT,
        accessToken: CLOVER_TOKEN,
      });
      const res = await down.client.call('POST', 'integration/clover/import', { token: owner.token, lang: 'fr' });
      expect(res).toMatchObject({
        status: 409,
        body: { message: 'Impossible de joindre Clover. Réessayez dans quelques minutes.' },
      });
    });

    const staffToken = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    expect((await importMenu(staffToken)).status).toBe(403);
    expect((await client.call('GET', 'integration', { token: staffToken })).status).toBe(403);
    const other = await client.registerBusiness();
    const foreign = await client.call('POST', `integration/clover/import?location=${other.locationId}`, {
      token: m.token,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'This location is not available to you.' } });
  });
});
