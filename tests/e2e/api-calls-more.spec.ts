import { AUDIT_EXPORT_COLUMNS } from '../../lib/contract/audit';
import { en as serverEn } from '../../server/i18n/en';
import { call, CARD, dayAhead, type Json } from './api-call';
import { demoMerchant, expect, newMerchant, perFile, signInApi, test, uniqueName } from './support';

/**
 * More of SPEC §7's calls that no screen test makes (issue 21 item 5), each made once through the
 * BFF and its answer checked: the status and a field showing the call did its job. Billing's
 * confirmation, the team, locations, delivery zones, coupons and the audit log; the store setup,
 * integrations, website and reservations are in api-calls-setup.spec.ts.
 */

/** One demo merchant for the tests that need its staff, shifts or second location; each changes things of its own. */
const demo = perFile((page) => demoMerchant(page, 'More Calls Bistro'));

test('billing: a card the bank asks to confirm answers 202 with an action; confirming it makes the plan active', async ({
  page,
}) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Confirm Calls Bistro'));
  const { body: plans } = await call(req, 'GET', 'subscription/plan?period=monthly');
  const premium = plans?.plans.find((p: { name: string }) => p.name === 'Premium');
  // The test provider's card that asks for a confirmation (server/services/billing-cards.ts).
  const pending = await call(req, 'POST', 'subscription', {
    plan_id: premium._id,
    ...CARD,
    card_number: '4000 0025 0000 3155',
  });
  expect([pending.status, pending.body?.message]).toEqual([202, serverEn.paymentNeedsConfirmation]);
  const actionId = pending.body?.requires_action.action_id;
  expect(actionId, pending.text).toBeTruthy();

  const confirmed = await call(req, 'POST', 'subscription/confirm', { action_id: actionId });
  expect([confirmed.status, confirmed.body?.message]).toEqual([
    200,
    serverEn.subscriptionCreated.replace('{plan}', 'Premium'),
  ]);
  expect(confirmed.body?.subscription.plan_name).toBe('Premium');
  expect((await call(req, 'GET', 'subscription')).body?.subscription.plan_name).toBe('Premium');
});

test('team and locations: a member renamed, a shift added then lengthened, a location’s phone changed', async ({
  page,
  baseURL,
}) => {
  await signInApi(page, baseURL, demo().owner);
  const req = page.request;
  const { body: team } = await call(req, 'GET', 'staff');
  const member = team?.staffs.find((s: { role: string }) => s.role === 'employee');
  const lastName = uniqueName('Renamed');
  const edited = await call(req, 'PUT', `staff/${member._id}`, {
    first_name: member.first_name,
    last_name: lastName,
    phone: member.phone ?? undefined,
    role: member.role,
    locations: member.locations.map((l: { location_id: string }) => l.location_id),
    permissions: member.permissions,
    passcodes: member.passcodes,
  });
  expect([edited.status, edited.body?.message, edited.body?.staff.last_name]).toEqual([
    200,
    serverEn.staffUpdated,
    lastName,
  ]);

  // A day no demo shift is on: this test's shift overlaps none.
  const day = dayAhead(200);
  const { body: sheet } = await call(req, 'GET', `timesheet?date=${day}`);
  const worker = sheet?.staff[0];
  expect(worker, 'someone works at the first location').toBeTruthy();
  const shift = { staff_id: worker.staff_id, date: day, from: '02:00' };
  const added = await call(req, 'POST', 'timesheet/add', { ...shift, to: '03:00' });
  expect(added.status, added.text).toBe(201);
  const moved = await call(req, 'PUT', `timesheet/${added.body?.timesheet.id}`, { ...shift, to: '04:30' });
  expect([moved.status, moved.body?.message, moved.body?.timesheet.to, moved.body?.timesheet.minutes]).toEqual([
    200,
    serverEn.timesheetUpdated,
    '04:30',
    150,
  ]);

  const { body: managed } = await call(req, 'GET', 'manage-location');
  const second = managed?.locations.find((l: { name: string }) => l.name === demo().locations.second);
  const a = second.address;
  const saved = await call(req, 'PUT', `manage-location/${second._id}`, {
    name: second.name,
    address: {
      street: a.street,
      city: a.city,
      state_province: a.state_province,
      zip_postal_code: a.zip_postal_code,
      country: a.country,
      geo_location: a.geo_location,
    },
    contact: { phone_number: '5145550123' },
    timezone: second.timezone,
  });
  expect([saved.status, saved.body?.message]).toEqual([200, serverEn.locationSaved]);
  expect(saved.body?.location.contact.phone_number.replace(/\D/g, '')).toContain('5145550123');
});

/** The demo's first location, Vieux-Montréal ([lng, lat]: its pin). */
const STORE: [number, number] = [-73.5562, 45.5029];
const circle = (name: string, delivery_rate: number) => ({
  name,
  map_shape: 'circle',
  radius: 2000,
  locations: { type: 'Point', coordinates: STORE },
  delivery_rate,
  delivery_minimum_amount: 1500,
});
const named = (zones: { _id: string; name: string }[], name: string) => zones.find((z) => z.name === name);

