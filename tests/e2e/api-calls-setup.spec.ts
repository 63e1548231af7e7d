import { en as serverEn } from '../../server/i18n/en';
import { call, dayAhead, type Json, premiumMerchant } from './api-call';
import { png } from './png';
import { expect, newMerchant, test, uniqueName } from './support';

/**
 * SPEC §7's calls of the store setup, integrations, gift-card import, website manager, floor plan
 * and reservations that no screen test makes (issue 21 item 5), each made once through the BFF as
 * a new merchant of the test's own, with its answer checked. And the two public reads of the API
 * itself: its OpenAPI document and its readiness.
 */

const byId = (list: Json[], id: string) => list.find((x) => x._id === id);

test('store setup: every opening-hours call; a holiday and a blocked date changed (open-at says so) and deleted', async ({
  page,
}) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Setup Calls Bistro'));
  const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens_at: '09:00', closes_at: '17:00' }));
  const set = await call(req, 'PATCH', 'location/opening-hours', { type: 'business', hours: week });
  expect([set.status, set.body?.location_hours.length]).toEqual([200, 7]);
  const added = await call(req, 'POST', 'location/opening-hours', {
    type: 'business',
    hours: [{ day: 5, opens_at: '18:00', closes_at: '22:00' }],
  });
  expect(added.status, added.text).toBe(200);
  const late = (added.body?.location_hours as Json[]).find((w) => w.day === 5 && w.opens_at === '18:00')!;
  const changed = await call(req, 'PUT', `location/opening-hours?hours_id=${late._id}`, {
    type: 'business',
    hours: [{ day: 5, opens_at: '18:00', closes_at: '23:00' }],
  });
  expect([changed.status, byId(changed.body?.location_hours, late._id)?.closes_at]).toEqual([200, '23:00']);
  const removed = await call(req, 'DELETE', `location/opening-hours/business?hours_id=${late._id}`);
  expect([removed.status, byId(removed.body?.location_hours, late._id)]).toEqual([200, undefined]);
  expect((await call(req, 'GET', 'location/opening-hours')).body?.location_hours).toHaveLength(7);

  // Each service's own week: one window deleted, then all of them (the service follows business hours again).
  for (const service of ['pickup', 'delivery'] as const) {
    const own = await call(req, 'PATCH', 'location/opening-hours', {
      type: service,
      hours: [
        { day: 1, opens_at: '11:00', closes_at: '14:00' },
        { day: 2, opens_at: '11:00', closes_at: '14:00' },
      ],
    });
    expect([service, own.status, own.body?.[service].hours.length]).toEqual([service, 200, 2]);
    const first = own.body?.[service].hours[0];
    const one = await call(req, 'DELETE', `location/opening-hours/${service}?hours_id=${first._id}`);
    expect([service, one.status, one.body?.[service].hours.length]).toEqual([service, 200, 1]);
    const all = await call(req, 'DELETE', `location/opening-hours/${service}/all`);
    expect([service, all.status, all.body?.[service].hours]).toEqual([service, 200, []]);
  }

  const day = dayAhead(60);
  const services = ['pickup', 'delivery'];
  const holidays = await call(req, 'POST', 'location/holidays', {
    name: 'Inventory day',
    from_date: day,
    to_date: day,
    closed: true,
    services,
  });
  expect(holidays.status, holidays.text).toBe(201);
  const holiday = (holidays.body?.holiday_hours as Json[]).find((h) => h.name === 'Inventory day')!;
  const renamed = await call(req, 'PUT', `location/holidays?holiday_id=${holiday._id}`, {
    name: 'Stock day',
    from_date: day,
    to_date: day,
    closed: true,
    services,
  });
  expect([renamed.status, byId(renamed.body?.holiday_hours, holiday._id)?.name]).toEqual([200, 'Stock day']);
  const onHoliday = await call(req, 'GET', `location/open-at?date=${day}&time=12:00`);
  expect(onHoliday.body?.services.pickup).toMatchObject({ open: false, reason: 'holiday', detail: 'Stock day' });
  const noHoliday = await call(req, 'DELETE', `location/holidays?holiday_id=${holiday._id}`);
  expect([noHoliday.status, byId(noHoliday.body?.holiday_hours, holiday._id)]).toEqual([200, undefined]);

  const blocked = await call(req, 'POST', 'location/blocked-dates', {
    from_date: day,
    to_date: day,
    reason: 'Catering only',
    services,
  });
  expect(blocked.status, blocked.text).toBe(201);
  const block = (blocked.body?.blocked_dates as Json[]).find((b) => b.reason === 'Catering only')!;
  const moved = await call(req, 'PUT', `location/blocked-dates?blocked_date_id=${block._id}`, {
    from_date: day,
    to_date: dayAhead(61),
    reason: 'Private event',
    services,
  });
  expect([moved.status, byId(moved.body?.blocked_dates, block._id)]).toEqual([
    200,
    expect.objectContaining({ to_date: dayAhead(61), reason: 'Private event' }),
  ]);
  const onBlocked = await call(req, 'GET', `location/open-at?date=${dayAhead(61)}&time=12:00`);
  expect(onBlocked.body?.services.delivery).toMatchObject({ open: false, reason: 'blockedDate' });
  const unblocked = await call(req, 'DELETE', `location/blocked-dates?blocked_date_id=${block._id}`);
  expect([unblocked.status, unblocked.body?.blocked_dates]).toEqual([200, []]);
});

