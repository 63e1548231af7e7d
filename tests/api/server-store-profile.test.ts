/** Reference API: GET/PATCH business/info and PUT location/{id} (the store profile tab, issue 12). */
import { businessInfoReply, locationReply, locationsReply, userReply, type LocationRequest } from '@/lib/contract';
import { stableId } from '@/server/lib/ids';
import { addLocation } from '@/server/testing-fixtures';
import { api, client, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

const QC = stableId('state', 'CA-QC');
const CA = stableId('country', 'CA');

/** A location body that the API takes; `change` overrides parts of it. */
function locationBody(change: (b: LocationRequest) => void = () => {}): LocationRequest {
  const body: LocationRequest = {
    name: 'Old Port',
    address: {
      street: '200 Rue Saint-Paul Ouest',
      city: 'Montréal',
      state_province: QC,
      zip_postal_code: 'h2y1z8',
      country: CA,
      geo_location: { type: 'Point', coordinates: [-73.5547, 45.5017] },
    },
    contact: { phone_number: '(514) 555-0123' },
    timezone: 'America/Toronto',
  };
  change(body);
  return body;
}

const locationsOf = async (token: string) =>
  locationsReply.parse((await client.call('GET', 'location', { token })).body).locations;

describe('business info', () => {
  test('GET answers the business line; PATCH changes the given fields and they read back', async () => {
    const m = await client.registerBusiness({ name: 'Chez Marie' });
    const got = businessInfoReply.parse((await client.call('GET', 'business/info', { token: m.token })).body);
    expect(got.business_info).toMatchObject({ name: 'Chez Marie', website: null, phone_number: null });
    expect(got.business_info.type_details?.name).toBe('Restaurant');

    const cafe = stableId('business-type', 'Cafe');
    const patch = await client.call('PATCH', 'business/info', {
      token: m.token,
      body: {
        name: '  Chez Marie et fils ',
        type: cafe,
        website: 'chezmarie.ca',
        email: 'Contact@ChezMarie.ca',
        phone_number: '+1 (514) 555-0199',
      },
    });
    expect(patch.status).toBe(200);
    expect(businessInfoReply.parse(patch.body)).toEqual({
      business_info: {
        _id: m.businessId,
        name: 'Chez Marie et fils',
        type: cafe,
        type_details: { _id: cafe, name: 'Cafe' },
        website: 'chezmarie.ca',
        email: 'contact@chezmarie.ca',
        phone_number: '5145550199',
      },
      message: 'Business details saved.',
    });
    // Absent fields stay; "" clears the website.
    await client.call('PATCH', 'business/info', { token: m.token, body: { website: '' } });
    const again = businessInfoReply.parse((await client.call('GET', 'business/info', { token: m.token })).body);
    expect(again.business_info).toMatchObject({
      name: 'Chez Marie et fils',
      website: null,
      phone_number: '5145550199',
    });
    // GET user names the business as renamed.
    const me = userReply.parse((await client.call('GET', 'user', { token: m.token })).body);
    expect(me.business?.name).toBe('Chez Marie et fils');
  });

  test('each rule answers on its field, translated, and nothing changes', async () => {
    const m = await client.registerBusiness({ name: 'Rules Bistro' });
    const bad = await client.call('PATCH', 'business/info', {
      token: m.token,
      lang: 'fr',
      body: { name: 'x'.repeat(65), email: 'not-an-email', website: 'nope', phone_number: '123', type: 'zzz' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['Utilisez au plus 64 caractères.'],
      email: [expect.stringMatching(/adresse/i)],
      website: [expect.any(String)],
      phone_number: [expect.any(String)],
    });
    const unknownType = await client.call('PATCH', 'business/info', { token: m.token, body: { type: 'zzz' } });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.errors).toEqual({ type: ['Choose one of the options.'] });
    const blank = await client.call('PATCH', 'business/info', { token: m.token, body: { name: '   ' } });
    expect(blank.body.errors).toEqual({ name: ['This field is required.'] });
    const info = businessInfoReply.parse((await client.call('GET', 'business/info', { token: m.token })).body);
    expect(info.business_info.name).toBe('Rules Bistro');
    expect(info.business_info.type_details?.name).toBe('Restaurant');
  });
});

describe('PUT location/{id}', () => {
  test('saves the whole profile, postal code as the country writes it; GET location and GET user read it back', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('PUT', `location/${m.locationId}`, { token: m.token, body: locationBody() });
    expect(res.status).toBe(200);
    const saved = locationReply.parse(res.body);
    expect(saved.message).toBe('Location saved.');
    expect(saved.location).toMatchObject({
      _id: m.locationId,
      name: 'Old Port',
      is_primary: true,
      address: {
        street: '200 Rue Saint-Paul Ouest',
        city: 'Montréal',
        state_province: QC,
        state_province_details: { name: 'Quebec' },
        zip_postal_code: 'H2Y 1Z8',
        country: CA,
        geo_location: { type: 'Point', coordinates: [-73.5547, 45.5017] },
      },
      contact: { phone_number: '5145550123' },
      timezone: 'America/Toronto',
    });
    expect((await locationsOf(m.token)).find((l) => l._id === m.locationId)).toEqual(saved.location);
    // The shell's location switcher reads GET user: the new zone and position are there.
    const me = userReply.parse((await client.call('GET', 'user', { token: m.token })).body);
    const current = me.business?.locations.find((l) => l._id === m.locationId);
    expect(current?.timezone).toBe('America/Toronto');
    expect(current?.address.geo_location?.coordinates).toEqual([-73.5547, 45.5017]);

    // Moving the pin and changing the zone later shows too; null removes the position.
    await client.call('PUT', `location/${m.locationId}`, {
      token: m.token,
      body: locationBody((b) => {
        b.timezone = 'America/Vancouver';
        b.address.geo_location = { type: 'Point', coordinates: [-123.1207, 49.2827] };
      }),
    });
    const moved = (await locationsOf(m.token))[0]!;
    expect([moved.timezone, moved.address.geo_location?.coordinates]).toEqual([
      'America/Vancouver',
      [-123.1207, 49.2827],
    ]);
    await client.call('PUT', `location/${m.locationId}`, {
      token: m.token,
      body: locationBody((b) => (b.address.geo_location = null)),
    });
    expect((await locationsOf(m.token))[0]!.address.geo_location).toBeNull();
  });

  test.each([
    [
      'a name of 65 characters',
      (b: LocationRequest) => (b.name = 'x'.repeat(65)),
      'name',
      'Use at most 64 characters.',
    ],
    [
      'a postal code that is not the country’s',
      (b: LocationRequest) => (b.address.zip_postal_code = '90210'),
      'address.zip_postal_code',
      'Enter a Canadian postal code like A1A 1A1.',
    ],
    [
      'an unknown time zone',
      (b: LocationRequest) => (b.timezone = 'Mars/Olympus_Mons'),
      'timezone',
      'Choose a time zone from the list.',
    ],
    [
      'a longitude out of range',
      (b: LocationRequest) => (b.address.geo_location = { type: 'Point', coordinates: [-200, 45] }),
      'address.geo_location.coordinates.0',
      'Enter a longitude between -180 and 180.',
    ],
    [
      'a latitude out of range',
      (b: LocationRequest) => (b.address.geo_location = { type: 'Point', coordinates: [-73, 91] }),
      'address.geo_location.coordinates.1',
      'Enter a latitude between -90 and 90.',
    ],
    [
      'a province of another country',
      (b: LocationRequest) => (b.address.state_province = stableId('state', 'US-NY')),
      'address.state_province',
      'Choose a state or province of the selected country.',
    ],
    [
      'a bad phone',
      (b: LocationRequest) => (b.contact.phone_number = '555'),
      'contact.phone_number',
      'Enter a valid phone number.',
    ],
    [
      'a street of 181 characters',
      (b: LocationRequest) => (b.address.street = 's'.repeat(181)),
      'address.street',
      'Use at most 180 characters.',
    ],
  ])('refuses %s on its field and changes nothing', async (_, change, field, text) => {
    const m = await client.registerBusiness();
    const before = await locationsOf(m.token);
    const res = await client.call('PUT', `location/${m.locationId}`, { token: m.token, body: locationBody(change) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [text] });
    expect(await locationsOf(m.token)).toEqual(before);
  });

  test('field errors are in the caller’s language', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('PUT', `location/${m.locationId}`, {
      token: m.token,
      lang: 'fr-CA',
      body: locationBody((b) => {
        b.timezone = 'Nowhere/Else';
        b.address.zip_postal_code = '123';
      }),
    });
    expect(res.body.errors).toEqual({
      timezone: ['Choisissez un fuseau horaire dans la liste.'],
      'address.zip_postal_code': [expect.stringMatching(/code postal/i)],
    });
  });

  test('a US location takes a ZIP and its state; a zone of the runtime list is taken', async () => {
    const m = await client.registerBusiness({ country: 'US' });
    const res = await client.call('PUT', `location/${m.locationId}`, {
      token: m.token,
      body: locationBody((b) => {
        b.address = {
          ...b.address,
          state_province: stableId('state', 'US-NY'),
          country: 'us',
          zip_postal_code: '10001-1234',
        };
        b.timezone = 'America/New_York';
      }),
    });
    expect(res.status).toBe(200);
    expect(locationReply.parse(res.body).location.address).toMatchObject({
      zip_postal_code: '10001-1234',
      country_details: { code: 'US' },
    });
  });

  test("another business's location is 404 and unchanged", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const before = await locationsOf(other.token);
    const res = await client.call('PUT', `location/${other.locationId}`, { token: m.token, body: locationBody() });
    expect(res).toMatchObject({ status: 404, body: { message: 'This location is not available to you.' } });
    expect(await locationsOf(other.token)).toEqual(before);
    // An id that does not exist reads the same.
    expect((await client.call('PUT', 'location/nope', { token: m.token, body: locationBody() })).status).toBe(404);
  });

  test('staff reach only the locations assigned to them; without setup nor location they are refused 403', async () => {
    const m = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const manager = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { setup: true },
    });
    expect(
      (await client.call('PUT', `location/${m.locationId}`, { token: manager, body: locationBody() })).status,
    ).toBe(200);
    const before = await locationsOf(m.token);
    const unassigned = await client.call('PUT', `location/${second}`, { token: manager, body: locationBody() });
    expect(unassigned.status).toBe(404);
    expect(await locationsOf(m.token)).toEqual(before);

    const employee = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { setup: false, location: false },
    });
    const refused = await client.call('PUT', `location/${m.locationId}`, {
      token: employee,
      body: locationBody((b) => (b.name = 'Hijacked')),
    });
    expect(refused).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this.' } });
    expect((await client.call('GET', 'business/info', { token: employee })).status).toBe(403);
    expect((await client.call('PATCH', 'business/info', { token: employee, body: { name: 'Hijacked' } })).status).toBe(
      403,
    );
    expect((await locationsOf(m.token)).map((l) => l.name)).not.toContain('Hijacked');
    const info = businessInfoReply.parse((await client.call('GET', 'business/info', { token: m.token })).body);
    expect(info.business_info.name).not.toBe('Hijacked');
  });
});
