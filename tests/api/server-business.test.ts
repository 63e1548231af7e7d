/** Reference API: POST business/register. */
import { businessRegisterReply, userReply } from '@/lib/contract';
import { businessTypeId, countryId, stateId } from '@/server/db/reference-data';
import { client, loginDemo, startTestApi } from './helpers/test-api';

// Reference ids are stable (the same on every database), so the tables below can use them.
const restaurantId = businessTypeId('Restaurant');
const ca = { _id: countryId('CA') };
const us = { _id: countryId('US') };
const state = (country: 'CA' | 'US', code: string) => stateId(country, code);

startTestApi({ seed: true });

function body(over: Record<string, unknown> = {}, address: Record<string, unknown> = {}) {
  return {
    name: 'Chez Léa Café',
    type: restaurantId,
    location_name: 'Plateau',
    website: 'chezlea.example',
    phone_number: '(514) 555-0142',
    address: {
      street: '100 Avenue du Mont-Royal Est',
      city: 'Montréal',
      state_province: state('CA', 'QC'),
      zip_postal_code: 'H2T 1N6',
      country: ca._id,
      ...address,
    },
    ...over,
  };
}

test('creates the business with its primary location; the owner then sees it', async () => {
  const { token } = await client.signUp();
  const res = await client.call('POST', 'business/register', { token, body: body() });
  expect(res.status).toBe(201);
  const { business, message } = businessRegisterReply.parse(res.body);
  expect(message).toBeTruthy();
  expect(business).toMatchObject({
    name: 'Chez Léa Café',
    type: restaurantId,
    type_details: { name: 'Restaurant' },
    slug: 'chez-lea-cafe',
    website: 'chezlea.example',
    location_name: 'Plateau',
    subscription: { plan_name: null, feature_availability: { website_manager: false } },
  });
  expect(business.code).toMatch(/^[A-Z2-9]{6}$/);
  expect(business.locations).toHaveLength(1);
  expect(business.locations[0]).toMatchObject({
    name: 'Plateau',
    is_primary: true,
    timezone: 'America/Toronto',
    contact: { phone_number: '5145550142' },
    address: { state_province_details: { name: 'Quebec' }, country_details: { code: 'CA', currency: 'CAD' } },
  });

  const me = userReply.parse((await client.call('GET', 'user', { token })).body);
  expect(me.user).toMatchObject({ role: 'owner', business: business._id, location: business.locations[0]!._id });
  expect(me.user.onboard_status).toMatchObject({ total: 7, completed: 0 });
  expect((await client.call('GET', 'getting-started', { token })).status).toBe(200);
});

test('a second business for the same account is a 409; so is one for staff', async () => {
  const { token } = await client.signUp();
  expect((await client.call('POST', 'business/register', { token, body: body() })).status).toBe(201);
  const again = await client.call('POST', 'business/register', { token, body: body() });
  expect(again.status).toBe(409);
  expect(again.body.message).toBeTruthy();
  const staff = await loginDemo('staff');
  expect((await client.call('POST', 'business/register', { token: staff, body: body() })).status).toBe(409);
});

test('slugs stay unique and the time zone follows the state', async () => {
  const a = await client.signUp();
  const b = await client.signUp();
  const first = await client.call('POST', 'business/register', {
    token: a.token,
    body: body({ name: 'Taco Loco' }, { state_province: state('US', 'CA'), country: us._id, zip_postal_code: '94103' }),
  });
  const second = await client.call('POST', 'business/register', {
    token: b.token,
    body: body(
      { name: 'Taco  Loco!' },
      { state_province: state('US', 'AZ'), country: us._id, zip_postal_code: '85004' },
    ),
  });
  expect(first.body.business.slug).toBe('taco-loco');
  expect(second.body.business.slug).toBe('taco-loco-2');
  expect(first.body.business.locations[0].timezone).toBe('America/Los_Angeles');
  expect(second.body.business.locations[0].timezone).toBe('America/Phoenix');
  expect(second.body.business.locations[0].address.country_details.currency).toBe('USD');
});

test('a Canadian postal code is kept upper case with its space; a ZIP+4 as sent', async () => {
  const a = await client.signUp();
  const ca = await client.call('POST', 'business/register', {
    token: a.token,
    body: body({}, { zip_postal_code: ' h2t1n6 ' }),
  });
  expect(ca.status).toBe(201);
  expect(ca.body.business.locations[0].address.zip_postal_code).toBe('H2T 1N6');
  const b = await client.call('POST', 'business/register', {
    token: (await client.signUp()).token,
    body: body({}, { country: us._id, state_province: state('US', 'NY'), zip_postal_code: '10001-1234' }),
  });
  expect(b.status).toBe(201);
  expect(b.body.business.locations[0].address.zip_postal_code).toBe('10001-1234');
});