test('delivery zones: one copied to the second location, then deleted; a catering zone added, changed, deleted; exported and imported', async ({
  page,
  baseURL,
}) => {
  await signInApi(page, baseURL, demo().owner);
  const req = page.request;
  const { body: user } = await call(req, 'GET', 'user');
  const second = user?.business.locations.find((l: { name: string }) => l.name === demo().locations.second);

  const name = uniqueName('Copied zone');
  const made = await call(req, 'POST', 'location/delivery-zone', circle(name, 400));
  expect(made.status, made.text).toBe(201);
  const zone = named(made.body?.location.delivery.delivery_zones, name)!;
  const copied = await call(req, 'POST', 'location/delivery-zone/copy', {
    to_location_id: second._id,
    kind: 'delivery',
  });
  expect(copied.status, copied.text).toBe(201);
  expect(copied.body?.location._id).toBe(second._id);
  expect(named(copied.body?.location.delivery.delivery_zones, name)).toBeTruthy();
  expect(copied.body?.message).toBe(
    serverEn.deliveryZonesCopied
      .replace('{count}', String(copied.body?.copied))
      .replace('{location}', demo().locations.second),
  );
  const deleted = await call(req, 'DELETE', `location/delivery-zone?delivery_id=${zone._id}`);
  expect([deleted.status, deleted.body?.message]).toEqual([200, serverEn.deliveryZoneDeleted]);
  expect(named(deleted.body?.location.delivery.delivery_zones, name)).toBeUndefined();

  const cateringName = uniqueName('Catering zone');
  const catering = await call(req, 'POST', 'location/catering-delivery-zone', circle(cateringName, 900));
  expect([catering.status, catering.body?.message]).toEqual([201, serverEn.deliveryZoneCreated]);
  const cateringZone = named(catering.body?.location.catering.delivery_zones, cateringName)!;
  expect(cateringZone, catering.text).toBeTruthy();
  const changed = await call(
    req,
    'PUT',
    `location/catering-delivery-zone?delivery_id=${cateringZone._id}`,
    circle(cateringName, 1200),
  );
  expect([changed.status, changed.body?.message]).toEqual([200, serverEn.deliveryZoneUpdated]);
  expect(named(changed.body?.location.catering.delivery_zones, cateringName)).toMatchObject({ delivery_rate: 1200 });
  const gone = await call(req, 'DELETE', `location/catering-delivery-zone?delivery_id=${cateringZone._id}`);
  expect([gone.status, gone.body?.message]).toEqual([200, serverEn.deliveryZoneDeleted]);
  expect(named(gone.body?.location.catering.delivery_zones, cateringName)).toBeUndefined();

  // The location's delivery zones as GeoJSON, read back in as catering zones.
  const exported = await call(req, 'GET', 'location/delivery-zone/export?kind=delivery');
  expect([exported.status, exported.body?.type]).toEqual([200, 'FeatureCollection']);
  const count = (exported.body?.features as Json[]).length;
  expect(count).toBeGreaterThan(0);
  const imported = await call(req, 'POST', 'location/delivery-zone/import?kind=catering', exported.body);
  expect([imported.status, imported.body?.message]).toEqual([
    201,
    serverEn.deliveryZonesImported.replace('{count}', String(count)),
  ]);
  expect(imported.body?.location.catering.delivery_zones.length).toBeGreaterThanOrEqual(count);
});

test('coupons and the audit log: a coupon edited, its history, the log filtered, its people, its CSV', async ({
  page,
}) => {
  const req = page.request;
  await newMerchant(page, uniqueName('Audit Calls Bistro'));
  const code = `AUD${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const made = await call(req, 'POST', 'coupon', { code, kind: 'percent', amount: 10 });
  expect(made.status, made.text).toBe(201);
  const id = made.body?.coupon._id;
  const edited = await call(req, 'PUT', `coupon/${id}`, { code, kind: 'percent', amount: 15 });
  expect([edited.status, edited.body?.message, edited.body?.coupon.amount]).toEqual([200, serverEn.couponUpdated, 15]);

  // The change just made is in the coupon's history, with the field it changed (a percent coupon's amount is `percent`).
  const history = await call(req, 'GET', `audit/coupon/${id}`);
  expect(history.status, history.text).toBe(200);
  const entries = history.body?.entries as Json[];
  expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update']));
  expect(entries.find((e) => e.action === 'update')?.changes).toContainEqual(
    expect.objectContaining({ field: 'percent', before: 10, after: 15 }),
  );

  // Yesterday to tomorrow: today on the location's clock, whatever the runner's zone.
  const range = `from=${dayAhead(-1)}&to=${dayAhead(1)}`;
  const filtered = await call(req, 'GET', `audit?entity_type=coupon&action=update&${range}`);
  expect(filtered.status, filtered.text).toBe(200);
  const rows = filtered.body?.entries as Json[];
  expect(rows.map((e) => e.entity_id)).toContain(id);
  expect(rows.every((e) => e.entity_type === 'coupon' && e.action === 'update')).toBe(true);

  const actors = await call(req, 'GET', 'audit/actors');
  expect(actors.status).toBe(200);
  expect(actors.body?.actors.map((a: Json) => a.name)).toContain('Sam Shell');

  const csv = await req.get(`/api/v1/audit/export?entity_type=coupon&${range}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(lines[0]).toBe(AUDIT_EXPORT_COLUMNS.join(','));
  expect(lines.some((l) => l.includes(id))).toBe(true);
});
