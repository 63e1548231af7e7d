import type { Location } from '@/lib/contract';
import { businessForm, locationForm } from '@/components/store-setup/profile/schema';
import {
  BUSINESS_FIELDS,
  businessRequest,
  locationValues,
  parseDegrees,
  type LocationFormIn,
} from '@/components/store-setup/profile/values';
import { businessInfoRequest } from '@/lib/contract/store-profile';

const codes: Record<string, string> = { ca: 'CA', us: 'US' };
const schema = locationForm((id) => codes[id]);

function values(change: (v: LocationFormIn) => void = () => {}): LocationFormIn {
  const v: LocationFormIn = {
    name: 'Old Port',
    address: {
      street: '200 Rue Saint-Paul',
      city: 'Montréal',
      state_province: 'qc',
      zip_postal_code: 'h2y1z8',
      country: 'ca',
      geo_location: { coordinates: ['-73.5547', '45,5017'] },
    },
    contact: { phone_number: '(514) 555-0123' },
    timezone: 'America/Toronto',
  };
  change(v);
  return v;
}

const issues = (v: LocationFormIn) => {
  const r = schema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('parseDegrees', () => {
  test.each([
    ['45.5', 45.5],
    [' -73,25 ', -73.25],
    ['', null],
    ['  ', null],
    ['45.5N', undefined],
    ['1e3', undefined],
  ])('%p → %p', (text, n) => expect(parseDegrees(text)).toBe(n));
});

describe('location form', () => {
  test('sends the request PUT location/{id} takes: postal code as the country writes it, [lng, lat] as numbers', () => {
    const out = schema.parse(values());
    expect(out.address).toMatchObject({
      zip_postal_code: 'H2Y 1Z8',
      geo_location: { type: 'Point', coordinates: [-73.5547, 45.5017] },
    });
    expect(out.contact.phone_number).toBe('5145550123');
  });

  test('no position at all is sent as null', () => {
    expect(
      schema.parse(values((v) => (v.address.geo_location.coordinates = ['', '']))).address.geo_location,
    ).toBeNull();
  });

  test('one coordinate without the other asks for the other', () => {
    expect(issues(values((v) => (v.address.geo_location.coordinates = ['-73.5', ''])))).toEqual({
      'address.geo_location.coordinates.1': 'validation.required',
    });
  });

  test('out of range or not a number is refused on that coordinate', () => {
    expect(issues(values((v) => (v.address.geo_location.coordinates = ['-181', '91'])))).toEqual({
      'address.geo_location.coordinates.0': 'validation.longitude',
      'address.geo_location.coordinates.1': 'validation.latitude',
    });
    expect(issues(values((v) => (v.address.geo_location.coordinates = ['west', '45'])))).toEqual({
      'address.geo_location.coordinates.0': 'validation.longitude',
    });
  });

  test("the postal code follows the chosen country's rule", () => {
    expect(issues(values((v) => (v.address.zip_postal_code = '10001')))).toEqual({
      'address.zip_postal_code': 'validation.postalCodeCA',
    });
    expect(issues(values((v) => ((v.address.country = 'us'), (v.address.zip_postal_code = '10001'))))).toEqual({});
  });

  test('the contract rules apply: name of 65 characters, blank time zone', () => {
    expect(issues(values((v) => ((v.name = 'x'.repeat(65)), (v.timezone = ''))))).toEqual({
      name: 'validation.max64',
      timezone: 'validation.required',
    });
  });

  test('a saved location fills the form and goes out unchanged', () => {
    const saved: Location = {
      _id: 'l1',
      name: 'Old Port',
      is_primary: true,
      address: {
        street: '200 Rue Saint-Paul',
        city: 'Montréal',
        state_province: 'qc',
        state_province_details: null,
        zip_postal_code: 'H2Y 1Z8',
        country: 'ca',
        country_details: null,
        geo_location: { type: 'Point', coordinates: [-73.55470012, 45.5017] },
      },
      contact: { phone_number: '5145550123' },
      timezone: 'America/Toronto',
    };
    const form = locationValues(saved);
    expect(form.address.geo_location.coordinates).toEqual(['-73.5547', '45.5017']);
    expect(schema.parse(form).address.geo_location?.coordinates).toEqual([-73.5547, 45.5017]);
    // The stored digits show grouped, as typing groups them, and go out as digits again.
    expect(form.contact.phone_number).toBe('(514) 555-0123');
    expect(schema.parse(form).contact.phone_number).toBe('5145550123');
  });
});

describe('business form', () => {
  test('a blank website or phone is sent as "" so the server clears it', () => {
    const out = businessForm.parse({ name: 'Bistro', type: 't1', website: ' ', email: 'A@B.CA', phone_number: '' });
    expect(businessRequest(out)).toEqual({
      name: 'Bistro',
      type: 't1',
      website: '',
      email: 'a@b.ca',
      phone_number: '',
    });
  });
});

test("the business card's fields are the ones PATCH business/info takes, so each server error lands on a field", () => {
  expect([...BUSINESS_FIELDS].sort()).toEqual(Object.keys(businessInfoRequest.shape).sort());
});