test('integrations: a made-up Clover link refused and nothing linked; the payment provider disconnected; a paired device unpaired', async ({
  page,
  baseURL,
}) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Integration Calls Bistro'));
  // A made-up merchant and token are refused on any deployment: without CLOVER_API_URL linking is
  // unavailable (409); with one, Clover refuses the token or the merchant (422 on that field) or
  // cannot be reached (409). Either way nothing is linked, so importing and unlinking are refused.
  const link = await call(req, 'POST', 'integration/clover', { merchant_id: 'MERCH42', access_token: 'tok_42' });
  const refusals = [
    [409, serverEn.cloverLinkUnavailable],
    [409, serverEn.cloverUnreachable],
    [422, serverEn.cloverTokenRefused],
    [422, serverEn.cloverMerchantUnknown],
  ];
  expect(refusals, link.text).toContainEqual([link.status, link.body?.message]);
  if (link.status === 422) expect(Object.values(link.body?.errors ?? {}).flat()).toEqual([link.body?.message]);
  const menu = await call(req, 'POST', 'integration/clover/import');
  expect([menu.status, menu.body?.message]).toEqual([409, serverEn.cloverImportUnavailable]);
  const unlink = await call(req, 'DELETE', 'integration/clover');
  expect([unlink.status, unlink.body?.message]).toEqual([404, serverEn.cloverNotLinked]);

  const connected = await call(req, 'POST', 'payment-provider', {
    provider: 'test',
    account_id: 'acct_test_Calls42',
    secret_key: 'sk_test_abcd1234',
  });
  expect([connected.status, connected.body?.payment?.account_id]).toEqual([200, 'acct_test_Calls42']);
  const disconnected = await call(req, 'DELETE', 'payment-provider');
  expect([disconnected.status, disconnected.body?.message, disconnected.body?.payment]).toEqual([
    200,
    serverEn.paymentDisconnected,
    null,
  ]);

  const shown = await call(req, 'POST', 'app-pairing/code');
  expect(shown.body?.code, shown.text).toMatch(/^[A-Z2-9]{8}$/);
  // The order-receiving app's own call, with the code read off the screen.
  const pairing = await req.post('/api/v1/app-pairing', {
    data: { code: shown.body?.code, device_name: 'Kitchen tablet' },
    headers: { origin: baseURL ?? '' },
  });
  expect(pairing.status(), await pairing.text()).toBe(201);
  const deviceId = (await pairing.json()).device_id;
  expect((await call(req, 'GET', 'app-pairing')).body?.devices.map((d: Json) => d._id)).toContain(deviceId);
  const unpaired = await call(req, 'DELETE', `app-device/${deviceId}`);
  expect([unpaired.status, unpaired.body?.message]).toEqual([200, serverEn.appUnpaired]);
  expect((await call(req, 'GET', 'app-pairing')).body?.devices).toEqual([]);
});