test('the type may be given by name and the country by code', async () => {
  const { token } = await client.signUp();
  const res = await client.call('POST', 'business/register', {
    token,
    body: body({ type: 'bakery' }, { country: 'CA' }),
  });
  expect(res.status).toBe(201);
  expect(res.body.business.type_details.name).toBe('Bakery');
});

describe('validation', () => {
  let token = '';
  beforeAll(async () => {
    token = (await client.signUp()).token;
  });

  test.each([
    ['name', body({ name: 'x'.repeat(65) }), 'Use at most 64 characters.'],
    ['name', body({ name: '  ' }), 'This field is required.'],
    ['address.street', body({}, { street: 'x'.repeat(181) }), 'Use at most 180 characters.'],
    ['address.street', body({}, { street: 'x'.repeat(170), city: 'y'.repeat(10) }), 'Use at most 180 characters.'],
    ['address.city', body({}, { city: '' }), 'This field is required.'],
    ['phone_number', body({ phone_number: '555' }), 'Enter a valid phone number.'],
    ['website', body({ website: 'not a url' }), 'Enter a valid web address.'],
  ])('422 on %s', async (field, payload, text) => {
    const res = await client.call('POST', 'business/register', { token, body: payload });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([text]);
  });

  test('a state of another country is a 422 on address.state_province', async () => {
    const res = await client.call('POST', 'business/register', {
      token,
      body: body({}, { state_province: state('US', 'TX') }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['address.state_province']).toEqual(['Choose a state or province of the selected country.']);
    const fr = await client.call('POST', 'business/register', {
      token,
      lang: 'fr',
      body: body({}, { state_province: 'nope' }),
    });
    expect(fr.body.errors['address.state_province']).toEqual([
      'Choisissez une province ou un État du pays sélectionné.',
    ]);
  });

  test('an unknown type or country is a 422 on that field', async () => {
    const res = await client.call('POST', 'business/register', {
      token,
      body: body({ type: 'Spaceport' }, { country: 'ffffffffffffffffffffffff' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toEqual(['Choose one of the options.']);
    expect(res.body.errors['address.country']).toEqual(['Choose one of the options.']);
  });

  test('French field texts', async () => {
    const res = await client.call('POST', 'business/register', {
      token,
      lang: 'fr',
      body: body({ name: 'x'.repeat(65) }),
    });
    expect(res.body.errors.name).toEqual(['Utilisez au plus 64 caractères.']);
  });

  test.each([
    ['CA', { zip_postal_code: '12345' }, 'Enter a Canadian postal code like A1A 1A1.'],
    ['CA', { zip_postal_code: 'H2T 1N' }, 'Enter a Canadian postal code like A1A 1A1.'],
    [
      'US',
      { country: us._id, state_province: state('US', 'NY'), zip_postal_code: 'H2T 1N6' },
      'Enter a ZIP code of 5 digits, or ZIP+4 like 12345-6789.',
    ],
    [
      'US',
      { country: us._id, state_province: state('US', 'NY'), zip_postal_code: '1234' },
      'Enter a ZIP code of 5 digits, or ZIP+4 like 12345-6789.',
    ],
    [
      'US',
      { country: us._id, state_province: state('US', 'NY'), zip_postal_code: '12345-67' },
      'Enter a ZIP code of 5 digits, or ZIP+4 like 12345-6789.',
    ],
  ])('a postal code not of the country (%s) is a 422 on address.zip_postal_code', async (_, address, text) => {
    const res = await client.call('POST', 'business/register', { token, body: body({}, address) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'address.zip_postal_code': [text] });
  });

  test('the postal code error in French; any code longer than 12 characters is refused', async () => {
    const fr = await client.call('POST', 'business/register', {
      token,
      lang: 'fr',
      body: body({}, { zip_postal_code: 'HHH 111' }),
    });
    expect(fr.body.errors['address.zip_postal_code']).toEqual(['Entrez un code postal canadien comme A1A 1A1.']);
    const long = await client.call('POST', 'business/register', {
      token,
      body: body({}, { zip_postal_code: '1'.repeat(13) }),
    });
    expect(long.body.errors['address.zip_postal_code']).toEqual(['Use at most 12 characters.']);
  });

  test('401 without a token; a foreign business query is a 404', async () => {
    expect((await client.call('POST', 'business/register', { body: body() })).status).toBe(401);
    const res = await client.call('POST', 'business/register', {
      token,
      body: body(),
      business: 'ffffffffffffffffffffffff',
    });
    expect(res.status).toBe(404);
  });
});
