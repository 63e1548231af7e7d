import { eq } from 'drizzle-orm';
import type { Business, GettingStarted, Location, User, UserReply } from '../../lib/contract';
import { onboardingFlags } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, businessTypes, staff, users } from '../db/schema';
import type { Membership } from '../types';
import { loadVisibleLocations, pickLocation } from './locations';
import { findMemberships } from './membership';

export type BusinessRow = typeof businesses.$inferSelect;

export async function loadBusiness(db: Db, businessId: string): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!row) throw new Error(`business ${businessId} vanished`);
  return row;
}

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

/** The business's subscription; a new business has none (plan null, status inactive). */
export function subscriptionOf(b: BusinessRow): Business['subscription'] {
  return {
    plan_id: b.planId,
    plan_name: b.planName,
    status: b.subscriptionStatus,
    feature_availability: { website_manager: b.websiteManager },
  };
}

/**
 * The business as the given member sees it: the owner sees every location, staff their own.
 * `location` is the selected one (GET user?location=), by default the primary or first visible.
 */
export async function serializeBusiness(
  db: Db,
  m: Membership,
  opts: { visible?: Location[]; location?: Location | null } = {},
): Promise<{ business: Business; row: BusinessRow }> {
  const [found] = await db
    .select({ b: businesses, typeName: businessTypes.name })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.typeId))
    .where(eq(businesses.id, m.businessId));
  if (!found) throw new Error(`business ${m.businessId} vanished`);
  const b = found.b;
  const visible = opts.visible ?? (await loadVisibleLocations(db, m));
  const selected = opts.location !== undefined ? opts.location : pickLocation(visible, undefined);
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
    subscription: subscriptionOf(b),
    locations: visible,
    location: selected?._id ?? null,
    setting: {
      pick_up: { is_pick_up_available: b.isPickUpAvailable },
      delivery: { is_delivery_available: b.isDeliveryAvailable },
    },
  };
  return { business, row: b };
}

/**
 * `{user, business}` of GET /user, also returned by login and confirm. `membership` is the
 * business the call acts on; without one (login) the user's first business is used. `location`
 * is the selected visible location (user.location and business.location); by default the
 * primary or first visible one.
 */
export async function buildAccount(
  db: Db,
  userId: string,
  membership?: Membership | null,
  opts: { visible?: Location[]; location?: Location | null } = {},
): Promise<UserReply> {
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

  const { business, row } = await serializeBusiness(db, m, opts);
  user.onboard_status = gettingStarted(row);
  user.location = business.location;
  user.permissions = m.permissions;
  if (m.staffId) {
    const [s] = await db.select().from(staff).where(eq(staff.id, m.staffId));
    user.staff = {
      _id: m.staffId,
      name: `${u.firstName} ${u.lastName}`.trim(),
      role: s?.role ?? m.role,
      user: { email: u.email },
      locations: business.locations.map((l) => ({ location_id: l._id })),
      permissions: user.permissions,
    };
  }
  return { user, business };
}
