import { z } from 'zod';
// Module by module, not the '@/lib/contract' index: the page ships only the rules it uses.
import type { Location } from '@/lib/contract/account';
import { checkPostalCode } from '@/lib/contract/postal-code';
import { email, lineText, optionalPhone, requiredText, V, website } from '@/lib/contract/rules';
import {
  businessInfoRequest,
  locationRequest,
  PV,
  type BusinessInfo,
  type BusinessInfoRequest,
  type LocationRequest,
} from '@/lib/contract/store-profile';

/* ---------- Business card ---------- */

/** Every field as typed; the whole line is sent, so a cleared website or phone is cleared. */
export const businessForm = z.object({
  name: requiredText(64),
  type: lineText().min(1, V.required),
  website: website(),
  email: email(),
  phone_number: optionalPhone(),
});
export type BusinessFormIn = z.input<typeof businessForm>;
export type BusinessFormOut = z.output<typeof businessForm>;
// The request's fields and the form's are the same: a change to one shows here.
export const BUSINESS_FIELDS = Object.keys(businessInfoRequest.shape) as (keyof BusinessFormIn)[];

export function businessValues(b: BusinessInfo | undefined): BusinessFormIn {
  return {
    name: b?.name ?? '',
    type: b?.type ?? '',
    website: b?.website ?? '',
    email: b?.email ?? '',
    phone_number: b?.phone_number ?? '',
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

const loc = locationRequest.shape;
const address = loc.address.shape;

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

const RANGES = [
  { max: 180, message: PV.longitude },
  { max: 90, message: PV.latitude },
] as const;

/**
 * The location form's rules: the contract's, the postal code by the chosen country (`countryCode`
 * turns the form's country id into its ISO code), and the position as two typed numbers, both or
 * neither. Gives the request as PUT location/{id} takes it.
 */
export const locationForm = (countryCode: (countryId: string) => string | undefined) =>
  z
    .object({
      name: loc.name,
      address: z.object({
        street: address.street,
        city: address.city,
        state_province: address.state_province,
        zip_postal_code: address.zip_postal_code,
        country: address.country,
        geo_location: z.object({ coordinates: z.tuple([z.string(), z.string()]) }),
      }),
      contact: loc.contact,
      timezone: loc.timezone,
    })
    .superRefine((v, ctx) => {
      const checked = checkPostalCode(countryCode(v.address.country), v.address.zip_postal_code);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message, path: ['address', 'zip_postal_code'] });
      const typed = v.address.geo_location.coordinates.map(parseDegrees);
      const given = typed.some((n) => n !== null);
      typed.forEach((n, i) => {
        const path = ['address', 'geo_location', 'coordinates', i];
        const range = RANGES[i]!;
        if (n === null && given) ctx.addIssue({ code: 'custom', message: V.required, path });
        else if (n === undefined || (n !== null && Math.abs(n) > range.max))
          ctx.addIssue({ code: 'custom', message: range.message, path });
      });
    })
    .transform((v): LocationRequest => {
      const checked = checkPostalCode(countryCode(v.address.country), v.address.zip_postal_code);
      const [lng, lat] = v.address.geo_location.coordinates.map(parseDegrees);
      return {
        ...v,
        address: {
          ...v.address,
          zip_postal_code: checked.ok ? checked.value : v.address.zip_postal_code,
          geo_location: lng != null && lat != null ? { type: 'Point', coordinates: [lng, lat] } : null,
        },
      };
    });

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
    contact: { phone_number: l.contact.phone_number },
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
