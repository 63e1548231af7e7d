import { and, eq, or } from 'drizzle-orm';
import { checkPostalCode, PV, V, type BusinessInfo, type Location, type LocationRequestOut } from '../../lib/contract';
import { knownTimeZones } from '../../lib/contract/time-zones';
import type { Db } from '../db/client';
import type { ServerTextKey } from '../i18n';
import { businesses, businessTypes, countries, locations, states } from '../db/schema';
import type { Membership } from '../types';
import { loadLocations, loadVisibleLocations } from './locations';

/** GET business/info: the business's own line (name, type, website, e-mail, phone). */
export async function loadBusinessInfo(db: Db, businessId: string): Promise<BusinessInfo> {
  const [found] = await db
    .select({ b: businesses, typeName: businessTypes.name })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.typeId))
    .where(eq(businesses.id, businessId));
  if (!found) throw new Error(`business ${businessId} vanished`);
  const { b, typeName } = found;
  return {
    _id: b.id,
    name: b.name,
    type: b.typeId,
    type_details: typeName ? { _id: b.typeId, name: typeName } : null,
    website: b.website,
    email: b.email,
    phone_number: b.phoneNumber,
  };
}

/** The business type's id when `type` names one (by id); undefined otherwise. */
export async function findBusinessType(db: Db, type: string): Promise<string | undefined> {
  const [row] = await db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, type));
  return row?.id;
}

export interface BusinessInfoChange {
  name?: string;
  typeId?: string;
  website?: string | null;
  email?: string;
  phoneNumber?: string | null;
}

/** Writes the given fields only (PATCH): undefined leaves a column as it is. */
export async function updateBusinessInfo(db: Db, businessId: string, change: BusinessInfoChange): Promise<void> {
  const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(businesses).set(set).where(eq(businesses.id, businessId));
}

/** One of the caller's visible locations by id (SPEC §6); undefined for any other id. */
export async function visibleLocation(db: Db, m: Membership, id: string): Promise<Location | undefined> {
  return (await loadVisibleLocations(db, m)).find((l) => l._id === id);
}

/** A field of PUT location/{id} that names something unknown, with the text key it gets. */
export type LocationProblem = { field: string } & ({ validation: string } | { server: ServerTextKey });

/**
 * Resolves and checks what the body names: the country (id or ISO code), a state of it, the postal
 * code by the country's rule, and a known time zone. Gives the row's values, or the problems.
 */
export async function resolveLocation(
  db: Db,
  input: LocationRequestOut,
): Promise<{ problems: LocationProblem[]; values?: Partial<typeof locations.$inferInsert> }> {
  const problems: LocationProblem[] = [];
  const { address } = input;
  const [country] = await db
    .select()
    .from(countries)
    .where(or(eq(countries.id, address.country), eq(countries.code, address.country.toUpperCase())));
  if (!country) problems.push({ field: 'address.country', validation: V.choice });
  const [state] = country
    ? await db
        .select()
        .from(states)
        .where(and(eq(states.id, address.state_province), eq(states.countryId, country.id)))
    : [];
  if (country && !state) problems.push({ field: 'address.state_province', server: 'stateNotInCountry' });
  const postal = checkPostalCode(country?.code, address.zip_postal_code);
  if (!postal.ok) problems.push({ field: 'address.zip_postal_code', validation: postal.message });
  const stateZones = (await db.selectDistinct({ zone: states.timezone }).from(states)).map((r) => r.zone);
  if (!knownTimeZones(stateZones).includes(input.timezone))
    problems.push({ field: 'timezone', validation: PV.timeZone });
  if (problems.length || !country || !state || !postal.ok) return { problems };

  const point = address.geo_location?.coordinates;
  return {
    problems,
    values: {
      name: input.name,
      street: address.street,
      city: address.city,
      stateId: state.id,
      zipPostalCode: postal.value,
      countryId: country.id,
      // null clears the position; absent keeps it.
      ...(address.geo_location !== undefined && { longitude: point?.[0] ?? null, latitude: point?.[1] ?? null }),
      phoneNumber: input.contact.phone_number,
      timezone: input.timezone,
    },
  };
}

/** Writes the location (already known visible) and reads it back in the reply shape. */
export async function updateLocation(
  db: Db,
  businessId: string,
  id: string,
  values: Partial<typeof locations.$inferInsert>,
): Promise<Location> {
  await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), eq(locations.businessId, businessId)));
  const [location] = await loadLocations(db, businessId, [id]);
  if (!location) throw new Error(`location ${id} vanished`);
  return location;
}
