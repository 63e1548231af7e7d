import { z } from 'zod';
// Module by module, not the '@/lib/contract' index: the page ships only the rules it uses.
import { checkPostalCode } from '@/lib/contract/postal-code';
import { email, lineText, optionalPhone, requiredText, V, website } from '@/lib/contract/rules';
import { locationRequest, PV, type LocationRequest } from '@/lib/contract/store-profile';
import { parseDegrees } from './values';

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

/* ---------- Location card ---------- */

const loc = locationRequest.shape;
const address = loc.address.shape;

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
