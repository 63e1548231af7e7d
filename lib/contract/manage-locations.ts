import { z } from 'zod';
import { locationSchema } from './account';
import { email } from './rules';
import { locationRequest } from './store-profile';

/**
 * Manage locations (SPEC §7: GET manage-location with `locations` and `multi_location_url`, POST,
 * PUT and DELETE /{id}, GET business/search?email=, GET manage-location/verify?code=). Premium.
 */

/** What a new location may take from an existing one of the business (issue 15 item 5). */
export const locationCopyParts = ['hours', 'settings', 'taxes', 'menu'] as const;
export type LocationCopyPart = (typeof locationCopyParts)[number];

export const manageLocationRequest = locationRequest.extend({
  /** An existing location of the business to copy from; null or absent: start empty. */
  copy_from: z.string().trim().nullable().optional(),
  /** Which parts to copy (all four when copy_from is given without this list). */
  copy: z.array(z.enum(locationCopyParts)).optional(),
});
export type ManageLocationRequest = z.input<typeof manageLocationRequest>;
export type ManageLocationRequestOut = z.output<typeof manageLocationRequest>;

export const manageLocationsReply = z.object({
  locations: z.array(locationSchema),
  /** The customer-facing page listing every location, on the portal (a path from its root). */
  multi_location_url: z.string(),
});
export type ManageLocationsReply = z.infer<typeof manageLocationsReply>;

export const manageLocationReply = z.object({ location: locationSchema, message: z.string().optional() });

export const businessSearchParams = z.object({ email: email() });

/** GET business/search/{email}: the business found (its owner got a code) and what to do next. */
export const businessSearchReply = z.object({
  business: z.object({ _id: z.string(), name: z.string() }),
  message: z.string(),
});
export type BusinessSearchReply = z.infer<typeof businessSearchReply>;

/** The public multi-location page's data: the business's name and each location's address and phone. */
export const publicLocationsReply = z.object({
  business: z.object({ name: z.string() }),
  locations: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zip_postal_code: z.string(),
      phone_number: z.string(),
    }),
  ),
});
export type PublicLocationsReply = z.infer<typeof publicLocationsReply>;
