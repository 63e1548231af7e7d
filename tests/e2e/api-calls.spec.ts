import { en as serverEn } from '../../server/i18n/en';
import { call, type Json } from './api-call';
import {
  codeFor,
  demoMerchant,
  expect,
  newMerchant,
  perFile,
  signInApi,
  test,
  uniqueEmail,
  uniqueName,
} from './support';

/**
 * The calls of SPEC §7 that no screen test makes, each made once through the BFF of the
 * deployment under test (issue 21 item 5) as its own new merchant, and its answer checked: the
 * status and a field that shows the call did its job. Grouped by area.
 */

// One demo merchant for the tests that need its data (menu, orders, exports, linking, reads): each
// changes things of its own (clones, a test order, one customer deleted, a link then removed).
const demo = perFile((page) => demoMerchant(page, 'Calls Bistro'));

test('account: the e-mail changed before confirming, a resend too soon, logout, a forgotten password reset with the mailed code, then changed', async ({
  page,
}) => {
  const req = page.request;
  const first = uniqueEmail('calls');
  const email = uniqueEmail('calls-moved');
  const password = 'Secret123';
  const registered = await call(req, 'POST', 'user/register', {
    first_name: 'Cal',
    last_name: 'Ls',
    email: first,
    password,
    password_confirmation: password,
  });
  expect(registered.status, registered.text).toBe(201);

  const changed = await call(req, 'POST', 'user/email/change', { email: first, new_email: email });
  expect([changed.status, changed.body?.message]).toEqual([200, serverEn.emailChanged.replace('{email}', email)]);
  // A new code was just mailed: another one is refused for a few seconds.
  const resend = await call(req, 'POST', 'user/email/resend', { email });
  expect(resend.status).toBe(429);
  expect(resend.body?.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
  const confirmed = await call(req, 'POST', 'user/email/confirm', { email, code: await codeFor(req, email) });
  expect(confirmed.status, confirmed.text).toBe(200);

  const out = await call(req, 'POST', 'user/logout');
  expect([out.status, out.body?.message]).toEqual([200, serverEn.loggedOut]);
  expect((await call(req, 'GET', 'user')).status).toBe(401);

  const recover = await call(req, 'POST', 'user/password/recover', { email });
  expect([recover.status, recover.body?.message]).toEqual([200, serverEn.recoverSent.replace('{email}', email)]);
  // The newest mail to the address is the reset code's.
  const reset = await call(req, 'POST', 'user/password/reset', {
    email,
    code: await codeFor(req, email),
    password: 'Secret456',
    password_confirmation: 'Secret456',
  });
  expect([reset.status, reset.body?.message]).toEqual([200, serverEn.passwordReset]);
  const me = await call(req, 'GET', 'user');
  expect([me.status, me.body?.user?.email]).toEqual([200, email]);

  const change = await call(req, 'POST', 'user/password/change', {
    current_password: 'Secret456',
    password: 'Secret789',
    password_confirmation: 'Secret789',
  });
  expect([change.status, change.body?.message]).toEqual([200, serverEn.passwordChanged]);
  const login = await call(req, 'POST', 'user/login', { email, password: 'Secret789' });
  expect(login.status, login.text).toBe(200);
});

test('billing: Premium with the test card, a new card, cancelled at the period end and resumed, the invoice as a PDF', async ({
  page,
}) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Billing Calls Bistro'));
  const plans = await call(req, 'GET', 'subscription/plan?period=monthly');
  const premium = plans.body?.plans.find((p: { name: string }) => p.name === 'Premium');
  expect(premium, plans.text).toBeTruthy();
  const card = { card_number: '4242 4242 4242 4242', card_expiry: '12/34', card_cvc: '123', card_name: 'Cal Ls' };
  const subscribed = await call(req, 'POST', 'subscription', { plan_id: premium._id, ...card });
  expect(subscribed.status, subscribed.text).toBe(201);
  expect(subscribed.body?.subscription.plan_name).toBe('Premium');
  // PUT changes the plan: a smaller one waits for the period end, Premium stays until then.
  const other = plans.body?.plans.find((p: { name: string }) => p.name !== 'Premium');
  const changed = await call(req, 'PUT', 'subscription', { plan_id: other._id });
  expect(changed.status, changed.text).toBe(200);
  expect(changed.body?.subscription.plan_name).toBe('Premium');
  expect(changed.body?.message).toContain(other.name);

  const newCard = await call(req, 'PUT', 'subscription/card', { ...card, card_number: '5555 5555 5555 4444' });
  expect([newCard.status, newCard.body?.message]).toEqual([200, serverEn.cardUpdated]);
  const cancelled = await call(req, 'POST', 'subscription/cancel');
  expect(cancelled.status, cancelled.text).toBe(200);
  expect(cancelled.body?.message).toMatch(/^Your plan ends on /);
  const resumed = await call(req, 'POST', 'subscription/resume');
  expect([resumed.status, resumed.body?.message]).toEqual([200, serverEn.subscriptionResumed]);

  const { body } = await call(req, 'GET', 'invoice');
  const invoice = body?.invoices[0];
  expect(invoice, 'the first charge has an invoice').toBeTruthy();
  const pdf = await req.get(`/api/v1/invoice/${invoice._id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('menu: the POS sync, clones with and without the trailing slash, the menu copied to the second location', async ({
  page,
  baseURL,
}) => {
  const req = page.request;
  await signInApi(page, baseURL, demo().owner);
  const sync = await call(req, 'GET', 'item/sync');
  expect(sync.status).toBe(200);
  const items = sync.body?.items as { _id: string; name: string }[];
  expect(items.length).toBeGreaterThan(3);
  for (const path of [`item/${items[0]!._id}/clone`, `item/${items[1]!._id}/clone/`]) {
    const cloned = await call(req, 'POST', path);
    expect([path, cloned.status, cloned.body?.message]).toEqual([path, 201, serverEn.itemCloned]);
  }

  const group = await call(req, 'POST', 'modifier-group', {
    name: 'Sauces',
    min_selections: 0,
    max_selections: 1,
    options: [{ name: 'Aioli', price: 75 }],
  });
  expect(group.status, group.text).toBe(201);
  const groupId = group.body?.modifier_group._id;
  const groupClone = await call(req, 'POST', `modifier-group/${groupId}/clone`);
  expect([groupClone.status, groupClone.body?.message]).toEqual([201, serverEn.modifierGroupCloned]);

  const combo = await call(req, 'POST', 'combo', {
    name: 'Lunch combo',
    price: 1800,
    type: 'all',
    items: [items[0]!._id],
  });
  expect(combo.status, combo.text).toBe(201);
  const comboId = combo.body?.combo._id;
  for (const path of [`combo/${comboId}/clone`, `combo/${comboId}/clone/`]) {
    const cloned = await call(req, 'POST', path);
    expect([path, cloned.status, cloned.body?.message]).toEqual([path, 201, serverEn.comboCloned]);
  }

  const { body: user } = await call(req, 'GET', 'user');
  const second = user?.business.locations.find((l: { name: string }) => l.name === demo().locations.second);
  const copied = await call(req, 'POST', 'menu/copy', { location_id: second._id });
  expect(copied.status, copied.text).toBe(200);
  expect(copied.body?.items).toBeGreaterThan(3);
  expect(copied.body?.message).toContain(demo().locations.second);
});

/** A state-changing GET as the portal's own scripts send it (the BFF refuses it from anywhere else). */
const fromPortal = (baseURL: string | undefined) => ({ headers: { origin: new URL(baseURL!).origin } });

test('orders: a delivery test order confirmed, its due time moved, a DoorDash driver requested and cancelled; future orders listed', async ({
  page,
  baseURL,
}) => {
  const req = page.request;
  await signInApi(page, baseURL, demo().owner);
  const placed = await call(req, 'POST', 'order/test', { type: 'delivery' });
  expect(placed.status, placed.text).toBe(201);
  const { _id: id, order_number: number } = placed.body?.order;
  const confirmed = await call(req, 'PUT', `order/${id}/status`, { order_status: 'confirm' });
  expect(confirmed.status, confirmed.text).toBe(200);

  const later = new Date(Date.now() + 3 * 3600_000).toISOString();
  const moved = await call(req, 'POST', `order/${id}/date-time`, { scheduled_at: later });
  expect([moved.status, moved.body?.message]).toEqual([200, serverEn.orderTimeChanged.replace('{number}', number)]);
  const driver = await req.get(`/api/v1/order/${id}/create-driver`, fromPortal(baseURL));
  expect([driver.status(), (await driver.json()).message]).toEqual([
    200,
    serverEn.driverRequested.replace('{number}', number),
  ]);
  const noDriver = await req.get(`/api/v1/order/${id}/cancel-driver`, fromPortal(baseURL));
  expect([noDriver.status(), (await noDriver.json()).message]).toEqual([
    200,
    serverEn.driverCancelled.replace('{number}', number),
  ]);
  const one = await call(req, 'GET', `order/${id}`);
  expect(one.body?.order.scheduled_at).toBe(later);

  const future = await call(req, 'POST', 'order/future_order', {});
  expect(future.status, future.text).toBe(200);
});

test('gift cards and customers: the liability and customer CSVs, a digital card code reserved, a customer deleted', async ({
  page,
  baseURL,
}) => {
  const req = page.request;
  await signInApi(page, baseURL, demo().owner);
  const cards = await req.get('/api/v1/gift-card/export');
  expect(cards.status()).toBe(200);
  const liability = await cards.text();
  expect(liability.split('\r\n')[0]).toBe('code,balance,buyer_email,recipient_email,issued_at');
  // The demo's cards with money left, and the total line.
  expect(liability.trim().split('\r\n').length).toBeGreaterThan(3);

  const digital = await req.get('/api/v1/gift-card/digital', fromPortal(baseURL));
  expect(digital.status()).toBe(200);
  expect((await digital.json()).reserved_gift_card.code).toMatch(/^[A-Z0-9]{8,}$/);

  const customers = await req.get('/api/v1/customer/export');
  expect(customers.status()).toBe(200);
  expect(customers.headers()['content-type']).toContain('text/csv');
  const { body } = await call(req, 'GET', 'customer/list?per_page=1');
  const customer = body?.customers[0];
  const csv = await customers.text();
  // The newest customer of the demo set depends on the hour (its orders are anchored at now) and
  // may have left no e-mail: the name is always there.
  expect(csv).toContain(customer.name);
  if (customer.email) expect(csv).toContain(customer.email);
  const deleted = await call(req, 'DELETE', `customer/${customer._id}`);
  expect([deleted.status, deleted.body?.message]).toEqual([200, serverEn.customerDeleted]);
});

test('settings: online-order settings made from the defaults, the slot load, catering settings and their banner saved', async ({
  page,
}) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Settings Calls Bistro'));
  const made = await call(req, 'POST', 'business/setting');
  expect([200, 201]).toContain(made.status);
  expect([serverEn.settingsCreated, serverEn.settingsExist]).toContain(made.body?.message);
  expect(made.body?.setting).toBeTruthy();

  const load = await call(req, 'GET', 'setting/slot-load?type=pickup');
  expect([load.status, load.body?.type]).toEqual([200, 'pickup']);

  const { body: catering } = await call(req, 'GET', 'catering-setting');
  const saved = await call(req, 'PUT', 'catering-setting', {
    ...catering?.catering_setting,
    is_minimum_order: true,
    minimum_order_value: 15000,
  });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body?.catering_setting).toMatchObject({ is_minimum_order: true, minimum_order_value: 15000 });

  const { body: banner } = await call(req, 'GET', 'catering-setting/banner');
  const design = await call(req, 'PUT', 'catering-setting/banner', {
    ...banner?.theme_appearance,
    theme_color: '#AA3300',
    theme_type: 'dark',
  });
  expect(design.status, design.text).toBe(200);
  expect((await call(req, 'GET', 'catering-setting/banner')).body?.theme_appearance).toMatchObject({
    theme_color: '#aa3300',
    theme_type: 'dark',
  });
});

test('manage locations: another business found by its owner’s e-mail, linked with the code mailed to them, listed publicly, removed', async ({
  page,
  browser,
  baseURL,
}) => {
  // The other business, in a context of its own.
  const otherContext = await browser.newContext({ baseURL });
  const otherOwner = await newMerchant(await otherContext.newPage(), uniqueName('Linked Bistro'));
  await otherContext.close();

  const req = page.request;
  await signInApi(page, baseURL, demo().owner);
  const search = await req.get(
    `/api/v1/business/search?email=${encodeURIComponent(otherOwner.email)}`,
    fromPortal(baseURL),
  );
  const found = await search.json();
  expect([search.status(), found.message]).toEqual([
    200,
    serverEn.businessSearchSent.replace('{email}', otherOwner.email),
  ]);
  const code = await codeFor(req, otherOwner.email);
  const verify = await req.get(`/api/v1/manage-location/verify?code=${code}`, fromPortal(baseURL));
  const linked = await verify.json();
  expect([verify.status(), linked.message]).toEqual([200, serverEn.locationLinked]);

  const { body: user } = await call(req, 'GET', 'user');
  const site = await call(req, 'GET', `public/locations?slug=${user?.business.slug}`);
  expect(site.status).toBe(200);
  expect(site.body?.locations.map((l: { _id: string }) => l._id)).toContain(linked.location._id);

  const removed = await call(req, 'DELETE', `manage-location/${linked.location._id}`);
  expect(removed.status, removed.text).toBe(200);
});

test('menu edits: a category, a modifier group, a combo and a tax renamed, then deleted', async ({ page }) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Edit Calls Bistro'));
  const category = (await call(req, 'POST', 'category', { name: 'Soups' })).body?.category;
  const item = (await call(req, 'POST', 'item', { name: 'Onion soup', price: 995, category_id: category._id })).body
    ?.item;
  const group = (
    await call(req, 'POST', 'modifier-group', {
      name: 'Sauces',
      min_selections: 0,
      max_selections: 1,
      options: [{ name: 'Aioli', price: 75 }],
    })
  ).body?.modifier_group;
  const combo = (await call(req, 'POST', 'combo', { name: 'Soup combo', price: 1500, type: 'all', items: [item._id] }))
    .body?.combo;
  const tax = (await call(req, 'POST', 'tax', { name: uniqueName('City tax'), rate: 5 })).body?.tax;

  const edits: [string, unknown, string, (body: Json) => unknown, unknown][] = [
    [`category/${category._id}`, { available: false }, serverEn.categoryUpdated, (b) => b.category.available, false],
    [
      `modifier-group/${group._id}`,
      { name: 'Dips', min_selections: 0, max_selections: 2, options: [{ name: 'Aioli', price: 75 }] },
      serverEn.modifierGroupUpdated,
      (b) => b.modifier_group.name,
      'Dips',
    ],
    [
      `combo/${combo._id}`,
      { name: 'Soup lunch', price: 1400, type: 'all', items: [item._id] },
      serverEn.comboUpdated,
      (b) => b.combo.price,
      1400,
    ],
    [`tax/${tax._id}`, { name: tax.name, rate: 9.975 }, serverEn.taxUpdated, (b) => b.tax.rate, 9.975],
  ];
  for (const [path, data, message, field, value] of edits) {
    const res = await call(req, 'PUT', path, data);
    expect([path, res.status, res.body?.message, res.body && field(res.body)]).toEqual([path, 200, message, value]);
  }
  const deletes: [string, string][] = [
    [`combo/${combo._id}`, serverEn.comboDeleted],
    [`modifier-group/${group._id}`, serverEn.modifierGroupDeleted],
    [`tax/${tax._id}`, serverEn.taxDeleted],
    [`category/${category._id}`, serverEn.categoryDeleted],
  ];
  for (const [path, message] of deletes) {
    const res = await call(req, 'DELETE', path);
    expect([path, res.status, res.body?.message]).toEqual([path, 200, message]);
  }
  expect((await call(req, 'GET', 'category')).body?.categories).toEqual([]);
});

test('what the server renders reads: the public site, the board, the day’s history as CSV', async ({
  page,
  baseURL,
}) => {
  const req = page.request;
  await signInApi(page, baseURL, demo().owner);
  const { body: user } = await call(req, 'GET', 'user');
  // Signed out, as the site's pages ask for it.
  const site = await page.context().request.fetch(`/api/v1/public/site?slug=${user?.business.slug}`, {
    headers: { cookie: '' },
  });
  expect(site.status()).toBe(200);
  expect((await site.json()).business.name).toBe(demo().name);

  const board = await call(req, 'GET', 'order');
  expect(board.status).toBe(200);
  // The demo's live board has cards in its first column.
  expect(board.body?.open_orders.length).toBeGreaterThan(0);

  const today = new Date().toISOString().slice(0, 10);
  const csv = await req.get(`/api/v1/order/history/export?from=${today}&to=${today}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
});
