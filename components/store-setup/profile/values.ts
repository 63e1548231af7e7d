// The form's values and the request made of them, without zod: the cards render with these, and
// the rules (schema.ts) load when a card is first focused.
import type { Location } from '@/lib/contract/account';
import type { BusinessInfo, BusinessInfoRequest } from '@/lib/contract/store-profile';
import { formatPhoneInput } from '@/lib/phone';
import type { BusinessFormIn, BusinessFormOut } from './schema';

/* ---------- Business card ---------- */

/** The fields PATCH business/info takes, as the form names them (a unit test holds them to the request's). */
export const BUSINESS_FIELDS = ['name', 'type', 'website', 'email', 'phone_number'] as const;

export function businessValues(b: BusinessInfo | undefined): BusinessFormIn {
  return {
    name: b?.name ?? '',
    type: b?.type ?? '',
    website: b?.website ?? '',
    email: b?.email ?? '',
    // Grouped as the field groups what is typed: "(514) 555-0199", not the stored digits.
    phone_number: formatPhoneInput(b?.phone_number ?? ''),
  };
}

/** Blank website or phone: "" clears them on the server (left out, PATCH would keep the old one). */
export const businessRequest = (v: BusinessFormOut): BusinessInfoRequest => ({
  ...v,
  website: v.website ?? '',
  phone_number: v.phone_number ?? '',
});

/* ---------- Location card ---------- */

/** Degrees as typed, "45.5" or "45,5" (French keyboards); blank is "no position". */
export function parseDegrees(text: string): number | null | undefined {
  const v = text.trim().replace(',', '.');
  if (v === '') return null;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : undefined;
}

/** A position as the fields show it: 6 decimals, about 10 cm, plenty for a storefront. */
export const degreesText = (n: number) => String(Number(n.toFixed(6)));

export interface LocationFormIn {
  name: string;
  address: {
    street: string;
    city: string;
    state_province: string;
    zip_postal_code: string;
    country: string;
    /** [longitude, latitude] as typed, as the request nests them (server errors land on them). */
    geo_location: { coordinates: [string, string] };
  };
  contact: { phone_number: string };
  timezone: string;
}

export function locationValues(l: Location): LocationFormIn {
  const point = l.address.geo_location?.coordinates;
  return {
    name: l.name,
    address: {
      street: l.address.street,
      city: l.address.city,
      state_province: l.address.state_province,
      zip_postal_code: l.address.zip_postal_code,
      country: l.address.country,
      geo_location: { coordinates: point ? [degreesText(point[0]), degreesText(point[1])] : ['', ''] },
    },
    contact: { phone_number: formatPhoneInput(l.contact.phone_number) },
    timezone: l.timezone,
  };
}

/** The server names nested fields with dotted paths; these are the ones the location card shows. */
export const LOCATION_FIELDS = [
  'name',
  'address.street',
  'address.city',
  'address.state_province',
  'address.zip_postal_code',
  'address.country',
  'address.geo_location.coordinates.0',
  'address.geo_location.coordinates.1',
  'contact.phone_number',
  'timezone',
] as const;
