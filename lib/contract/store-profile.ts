import { z } from 'zod';
import { locationSchema } from './account';
import { POSTAL_CODE_MAX } from './postal-code';
import { email, lineText, optionalPhone, phone, requiredText, V, website } from './rules';

/**
 * The store profile tab (issue 12, SPEC §7 GET/PATCH business/info and PUT location/{id}): the
 * business's own line and each location's address, contact, time zone and position.
 */

/** SPEC §5 texts for the rules this file adds (keys of the `validation` namespace). */
export const PV = {
  longitude: 'validation.longitude',
  latitude: 'validation.latitude',
  timeZone: 'validation.timeZone',
} as const;

export const businessInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The business type's _id (GET business-type). */
  type: z.string(),
  type_details: z.object({ _id: z.string(), name: z.string() }).nullable(),
  website: z.string().nullable(),
  email: z.string(),
  /** Last 10 digits (SPEC §5); null until one is given. */
  phone_number: z.string().nullable(),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;
export const businessInfoReply = z.object({ business_info: businessInfoSchema, message: z.string().optional() });

/** A field that may be cleared: "" or null clears it, absent leaves it as it is. */
const clearable = <T extends z.ZodType>(rule: T) =>
  z.union([z.literal('').transform(() => null), z.null(), rule]).optional();

/**
 * PATCH business/info: any subset of the fields; absent ones are left as they are. Website and
 * phone may be cleared with "" (or null).
 */
export const businessInfoRequest = z.object({
  name: requiredText(64).optional(),
  type: lineText().min(1, V.required).optional(),
  website: clearable(website()),
  email: email().optional(),
  phone_number: clearable(optionalPhone()),
});
export type BusinessInfoRequest = z.input<typeof businessInfoRequest>;

/** GeoJSON order, as the reply: [longitude, latitude], each within the globe's range. */
export const coordinatesSchema = z.tuple([
  z.number({ error: PV.longitude }).min(-180, PV.longitude).max(180, PV.longitude),
  z.number({ error: PV.latitude }).min(-90, PV.latitude).max(90, PV.latitude),
]);

/**
 * PUT location/{id}: the whole location as GET location gives it (the same nesting). The postal
 * code is checked against the country's rule (checkPostalCode) once the country is known; the
 * time zone against the zones the server knows; both answer on their field.
 */
export const locationRequest = z.object({
  name: requiredText(64),
  address: z.object({
    street: requiredText(180),
    city: requiredText(64),
    /** A state's _id of the chosen country (GET country). */
    state_province: lineText().min(1, V.required),
    zip_postal_code: lineText().min(1, V.required).max(POSTAL_CODE_MAX, 'validation.postalCodeLength'),
    /** A country's _id (GET country). */
    country: lineText().min(1, V.required),
    /** null: no position yet (nothing is geocoded). */
    geo_location: z
      .object({ type: z.literal('Point').default('Point'), coordinates: coordinatesSchema })
      .nullable()
      .optional(),
  }),
  contact: z.object({ phone_number: phone() }),
  /** An IANA zone ("America/Toronto"). */
  timezone: lineText().min(1, V.required),
});
export type LocationRequest = z.input<typeof locationRequest>;
export type LocationRequestOut = z.output<typeof locationRequest>;

export const locationReply = z.object({ location: locationSchema, message: z.string().optional() });