test('gift cards: a CSV previewed, then imported; the card is on the list with its balance', async ({ page }) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Import Calls Bistro'));
  // Codes are unique across businesses: one no other run has.
  const code = `IMP${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  const csv = `code,balance\n${code},25.00\n`;
  const preview = await call(req, 'POST', 'gift-card/import', { csv });
  expect([preview.status, preview.body?.errors, preview.body?.rows]).toEqual([
    200,
    {},
    [expect.objectContaining({ code, balance: 2500 })],
  ]);
  expect((await call(req, 'GET', `gift-card?search=${code}`)).body?.gift_cards).toEqual([]);

  const done = await call(req, 'POST', 'gift-card/import', { csv, confirm: true });
  expect([done.status, done.body?.imported, done.body?.message]).toEqual([
    201,
    1,
    serverEn.giftCardImported.replace('{count}', '1'),
  ]);
  const list = await call(req, 'GET', `gift-card?search=${code}`);
  expect(list.body?.gift_cards.map((c: Json) => [c.code, c.balance])).toEqual([[code, 2500]]);
});

test('website manager: saved, its search settings, a menu page image added and deleted, a popup changed and deleted', async ({
  page,
}) => {
  const req = page.request;
  await premiumMerchant(page, 'Website Calls Bistro');
  const saved = await call(req, 'POST', 'website-manager/save', {
    theme_color: '#AA3300',
    promotion_url: 'https://example.com/promo',
    social_links: { instagram: 'https://www.instagram.com/bistro' },
  });
  expect([saved.status, saved.body?.message]).toEqual([200, serverEn.websiteSaved]);
  expect(saved.body?.website_manager).toMatchObject({
    theme_color: '#aa3300',
    promotion_url: 'https://example.com/promo',
    social_links: { instagram: 'https://www.instagram.com/bistro' },
  });
  const seo = await call(req, 'POST', 'website-manager/seo', {
    page_title: 'Bistro Calls',
    page_description: 'Dinner by the river.',
  });
  expect([seo.status, seo.body?.message, seo.body?.website_manager.seo.page_title]).toEqual([
    200,
    serverEn.websiteSeoSaved,
    'Bistro Calls',
  ]);

  // An image of the size the website manager takes, uploaded, then read back where the reply says.
  const upload = await req.post('/api/v1/upload?purpose=website', {
    multipart: { file: { name: 'menu.png', mimeType: 'image/png', buffer: png(640, 480, [200, 80, 40]) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = await upload.json();
  const image = await req.get(url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');

  const menu = await call(req, 'POST', 'website-manager/menu', { page: 1, image_url: url });
  expect([menu.status, menu.body?.message]).toEqual([201, serverEn.websiteImageAdded]);
  const pageOne = (menu.body?.website_manager.menu as Json[]).find((p) => p.page === 1);
  expect(pageOne?.images).toHaveLength(1);
  const imageId = pageOne?.images[0]._id;
  const gone = await call(req, 'DELETE', `website-manager/menu/?gallery_id=${imageId}&page=1`);
  expect([gone.status, gone.body?.message]).toEqual([200, serverEn.websiteImageDeleted]);
  const images = (gone.body?.website_manager.menu as Json[]).flatMap((p) => p.images);
  expect(images).toEqual([]);

  const popup = { title: 'Terrace open', text: 'From noon.', from_date: dayAhead(0) };
  const made = await call(req, 'POST', 'website-manager/website-popup', popup);
  expect(made.status, made.text).toBe(201);
  const popupId = (made.body?.website_manager.popups as Json[]).find((p) => p.title === 'Terrace open')?._id;
  const edited = await call(req, 'PUT', `website-manager/website-popup?popup_id=${popupId}`, {
    ...popup,
    title: 'Terrace closed',
    active: false,
  });
  expect([edited.status, edited.body?.message]).toEqual([200, serverEn.websitePopupSaved]);
  expect(byId(edited.body?.website_manager.popups, popupId)).toMatchObject({ title: 'Terrace closed', active: false });
  const deleted = await call(req, 'DELETE', `website-manager/website-popup/?popup_id=${popupId}`);
  expect([deleted.status, deleted.body?.message, deleted.body?.website_manager.popups]).toEqual([
    200,
    serverEn.websitePopupDeleted,
    [],
  ]);
});

test('floor plan and reservations: a room renamed, selected and reordered; booking hours and a blocked date changed and deleted; the public booking page', async ({
  page,
}) => {
  const req = page.request;
  const { slug, locationId } = await premiumMerchant(page, 'Booking Calls Bistro');
  expect((await call(req, 'POST', 'floor-plan/room', { name: 'Terrace' })).status).toBe(201);
  const plan = await call(req, 'POST', 'floor-plan/room', { name: 'Patio' });
  expect([plan.status, plan.body?.message]).toEqual([201, serverEn.floorRoomCreated]);
  const rooms = plan.body?.rooms as Json[];
  const terrace = rooms.find((r) => r.name === 'Terrace')!;
  const patio = rooms.find((r) => r.name === 'Patio')!;

  const renamed = await call(req, 'PATCH', `floor-plan/room/${terrace._id}`, { name: 'Rooftop' });
  expect([renamed.status, renamed.body?.message, byId(renamed.body?.rooms, terrace._id)?.name]).toEqual([
    200,
    serverEn.floorRoomRenamed,
    'Rooftop',
  ]);
  const selected = await call(req, 'PUT', 'floor-plan/selected-room', { room_id: patio._id });
  expect([selected.status, selected.body?.selectedRoom]).toEqual([200, patio._id]);
  const reversed = rooms.map((r) => r._id).reverse();
  const ordered = await call(req, 'PUT', 'floor-plan/room-order', { room_ids: reversed });
  expect([ordered.status, ordered.body?.message]).toEqual([200, serverEn.floorRoomsOrdered]);
  expect(ordered.body?.rooms.map((r: Json) => r._id)).toEqual(reversed);

  const hours = await call(req, 'POST', 'reservations-settings/hours', {
    hours: [{ day: 2, opens_at: '17:00', closes_at: '22:00' }],
  });
  expect([hours.status, hours.body?.message]).toEqual([201, serverEn.reservationHoursSaved]);
  const evening = (hours.body?.reservation_hours as Json[]).find((w) => w.day === 2 && w.opens_at === '17:00')!;
  const site = await call(req, 'GET', `public/reservations?slug=${slug}&location=${locationId}`);
  expect(site.status, site.text).toBe(200);
  expect(site.body?.reservation_hours).toContainEqual(expect.objectContaining({ day: 2, closes_at: '22:00' }));
  const later = await call(req, 'PUT', `reservations-settings/hours?hours_id=${evening._id}`, {
    hours: [{ day: 2, opens_at: '17:00', closes_at: '23:00' }],
  });
  expect([later.status, byId(later.body?.reservation_hours, evening._id)?.closes_at]).toEqual([200, '23:00']);
  const noHours = await call(req, 'DELETE', `reservations-settings/hours?hours_id=${evening._id}`);
  expect([noHours.status, byId(noHours.body?.reservation_hours, evening._id)]).toEqual([200, undefined]);

  const block = { from_date: dayAhead(30), to_date: dayAhead(31), reason: 'Private event' };
  const blocked = await call(req, 'POST', 'reservations-settings/block-date', block);
  expect(blocked.status, blocked.text).toBe(201);
  const blockId = (blocked.body?.block_dates as Json[]).find((b) => b.reason === 'Private event')?._id;
  const changed = await call(req, 'PUT', `reservations-settings/block-date?block_date_id=${blockId}`, {
    ...block,
    reason: 'Staff party',
  });
  expect([changed.status, changed.body?.message, byId(changed.body?.block_dates, blockId)?.reason]).toEqual([
    200,
    serverEn.reservationBlockDateSaved,
    'Staff party',
  ]);
  const unblocked = await call(req, 'DELETE', `reservations-settings/block-date?block_date_id=${blockId}`);
  expect([unblocked.status, unblocked.body?.message, unblocked.body?.block_dates]).toEqual([
    200,
    serverEn.reservationBlockDateDeleted,
    [],
  ]);
});

test('the API’s own public reads through the BFF: its OpenAPI 3.1 document and its readiness', async ({ page }) => {
  const req = page.request;
  const doc = await call(req, 'GET', 'openapi.json');
  expect(doc.status).toBe(200);
  expect(doc.body?.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(doc.body?.paths ?? {}).length).toBeGreaterThan(100);

  const ready = await call(req, 'GET', 'ready');
  expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
});
