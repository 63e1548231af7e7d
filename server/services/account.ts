import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Business, GettingStarted, Location, User, UserReply } from '../../lib/contract';
import { onboardingFlags } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, businessTypes, countries, locations, staff, staffLocations, states, users } from '../db/schema';
import type { Membership } from '../types';
import { findMemberships } from './membership';
import { effectivePermissions } from './permissions';

type BusinessRow = typeof businesses.$inferSelect;

export function gettingStarted(b: BusinessRow): GettingStarted {
  const flags = {
    store_setup: b.storeSetup,
    menu_manager: b.menuManager,
    online_ordering_setup: b.onlineOrderingSetup,
    payment_setup: b.paymentSetup,
    website_widget_setup: b.websiteWidgetSetup,
    restaurant_app_setup: b.restaurantAppSetup,
    place_a_test_order: b.placeATestOrder,
  };
  return { ...flags, total: onboardingFlags.length, completed: onboardingFlags.filter((f) => flags[f]).length };
}

/** Locations with their state and country names; `only` limits them to a staff member's. */
export async function loadLocations(db: Db, businessId: string, only?: string[]): Promise<Location[]> {
  const where = only ? and(eq(locations.businessId, businessId), inArray(locations.id, only.length ? only : [''])) : eq(locations.businessId, businessId);
  const rows = await db
    .select({ l: locations, s: states, c: countries })
    .from(locations)
    .leftJoin(states, eq(states.id, locations.stateId))
    .leftJoin(countries, eq(countries.id, locations.countryId))
    .where(where)
    .orderBy(desc(locations.isPrimary), asc(locations.createdAt));
  return rows.map(({ l, s, c }) => ({
    _id: l.id,
    name: l.name,
    is_primary: l.isPrimary,
    address: {
      street: l.street,
      city: l.city,
      state_province: l.stateId,
      state_province_details: s ? { _id: s.id, name: s.name } : null,
      zip_postal_code: l.zipPostalCode,
      country: l.countryId,
      country_details: c ? { _id: c.id, name: c.name, code: c.code, currency: c.currency } : null,
      // GeoJSON order: [longitude, latitude].
      geo_location: l.longitude != null && l.latitude != null ? { type: 'Point' as const, coordinates: [l.longitude, l.latitude] as [number, number] } : null,
    },
    contact: { phone_number: l.phoneNumber },
    timezone: l.timezone,
  }));
}

async function staffLocationIds(db: Db, staffId: string): Promise<string[]> {
  const rows = await db.select({ id: staffLocations.locationId }).from(staffLocations).where(eq(staffLocations.staffId, staffId));
  return rows.map((r) => r.id);
}

/** The business as the given member sees it: the owner sees every location, staff their own. */
export async function serializeBusiness(db: Db, m: Membership): Promise<{ business: Business; row: BusinessRow }> {
  const [found] = await db
    .select({ b: businesses, typeName: businessTypes.name })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.typeId))
    .where(eq(businesses.id, m.businessId));
  if (!found) throw new Error(`business ${m.businessId} vanished`);
  const b = found.b;
  const visible = await loadLocations(db, b.id, m.staffId ? await staffLocationIds(db, m.staffId) : undefined);
  const primary = m.staffId ? (await loadLocations(db, b.id)).find((l) => l.is_primary) : visible.find((l) => l.is_primary);
  const business: Business = {
    _id: b.id,
    name: b.name,
    type: b.typeId,
    type_details: found.typeName ? { _id: b.typeId, name: found.typeName } : null,
    slug: b.slug,
    website: b.website,
    location_name: b.locationName,
    email: b.email,
    primary_user_id: b.primaryUserId,
    code: b.code,
    logo_url: b.logoUrl,
    subscription: {
      plan_name: b.planName,
      status: b.subscriptionStatus,
      feature_availability: { website_manager: b.websiteManager },
    },
    locations: visible,
    location: primary?._id ?? null,
    setting: {
      pick_up: { is_pick_up_available: b.isPickUpAvailable },
      delivery: { is_delivery_available: b.isDeliveryAvailable },
    },
  };
  return { business, row: b };
}

/**
 * `{user, business}` of GET /user, also returned by login and confirm. `membership` is the
 * business the call acts on; without one (login) the user's first business is used.
 */
export async function buildAccount(db: Db, userId: string, membership?: Membership | null): Promise<UserReply> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new Error(`user ${userId} vanished`);
  const m = membership === undefined ? ((await findMemberships(db, userId))[0] ?? null) : membership;
  const user: User = {
    _id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    alt_phone_number: u.altPhoneNumber,
    role: m?.role ?? null,
    onboard_status: null,
    business: m?.businessId ?? null,
    location: null,
    staff: null,
    permissions: null,
  };
  if (!m) return { user, business: null };

  const { business, row } = await serializeBusiness(db, m);
  user.onboard_status = gettingStarted(row);
  user.location = business.locations[0]?._id ?? null;
  user.permissions = effectivePermissions(m.role);
  if (m.staffId) {
    const [s] = await db.select().from(staff).where(eq(staff.id, m.staffId));
    user.staff = {
      _id: m.staffId,
      name: `${u.firstName} ${u.lastName}`.trim(),
      role: s?.role ?? 'employee',
      user: { email: u.email },
      locations: business.locations.map((l) => ({ location_id: l._id })),
      permissions: user.permissions,
    };
  }
  return { user, business };
}
