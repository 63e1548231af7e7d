import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Permissions } from '../../../lib/contract';
import { id, ts, createdAt } from './columns';

/** Users, their sign-in codes and tokens, businesses, locations and staff: the owners of every other row. */

// The owner columns of most tables: a row goes with its business or location when that is deleted.
export const businessColumn = () =>
  text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const locationColumn = () =>
  text('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' });

/** The sign-up details of `users` that a later registration may replace (see `pendingSignUp`). */
export interface PendingSignUp {
  firstName: string;
  lastName: string;
  passwordHash: string;
  altPhoneNumber: string | null;
  cloverMerchantId: string | null;
  cloverEmployeeId: string | null;
  cloverCode: string | null;
}

export const users = pgTable('users', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  // Always stored lower-case (the contract lower-cases e-mails), so equality is enough.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  altPhoneNumber: text('alt_phone_number'),
  emailConfirmedAt: ts('email_confirmed_at'),
  cloverMerchantId: text('clover_merchant_id'),
  cloverEmployeeId: text('clover_employee_id'),
  cloverCode: text('clover_code'),
  /**
   * A second sign-up for a still-pending address: its details (password included) wait here and
   * take effect only when the code mailed after it is confirmed; until then the first ones stand.
   */
  pendingSignUp: jsonb('pending_sign_up').$type<PendingSignUp>(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One live code per user and purpose; older ones are deleted when a new one is sent. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
    // The address the code went to (the e-mail may change before confirmation).
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: ts('sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('email_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the token: a database leak does not hand out sessions.
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: text('device_id'),
    deviceType: text('device_type'),
    clientId: text('client_id'),
    appVersion: text('app_version'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

export const businessTypes = pgTable('business_types', {
  id: id(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
  },
  (t) => [uniqueIndex('states_country_code_idx').on(t.countryId, t.code)],
);

/** Billing plans (reference data, server/db/reference-data.ts). Prices in cents per interval. */
export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull().unique(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  websiteManager: boolean('website_manager').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const businesses = pgTable('businesses', {
  id: id(),
  name: text('name').notNull(),
  typeId: text('type_id')
    .notNull()
    .references(() => businessTypes.id),
  slug: text('slug').notNull().unique(),
  code: text('code').unique(),
  website: text('website'),
  locationName: text('location_name'),
  email: text('email').notNull(),
  // PATCH business/info (the business's own line; each location has its own phone too).
  phoneNumber: text('phone_number'),
  primaryUserId: text('primary_user_id')
    .notNull()
    .references(() => users.id),
  logoUrl: text('logo_url'),
  // Subscription kept on the business until billing gets its own tables. plan_name is the
  // name of plan_id when it was chosen (what invoices and the user menu show).
  planId: text('plan_id').references(() => plans.id),
  planName: text('plan_name'),
  subscriptionStatus: text('subscription_status').notNull().default('inactive'),
  websiteManager: boolean('website_manager').notNull().default(false),
  isPickUpAvailable: boolean('is_pick_up_available').notNull().default(false),
  isDeliveryAvailable: boolean('is_delivery_available').notNull().default(false),
  // Getting-started checklist (SPEC §2, 7 steps).
  storeSetup: boolean('onboard_store_setup').notNull().default(false),
  menuManager: boolean('onboard_menu_manager').notNull().default(false),
  onlineOrderingSetup: boolean('onboard_online_ordering_setup').notNull().default(false),
  paymentSetup: boolean('onboard_payment_setup').notNull().default(false),
  websiteWidgetSetup: boolean('onboard_website_widget_setup').notNull().default(false),
  restaurantAppSetup: boolean('onboard_restaurant_app_setup').notNull().default(false),
  placeATestOrder: boolean('onboard_place_a_test_order').notNull().default(false),
  // The next order's number (orders.order_number), taken with UPDATE ... RETURNING.
  nextOrderNumber: integer('next_order_number').notNull().default(1001),
  createdAt: createdAt(),
});

export const locations = pgTable(
  'locations',
  {
    id: id(),
    businessId: businessColumn(),
    name: text('name').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    street: text('street').notNull(),
    city: text('city').notNull(),
    stateId: text('state_id')
      .notNull()
      .references(() => states.id),
    zipPostalCode: text('zip_postal_code').notNull(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    // Geocoding is not done by the reference API; null until a client sets coordinates.
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    phoneNumber: text('phone_number').notNull(),
    timezone: text('timezone').notNull(),
    // Bumped by triggers on categories and items (migration 0004): the menu_cache row is only
    // served while its version is this one.
    menuVersion: integer('menu_version').notNull().default(0),
    // Bumped by triggers on orders (migration 0007): a history total counted under another
    // version is not used again (services/order-history.ts).
    ordersVersion: integer('orders_version').notNull().default(0),
    // SPEC §4: catering is on when this is true (PUT catering-setting `status`; shown as catering.status).
    cateringStatus: boolean('catering_status').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('locations_business_idx').on(t.businessId)],
);

/** Staff other than the owner (the owner is businesses.primary_user_id). */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    businessId: businessColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['manager', 'employee'] }).notNull(),
    // Stored flags over the role's defaults (services/permissions.ts); {} means the defaults.
    permissions: jsonb('permissions').$type<Partial<Permissions>>().notNull().default({}),
    // The business's record of the member (the user's own account keeps its own name).
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    // 4 digits in clear: hashing 10,000 values protects nothing; never sent back (docs/decisions.md).
    loginPin: text('login_pin'),
    passcodes: jsonb('passcodes')
      .$type<{ discounts: boolean; cash_drawer: boolean; voids: boolean }>()
      .notNull()
      .default({ discounts: false, cash_drawer: false, voids: false }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_business_user_idx').on(t.businessId, t.userId),
    index('staff_user_idx').on(t.userId),
    uniqueIndex('staff_business_pin_idx').on(t.businessId, t.loginPin),
  ],
);

export const staffLocations = pgTable(
  'staff_locations',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    locationId: locationColumn(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.locationId] })],
);

/**
 * A pending link of another business as a location of this one (GET business/search/{email}
 * mails `code` to that business's owner; GET manage-location/verify/{code} completes it).
 */
export const locationLinkCodes = pgTable(
  'location_link_codes',
  {
    code: text('code').primaryKey(),
    businessId: businessColumn(),
    linkedBusinessId: text('linked_business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('location_link_codes_business_idx').on(t.businessId)],
);
