import { z } from 'zod';
import type { Location } from '@/lib/contract/account';
import { locationCopyParts, manageLocationRequest, type ManageLocationRequest } from '@/lib/contract/manage-locations';

/** The location drawer: the request's fields as typed; `copy_from` '' starts the location empty. */
export const locationForm = manageLocationRequest
  .omit({ copy_from: true, copy: true })
  .extend({ copy_from: z.string(), copy: z.array(z.enum(locationCopyParts)) });

export type LocationFormIn = z.input<typeof locationForm>;
export type LocationFormOut = z.output<typeof locationForm>;

export function toFormValues(l: Location | undefined, copyFrom: string): LocationFormIn {
  return {
    name: l?.name ?? '',
    address: {
      street: l?.address.street ?? '',
      city: l?.address.city ?? '',
      state_province: l?.address.state_province ?? '',
      zip_postal_code: l?.address.zip_postal_code ?? '',
      country: l?.address.country ?? '',
    },
    contact: { phone_number: l?.contact.phone_number ?? '' },
    timezone: l?.timezone ?? '',
    copy_from: l ? '' : copyFrom,
    copy: [...locationCopyParts],
  };
}

/** An edit never copies; a new location copies the ticked parts of the chosen one. */
export function toRequest(v: LocationFormOut): ManageLocationRequest {
  const { copy_from, copy, ...location } = v;
  return copy_from && copy.length ? { ...location, copy_from, copy } : location;
}

export const SERVER_FIELDS = [
  'name',
  'address.street',
  'address.city',
  'address.state_province',
  'address.zip_postal_code',
  'address.country',
  'contact.phone_number',
  'timezone',
  'copy_from',
] as const;
