/** Reference API: manage locations (GET/POST manage-location, PUT/DELETE /{id}, business search and verify). */
import { eq } from 'drizzle-orm';
import {
  businessSearchReply,
  manageLocationReply,
  manageLocationsReply,
  publicLocationsReply,
  PREMIUM_PLAN,
  userReply,
} from '@/lib/contract';
import {
  businesses,
  categories,
  items,
  locations,
  locationSettings,
  openingHours,
  staff,
  staffLocations,
  taxes,
} from '@/server/db/schema';
import { stableId } from '@/server/lib/ids';
import { addItemRows, addLocation } from '@/server/testing-fixtures';
import { api, client, signInStaff, type Owner } from './helpers/test-api';
import { startTestApi } from './helpers/test-api';

startTestApi();

async function premiumOwner(): Promise<Owner> {
  const m = await client.registerBusiness();
  await api.db.update(businesses).set({ planName: PREMIUM_PLAN }).where(eq(businesses.id, m.businessId));
  return m;
}

const branch = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: {
    street: '200 Rue Saint-Paul',
    city: 'Montréal',
    state_province: stableId('state', 'CA-QC'),
    zip_postal_code: 'H2Y 1Z8',
    country: stableId('country', 'CA'),
    geo_location: { type: 'Point', coordinates: [-73.55, 45.51] },
  },
  contact: { phone_number: '5145550199' },
  timezone: 'America/Toronto',
  ...extra,
});

const list = async (token: string) =>
  manageLocationsReply.parse((await client.call('GET', 'manage-location', { token })).body);

