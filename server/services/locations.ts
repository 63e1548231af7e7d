import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Location } from '../../lib/contract';
import type { Db } from '../db/client';
import { countries, locations, staffLocations, states } from '../db/schema';
import type { Membership } from '../types';

/** Locations with their state and country names, primary first; `only` limits them to those ids. */
export async function loadLocations(db: Db, businessId: string, only?: string[]): Promise<Location[]> {
  const where = only
    ? and(eq(locations.businessId, businessId), inArray(locations.id, only.length ? only : ['']))
    : eq(locations.businessId, businessId);
  const rows = await db
    .select({ l: locations, s: states, c: countries })
    .from(locations)
    .leftJoin(states, eq(states.id, locations.stateId))
    .leftJoin(countries, eq(countries.id, locations.countryId))
    .where(where)
    .orderBy(desc(locations.isPrimary), asc(locations.createdAt), asc(locations.name));
  return rows.map(({ l, s, c }) => ({
    _id: l.id,
    name: l.name,
    is_primary: l.isPrimary,
    address: {
      street: l.street,
      city: l.city,
      state_province: l.stateId,
      state_province_details: s ? { _id: s.id, name: s.name, code: s.code } : null,
      zip_postal_code: l.zipPostalCode,
      country: l.countryId,
      country_details: c ? { _id: c.id, name: c.name, code: c.code, currency: c.currency } : null,
      // GeoJSON order: [longitude, latitude].
      geo_location:
        l.longitude != null && l.latitude != null
          ? { type: 'Point' as const, coordinates: [l.longitude, l.latitude] as [number, number] }
          : null,
    },
    contact: { phone_number: l.phoneNumber },
    timezone: l.timezone,
    catering: { status: l.cateringStatus },
  }));
}

/** SPEC §6: the owner sees every location of the business, staff only the ones assigned to them. */
export async function loadVisibleLocations(db: Db, m: Membership): Promise<Location[]> {
  if (!m.staffId) return loadLocations(db, m.businessId);
  const assigned = await db
    .select({ id: staffLocations.locationId })
    .from(staffLocations)
    .where(eq(staffLocations.staffId, m.staffId));
  return loadLocations(
    db,
    m.businessId,
    assigned.map((r) => r.id),
  );
}

/**
 * The location a call works on among the visible ones: the requested id, or else the primary
 * location (or the first one when the primary is not visible). `undefined` when the requested id
 * is not visible (answered as 404, whether it exists elsewhere or not); null when none is visible.
 */
export function pickLocation(visible: Location[], requested: string | undefined): Location | null | undefined {
  if (requested) return visible.find((l) => l._id === requested);
  return visible.find((l) => l.is_primary) ?? visible[0] ?? null;
}
