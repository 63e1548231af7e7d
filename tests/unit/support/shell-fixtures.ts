import { allPermissions, type Location, type Permissions, type UserReply } from '@/lib/contract';
import type { MenuContext } from '@/lib/navigation';

/** What an employee allowed the orders only may do. */
export const ordersOnly: Permissions = { ...allPermissions(false), orders: true };

/** A location of the fixtures' business. */
export function location(id: string, name: string, is_primary = false): Location {
  return {
    _id: id,
    name,
    is_primary,
    address: {
      street: '1 Main St',
      city: 'Montréal',
      state_province: 'QC',
      state_province_details: null,
      zip_postal_code: 'H2X 1Y4',
      country: 'CA',
      country_details: null,
      geo_location: null,
    },
    contact: { phone_number: '5145550199' },
    timezone: 'America/Toronto',
  };
}

interface Options {
  planName?: string | null;
  role?: 'owner' | 'manager' | 'employee';
  locations?: Location[];
  current?: string;
  permissions?: Permissions;
}

/** GET user for a signed-in member of "Chez Ada"; owner on the Premium plan unless told otherwise. */
export function userReply({
  planName = 'Premium',
  role = 'owner',
  locations = [location('l1', 'Downtown', true)],
  current,
  permissions = allPermissions(true),
}: Options = {}): UserReply {
  return {
    user: {
      _id: role === 'owner' ? 'u1' : 'u2',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      alt_phone_number: null,
      role,
      onboard_status: null,
      business: 'b1',
      location: current ?? locations[0]?._id ?? null,
      staff: null,
      permissions,
    },
    business: {
      _id: 'b1',
      name: 'Chez Ada',
      type: 't1',
      slug: 'chez-ada',
      website: null,
      location_name: null,
      email: 'ada@example.com',
      primary_user_id: 'u1',
      code: 'ADA1',
      logo_url: null,
      subscription: {
        plan_name: planName,
        status: planName ? 'active' : 'none',
        feature_availability: { website_manager: false },
      },
      locations,
      location: locations[0]?._id ?? null,
      setting: { pick_up: { is_pick_up_available: true }, delivery: { is_delivery_available: false } },
    },
  };
}

/** The left menu's input for the owner of a Premium business with the website manager, 2 of 7 setup steps done. */
export const ownerMenu: MenuContext = {
  role: 'owner',
  permissions: allPermissions(true),
  planName: 'Premium',
  websiteManager: true,
  hasBusinessCode: true,
  gettingStarted: { completed: 2, total: 7 },
};

/** The same business seen by an employee allowed the orders only. */
export const employeeMenu: MenuContext = { ...ownerMenu, role: 'employee', permissions: ordersOnly };

/** The same signed-in user (Ada, u1) before registering a business: no business, location or permissions yet. */
export const userWithoutBusiness = { ...userReply().user, business: null, location: null, permissions: null };