describe('manage locations', () => {
  test('list with the multi-location page; the public page lists every location signed out', async () => {
    const m = await premiumOwner();
    const reply = await list(m.token);
    const [slug] = await api.db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.id, m.businessId));
    expect(reply.multi_location_url).toBe(`/locations/${slug!.slug}`);
    expect(reply.locations.map((l) => l.is_primary)).toEqual([true]);

    await client.call('POST', 'manage-location', { token: m.token, body: branch('Vieux-Port') });
    const open = await client.call('GET', `public/locations?slug=${slug!.slug}`);
    expect(open.status).toBe(200);
    const page = publicLocationsReply.parse(open.body);
    expect(page.locations.map((l) => l.name)).toEqual([reply.locations[0]!.name, 'Vieux-Port']);
    expect(page.locations[1]).toMatchObject({ city: 'Montréal', state: 'Quebec', phone_number: '5145550199' });
    expect((await client.call('GET', 'public/locations?slug=no-such-business')).status).toBe(404);
  });

  test('add: server field errors per field, and nothing is written', async () => {
    const m = await premiumOwner();
    const bad = await client.call('POST', 'manage-location', {
      token: m.token,
      lang: 'fr',
      body: branch('', {
        timezone: 'Mars/Olympus',
        address: { ...branch('x').address, zip_postal_code: '12345' },
        contact: { phone_number: '12' },
      }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['contact.phone_number', 'name']);
    const zone = await client.call('POST', 'manage-location', {
      token: m.token,
      body: branch('Zone', { timezone: 'Mars/Olympus', address: { ...branch('x').address, zip_postal_code: '12345' } }),
    });
    expect(zone.status).toBe(422);
    expect(Object.keys(zone.body.errors).sort()).toEqual(['address.zip_postal_code', 'timezone']);
    expect((await list(m.token)).locations).toHaveLength(1);
  });

  test('add copied from the first location: hours, order settings, taxes and menu are present at the new one', async () => {
    const m = await premiumOwner();
    const first = m.locationId;
    await api.db.insert(openingHours).values([
      { businessId: m.businessId, locationId: first, type: 'business', day: 1, opensAt: 660, closesAt: 1320 },
      { businessId: m.businessId, locationId: first, type: 'pickup', day: 1, opensAt: 690, closesAt: 1290 },
    ]);
    await api.db.insert(locationSettings).values({
      businessId: m.businessId,
      locationId: first,
      kind: 'order',
      data: { marker: 'copied' },
    });
    const [tps] = await api.db
      .insert(taxes)
      .values({ businessId: m.businessId, locationId: first, name: 'TPS', rateMilli: 5000, isDefault: true })
      .returning();
    await addItemRows(api, { businessId: m.businessId, locationId: first }, [
      { name: 'Poutine', price: 1200, taxIds: [tps!.id], customTax: true },
    ]);

    const res = await client.call('POST', 'manage-location', {
      token: m.token,
      body: branch('Plateau', { copy_from: first }),
    });
    expect(res.status).toBe(201);
    const created = manageLocationReply.parse(res.body);
    expect(created).toMatchObject({ location: { name: 'Plateau', is_primary: false }, message: 'Location added.' });
    const at = created.location._id;

    const hours = await api.db.select().from(openingHours).where(eq(openingHours.locationId, at));
    expect(hours.map((h) => [h.type, h.day, h.opensAt, h.closesAt]).sort()).toEqual([
      ['business', 1, 660, 1320],
      ['pickup', 1, 690, 1290],
    ]);
    const settings = await api.db.select().from(locationSettings).where(eq(locationSettings.locationId, at));
    expect(settings.map((s) => [s.kind, s.data])).toEqual([['order', { marker: 'copied' }]]);
    const newTaxes = await api.db.select().from(taxes).where(eq(taxes.locationId, at));
    expect(newTaxes.map((t) => [t.name, t.rateMilli, t.isDefault])).toEqual([['TPS', 5000, true]]);
    const newItems = await api.db.select().from(items).where(eq(items.locationId, at));
    // The copied item charges the new location's own TPS, not the first location's.
    expect(newItems.map((i) => [i.name, i.price, i.taxIds])).toEqual([['Poutine', 1200, [newTaxes[0]!.id]]]);
    expect(await api.db.select().from(categories).where(eq(categories.locationId, at))).toHaveLength(1);

    // Without copy_from the new location starts empty; GET user's locations show it at once.
    const empty = manageLocationReply.parse(
      (await client.call('POST', 'manage-location', { token: m.token, body: branch('Empty') })).body,
    );
    expect(await api.db.select().from(taxes).where(eq(taxes.locationId, empty.location._id))).toEqual([]);
    const me = userReply.parse((await client.call('GET', 'user', { token: m.token })).body);
    expect(me.business?.locations.map((l) => l.name)).toEqual(expect.arrayContaining(['Plateau', 'Empty']));
  });

  test("copy_from another business's location is a field error", async () => {
    const m = await premiumOwner();
    const other = await premiumOwner();
    const res = await client.call('POST', 'manage-location', {
      token: m.token,
      body: branch('Sneaky', { copy_from: other.locationId }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ copy_from: ['Choose one of your locations to copy from.'] });
    expect((await list(m.token)).locations).toHaveLength(1);
  });

  test('edit; delete refused for the only and the primary location with a reason; another location deleted', async () => {
    const m = await premiumOwner();
    const only = await client.call('DELETE', `manage-location/${m.locationId}`, { token: m.token });
    expect(only).toMatchObject({
      status: 409,
      body: { message: 'This is your only location: a business needs at least one.' },
    });
    const second = manageLocationReply.parse(
      (await client.call('POST', 'manage-location', { token: m.token, body: branch('Second') })).body,
    ).location._id;
    const primary = await client.call('DELETE', `manage-location/${m.locationId}`, { token: m.token, lang: 'fr' });
    expect(primary).toMatchObject({
      status: 409,
      body: { message: 'C’est votre établissement principal : il ne peut pas être supprimé.' },
    });
    const put = await client.call('PUT', `manage-location/${second}`, { token: m.token, body: branch('Renamed') });
    expect(manageLocationReply.parse(put.body).location.name).toBe('Renamed');
    expect((await client.call('DELETE', `manage-location/${second}`, { token: m.token })).status).toBe(200);
    expect((await list(m.token)).locations.map((l) => l._id)).toEqual([m.locationId]);

    const other = await premiumOwner();
    const theirs = await addLocation(api, other.businessId);
    expect((await client.call('DELETE', `manage-location/${theirs}`, { token: m.token })).status).toBe(404);
    expect((await client.call('PUT', `manage-location/${theirs}`, { token: m.token, body: branch('X') })).status).toBe(
      404,
    );
    expect(await api.db.select().from(locations).where(eq(locations.id, theirs))).toHaveLength(1);
  });

  test('link an existing business by its owner’s e-mail and the mailed code', async () => {
    const m = await premiumOwner();
    const other = await client.registerBusiness({ name: 'Chez Other' });
    await api.db.insert(openingHours).values({
      businessId: other.businessId,
      locationId: other.locationId,
      type: 'business',
      day: 3,
      opensAt: 600,
      closesAt: 1200,
    });

    const unknown = await client.call('GET', 'business/search?email=nobody%40example.test', { token: m.token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ email: ['No business signs in with this e-mail address.'] });
    const own = await client.call('GET', `business/search?email=${encodeURIComponent(m.email)}`, { token: m.token });
    expect(own.body.errors).toEqual({ email: ['This is your own business.'] });

    const found = await client.call('GET', `business/search?email=${encodeURIComponent(other.email)}`, {
      token: m.token,
    });
    expect(found.status).toBe(200);
    expect(businessSearchReply.parse(found.body).business).toEqual({ _id: other.businessId, name: 'Chez Other' });
    const code = await client.lastCode(other.email);

    const wrong = await client.call('GET', `manage-location/verify?code=${code === '000000' ? '111111' : '000000'}`, {
      token: m.token,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    // Another business cannot use the code.
    const third = await premiumOwner();
    expect((await client.call('GET', `manage-location/verify?code=${code}`, { token: third.token })).status).toBe(422);

    const linked = await client.call('GET', `manage-location/verify?code=${code}`, { token: m.token });
    expect(linked.status).toBe(200);
    const location = manageLocationReply.parse(linked.body).location;
    expect(location).toMatchObject({ name: expect.any(String), is_primary: false });
    expect((await list(m.token)).locations.map((l) => l._id)).toContain(location._id);
    const hours = await api.db.select().from(openingHours).where(eq(openingHours.locationId, location._id));
    expect(hours.map((h) => [h.day, h.opensAt, h.closesAt])).toEqual([[3, 600, 1200]]);
    // The other owner joins as a manager of that location; their own business is untouched.
    const [member] = await api.db.select().from(staff).where(eq(staff.businessId, m.businessId));
    expect(member).toMatchObject({ role: 'manager' });
    expect(await api.db.select().from(staffLocations).where(eq(staffLocations.staffId, member!.id))).toEqual([
      { staffId: member!.id, locationId: location._id },
    ]);
    expect(await api.db.select().from(locations).where(eq(locations.businessId, other.businessId))).toHaveLength(1);
    // A code is used once.
    expect((await client.call('GET', `manage-location/verify?code=${code}`, { token: m.token })).status).toBe(422);
  });

  test('a business not on Premium is refused with a reason; an employee without the flag gets 403', async () => {
    const plain = await client.registerBusiness();
    const res = await client.call('GET', 'manage-location', { token: plain.token });
    expect(res).toMatchObject({
      status: 403,
      body: {
        message: 'Managing several locations is part of the Premium plan. Change your plan on the Billing page.',
      },
    });
    expect((await client.call('POST', 'manage-location', { token: plain.token, body: branch('No') })).status).toBe(403);
    expect(await api.db.select().from(locations).where(eq(locations.businessId, plain.businessId))).toHaveLength(1);

    const m = await premiumOwner();
    const token = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    const refused = await client.call('GET', 'manage-location', { token });
    expect(refused).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this.' } });
  });

  test('a manager with the flag adds a location and is assigned to it', async () => {
    const m = await premiumOwner();
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { location: true },
    });
    const res = await client.call('POST', 'manage-location', { token, body: branch('Managed') });
    expect(res.status).toBe(201);
    expect((await list(token)).locations.map((l) => l.name)).toContain('Managed');
  });
});
