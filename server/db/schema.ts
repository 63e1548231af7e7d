import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Allergen,
  OrderStatus,
  OrderType,
  PaymentMode,
  Permissions,
  Preference,
  ZoneGeometry,
} from '../../lib/contract';
import { hoursTypes, storeServices, type StoreService } from '../../lib/contract/store';
import { depositTypes } from '../../lib/contract/plain/reservations';
import { widgetIcons, widgetLayouts, widgetPlacements } from '../../lib/contract/website-widget';
import { elementKinds, tableShapes, type CombinationInput } from '../../lib/contract/plain/floor-plan';
import { newId } from '../lib/ids';

/**
 * Tables of the reference API. Ids are text (24 hex characters, like the platform's Mongo
 * ObjectIds) so the wire format matches the real API. Timestamps are timezone-aware; money,
 * when it arrives with later features, is integer cents.
 */
const id = () => text('id').primaryKey().$defaultFn(newId);
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
// The owner columns of most tables: a row goes with its business or location when that is deleted.
const businessColumn = () =>
  text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });
const locationColumn = () =>
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

export interface OrderItem {
  _id?: string;
  name: string;
  quantity: number;
  /** Cents, for one unit without modifiers. */
  price: number;
  /** Cents each, per unit of the item; absent on orders stored before modifiers existed. */
  modifiers?: { name: string; price: number }[];
  notes?: string;
}

export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
  by: string | null;
}

export interface OrderDriver {
  status: 'requested' | 'cancelled';
  requested_at: string;
  name: string | null;
  /**
   * The courier network asked: DoorDash Drive, the only one the platform requests (absent on
   * requests recorded before it was kept, which were DoorDash's too).
   */
  provider?: 'doordash';
  /** DoorDash's quoted drive fee, cents (absent: the flat quote, DOORDASH_DRIVE_FEE). */
  fee?: number;
  /** The customer's tip passed through to the Dasher, cents (absent: the order's tip). */
  dasher_tip?: number;
}

/** Orders of a location. Money in integer cents; days are counted in the location's time zone. */
/** Lifecycle order of a status, for sorting (alphabetical order would mean nothing to a merchant). */
export const orderStatusRank = (status: SQLWrapper) =>
  sql<number>`case ${status} when 'new' then 0 when 'confirmed' then 1 when 'ready_for_pickup' then 2 when 'on_delivery' then 3 when 'completed' then 4 else 5 end`;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    // Per business, from businesses.next_order_number; text on the wire ('1042').
    orderNumber: text('order_number').notNull(),
    type: text('type').$type<OrderType>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    isTest: boolean('is_test').notNull().default(false),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    tip: integer('tip').notNull().default(0),
    total: integer('total').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    createdAt: createdAt(),
    scheduledAt: ts('scheduled_at'),
    completedAt: ts('completed_at'),
    customerEmail: text('customer_email'),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull().default('card_online'),
    address: text('address'),
    apartmentSuiteNo: text('apartment_suite_no'),
    buzzerCode: text('buzzer_code'),
    preparationTime: integer('preparation_time'),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    statusHistory: jsonb('status_history').$type<OrderStatusChange[]>().notNull().default([]),
    driver: jsonb('driver').$type<OrderDriver>(),
    // The in-house driver (a staff member) who took the order out; null when none (or DoorDash).
    // Set null when the member is removed: the order stays, its driver report line goes.
    driverStaffId: text('driver_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    // Null until someone opens or confirms the order: the board keeps ringing for it.
    seenAt: ts('seen_at'),
    // Where a delivery went ([lng, lat] as GeoJSON): the zone stats' dots and per-zone figures. Null
    // for other types and for deliveries no one placed on a map.
    deliveryLongitude: doublePrecision('delivery_longitude'),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('orders_type_check', sql`${t.type} in ('pickup', 'delivery', 'dine_in', 'catering')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('new', 'confirmed', 'ready_for_pickup', 'on_delivery', 'completed', 'cancelled')`,
    ),
    check('orders_money_check', sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.tip} >= 0 and ${t.total} >= 0`),
    // History pages in created order (the default), and their count, read from the index alone:
    // id is the sort's tie-break, status the filter of the count.
    index('orders_location_created_idx').on(t.locationId, t.createdAt, t.id, t.status),
    uniqueIndex('orders_business_number_idx').on(t.businessId, t.orderNumber),
    // Open orders of a location (dashboard, and the order board later) without a scan of history.
    index('orders_location_open_idx')
      .on(t.locationId)
      .where(sql`${t.status} in ('new', 'confirmed', 'ready_for_pickup', 'on_delivery')`),
    check('orders_fees_check', sql`${t.deliveryFee} >= 0 and ${t.serviceFee} >= 0 and ${t.discount} >= 0`),
    check(
      'orders_payment_mode_check',
      sql`${t.paymentMode} in ('card_online', 'card_pay_at_counter', 'card_pay_on_delivery', 'cash')`,
    ),
    // History sorted by total, by order number or by status: each index holds the whole sort key and
    // its tie-break, so a deep page walks the index alone (no sort of the range, no table reads).
    index('orders_location_total_idx').on(t.locationId, t.total, t.createdAt, t.id),
    index('orders_location_number_idx').on(
      t.locationId,
      sql`length(${t.orderNumber})`,
      t.orderNumber,
      t.createdAt,
      t.id,
    ),
    index('orders_location_status_idx').on(
      t.locationId,
      sql`(${orderStatusRank(t.status)})`,
      t.createdAt,
      t.id,
      t.status,
    ),
    // History search (ILIKE '%text%' on number, name and phone digits) by trigrams, not a scan of the range.
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_customer_name_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('orders_customer_phone_trgm_idx').using('gin', sql`${t.customerPhone} gin_trgm_ops`),
    // The board's completed column: completed today, newest first.
    index('orders_location_completed_idx')
      .on(t.locationId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    // The in-house driver report: a location's deliveries by driver over a range of days.
    index('orders_location_driver_idx')
      .on(t.locationId, t.driverStaffId, t.createdAt)
      .where(sql`${t.driverStaffId} is not null`),
  ],
);

/**
 * Every order write of a location, numbered: the id is the SSE event id of GET order/stream, so a
 * reconnecting board asks for "everything after N" and misses or repeats nothing. Written in the
 * transaction of the change; a NOTIFY on ORDER_EVENTS_CHANNEL (delivered at commit) wakes streams.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'created' | 'updated'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_kind_check', sql`${t.kind} in ('created', 'updated')`),
    index('order_events_location_idx').on(t.locationId, t.id),
  ],
);

/** Fixed-window counters shared by every instance (nothing rate-limit related lives in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Mail kept instead of sent when no SMTP_URL is configured (read by GET /v1/dev/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

// ------------------------------------------------------------------ menu (per location)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Scope columns shared by every menu table: a menu belongs to one location of one business. */
const menuScope = () => ({
  businessId: businessColumn(),
  locationId: locationColumn(),
});

/** Rate in thousandths of a percent (14.975 % → 14975), so it stays an integer. */
export const taxes = pgTable(
  'taxes',
  {
    id: id(),
    ...menuScope(),
    name: text('name').notNull(),
    rateMilli: integer('rate_milli').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('taxes_location_idx').on(t.locationId),
    check('taxes_rate_check', sql`${t.rateMilli} between 0 and 100000`),
  ],
);

export interface ModifierOption {
  id: string;
  name: string;
  /** Cents. */
  price: number;
  available: boolean;
}

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: id(),
    ...menuScope(),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    minSelections: integer('min_selections').notNull().default(0),
    maxSelections: integer('max_selections').notNull().default(1),
    // Options live with their group: they are always read and written together.
    options: jsonb('options').$type<ModifierOption[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('modifier_groups_location_idx').on(t.locationId)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    ...menuScope(),
    name: text('name').notNull(),
    description: text('description'),
    available: boolean('available').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_location_sort_idx').on(t.locationId, t.sort)],
);

export const items = pgTable(
  'items',
  {
    id: id(),
    ...menuScope(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    image: text('image'),
    minPurchaseValue: integer('min_purchase_value'),
    // Ids of modifier groups and taxes of the same location, in the merchant's order.
    modifierGroupIds: jsonb('modifier_group_ids').$type<string[]>().notNull().default([]),
    customTax: boolean('custom_tax').notNull().default(false),
    taxIds: jsonb('tax_ids').$type<string[]>().notNull().default([]),
    available: boolean('available').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    // What the storefront shows when menu_appearance asks (issue 13; lib/contract/menu.ts keys).
    calories: integer('calories'),
    allergens: jsonb('allergens').$type<Allergen[]>().notNull().default([]),
    preferences: jsonb('preferences').$type<Preference[]>().notNull().default([]),
  },
  (t) => [
    index('items_category_sort_idx').on(t.categoryId, t.sort),
    index('items_location_idx').on(t.locationId),
    check('items_money_check', sql`${t.price} >= 0 and coalesce(${t.minPurchaseValue}, 0) >= 0`),
    check('items_calories_check', sql`${t.calories} between 0 and 9999`),
  ],
);

export const combos = pgTable(
  'combos',
  {
    id: id(),
    ...menuScope(),
    name: text('name').notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    type: text('type', { enum: ['all', 'choose'] }).notNull(),
    itemCount: integer('item_count'),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('combos_location_idx').on(t.locationId),
    check('combos_money_check', sql`${t.price} >= 0 and ${t.discount} >= 0`),
  ],
);

/**
 * Uploaded images, in the database rather than on one machine's disk so every instance can
 * serve them (DESIGN §1: nothing an instance needs lives only with another instance).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    businessId: businessColumn(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_business_idx').on(t.businessId)],
);

/** A POS connection of a business (Clover): where to read its menu and with which token. */
export const integrations = pgTable(
  'integrations',
  {
    id: id(),
    businessId: businessColumn(),
    provider: text('provider', { enum: ['clover'] }).notNull(),
    merchantId: text('merchant_id').notNull(),
    accessToken: text('access_token').notNull(),
    // The location the POS feeds (null: the primary one).
    externalLocationId: text('external_location_id'),
    connectedAt: ts('connected_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integrations_business_provider_idx').on(t.businessId, t.provider)],
);

/**
 * GET category's JSON per location, built by the database and kept until the menu changes: the
 * 300 × 20 menu is read far more often than it is edited. `version` is the location's
 * menu_version when the JSON was built, read in the same snapshot as the menu.
 */
export const menuCache = pgTable('menu_cache', {
  locationId: text('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  json: text('json').notNull(),
});

/**
 * Store setup (issue 12). Times of day are minutes after local midnight in the location's time
 * zone (0–1439; a window whose close is at or before its open runs past midnight), dates are
 * local calendar days: the location's clock is the one customers order by.
 */

/** One opening window of one day of the week (0 Sunday … 6 Saturday) for one set of hours. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    type: text('type', { enum: hoursTypes }).notNull(),
    day: integer('day').notNull(),
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('opening_hours_location_idx').on(t.locationId, t.type),
    check('opening_hours_day_check', sql`${t.day} between 0 and 6`),
    check('opening_hours_times_check', sql`${t.opensAt} between 0 and 1439 and ${t.closesAt} between 0 and 1439`),
  ],
);

export interface SpecialWindow {
  opensAt: number;
  closesAt: number;
}

/** A holiday: closed, or open on special hours, from one local day to another, for some services. */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    name: text('name').notNull(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    closed: boolean('closed').notNull().default(true),
    hours: jsonb('hours').$type<SpecialWindow[]>().notNull().default([]),
    services: jsonb('services').$type<StoreService[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('holidays_location_idx').on(t.locationId, t.fromDate)],
);

/** Days on which scheduled orders cannot be placed, with the reason the merchant gives. */
export const blockedDates = pgTable(
  'blocked_dates',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    reason: text('reason').notNull(),
    services: jsonb('services').$type<StoreService[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blocked_dates_location_idx').on(t.locationId, t.fromDate)],
);

/**
 * A paused service (store availability): ordering resumes by itself at `pausedUntil`, so no job
 * is needed; a row whose time has passed is simply not a pause any more.
 */
export const storePauses = pgTable(
  'store_pauses',
  {
    locationId: locationColumn(),
    businessId: businessColumn(),
    service: text('service', { enum: storeServices }).notNull(),
    pausedUntil: ts('paused_until').notNull(),
    message: text('message').notNull().default(''),
    pausedAt: ts('paused_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.service] })],
);

/** The storefront's look per location, for online orders and for catering (PUT setting/banner). */
export const storeDesigns = pgTable(
  'store_designs',
  {
    locationId: locationColumn(),
    businessId: businessColumn(),
    kind: text('kind', { enum: ['order', 'catering'] }).notNull(),
    themeColor: text('theme_color').notNull().default('#383232'),
    themeType: text('theme_type', { enum: ['light', 'dark'] })
      .notNull()
      .default('light'),
    bannerImageUrl: text('banner_image_url'),
    bannerLogoUrl: text('banner_logo_url'),
    logoLinkUrl: text('logo_link_url'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.kind] })],
);

/**
 * Online-order (`order`) and catering settings of a location (GET/PUT setting, catering-setting):
 * the whole object of lib/contract/settings-online-order.ts or settings-catering.ts without
 * theme_appearance (that is store_designs). No row: the location reads the defaults.
 */
export const locationSettings = pgTable(
  'location_settings',
  {
    locationId: locationColumn(),
    businessId: businessColumn(),
    kind: text('kind', { enum: ['order', 'catering'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.kind] })],
);

/**
 * The website widget of a location (issue 18; lib/contract/website-widget.ts). `public_key` names the
 * location in the embed tag and the public settings call: random, so the tag reveals no id. The row
 * is made by the first save, or by the first GET website-widget/embed-script (with the defaults), so
 * a tag copied before any save already works. No row: the location reads the defaults.
 */
export const websiteWidgets = pgTable(
  'website_widgets',
  {
    locationId: text('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    businessId: businessColumn(),
    publicKey: text('public_key').notNull(),
    themeColor: text('theme_color').notNull(),
    textColor: text('text_color').notNull(),
    placement: text('placement', { enum: widgetPlacements }).notNull(),
    layout: text('layout', { enum: widgetLayouts }).notNull(),
    text: text('text').notNull(),
    icon: text('icon', { enum: widgetIcons }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('website_widgets_public_key_idx').on(t.publicKey)],
);

/**
 * Reservation setup of a location (issue 19, Premium; lib/contract/reservations.ts). No row: the
 * location reads RESERVATION_DEFAULTS. Minutes but for the maximum time ahead (days); cents.
 */
export const reservationSettings = pgTable(
  'reservation_settings',
  {
    locationId: text('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    businessId: businessColumn(),
    intervalMinutes: integer('interval_minutes').notNull(),
    minimumAheadMinutes: integer('minimum_ahead_minutes').notNull(),
    maximumAheadDays: integer('maximum_ahead_days').notNull(),
    mealMinutes: integer('meal_minutes').notNull(),
    minPartySize: integer('min_party_size').notNull(),
    maxPartySize: integer('max_party_size').notNull(),
    isRestaurantMessage: boolean('is_restaurant_message').notNull(),
    restaurantMessage: text('restaurant_message').notNull(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    themeColor: text('theme_color').notNull(),
    backgroundImageUrl: text('background_image_url'),
    depositType: text('deposit_type', { enum: depositTypes }).notNull(),
    depositCents: integer('deposit_cents').notNull(),
    depositFromPartySize: integer('deposit_from_party_size').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'reservation_settings_meal_check',
      sql`${t.mealMinutes} >= ${t.intervalMinutes} and ${t.intervalMinutes} > 0`,
    ),
    check('reservation_settings_party_check', sql`${t.minPartySize} between 1 and ${t.maxPartySize}`),
    check('reservation_settings_deposit_check', sql`${t.depositCents} >= 0`),
  ],
);

/** The week of booking hours of a location: windows as opening_hours keeps them (minutes after local midnight). */
export const reservationHours = pgTable(
  'reservation_hours',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    day: integer('day').notNull(),
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservation_hours_location_idx').on(t.locationId),
    check('reservation_hours_day_check', sql`${t.day} between 0 and 6`),
    check('reservation_hours_times_check', sql`${t.opensAt} between 0 and 1439 and ${t.closesAt} between 0 and 1439`),
  ],
);

/** Days (a day or a range, local calendar days) on which a location takes no bookings, and why. */
export const reservationBlockDates = pgTable(
  'reservation_block_dates',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_block_dates_location_idx').on(t.locationId, t.fromDate)],
);

/**
 * The payment provider a business takes online payments through (one at a time). Only the
 * built-in `test` provider exists: it is connected without any external call (see
 * server/services/payments/), so it keeps the account id and never a secret.
 */
export const paymentAccounts = pgTable('payment_accounts', {
  businessId: businessColumn().primaryKey(),
  provider: text('provider', { enum: ['test'] }).notNull(),
  accountId: text('account_id').notNull(),
  connectedAt: ts('connected_at').notNull().defaultNow(),
});

/** The code the order-receiving app enters to pair with a location: one live code per location. */
export const appPairingCodes = pgTable('app_pairing_codes', {
  locationId: locationColumn().primaryKey(),
  businessId: businessColumn(),
  code: text('code').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
});

/** An order-receiving app paired with a location; it calls with its token, kept only as a SHA-256. */
export const appDevices = pgTable(
  'app_devices',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    pairedAt: ts('paired_at').notNull().defaultNow(),
  },
  (t) => [index('app_devices_location_idx').on(t.locationId)],
);

/**
 * A shift of a staff member at a location, on the location's wall clock: the local day it starts,
 * minutes after that day's midnight it starts and ends (the end may pass 1440: a shift that runs
 * past midnight). `ends_at` null: still clocked in.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('timesheets_location_day_idx').on(t.locationId, t.day),
    index('timesheets_staff_day_idx').on(t.staffId, t.day),
    check(
      'timesheets_span_check',
      sql`${t.startsAt} between 0 and 1439 and (${t.endsAt} is null or ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
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

/**
 * Delivery zones and catering delivery zones of a location (issue 14). A circle is a centre Point
 * with `radius` metres; square and custom are one closed ring in `geometry`, radius 0. Money in
 * cents; dates are the location's local days (YYYY-MM-DD), inclusive.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    kind: text('kind', { enum: ['delivery', 'catering'] }).notNull(),
    name: text('name').notNull(),
    mapShape: text('map_shape', { enum: ['circle', 'square', 'custom'] }).notNull(),
    radius: integer('radius').notNull().default(0),
    geometry: jsonb('geometry').$type<ZoneGeometry>().notNull(),
    address: text('address').notNull().default(''),
    minimumAmount: integer('minimum_amount').notNull(),
    rate: integer('rate').notNull(),
    allowFreeDelivery: boolean('allow_free_delivery').notNull().default(false),
    freeDeliveryOrderValue: integer('free_delivery_order_value'),
    taxIds: jsonb('tax_ids').$type<string[]>().notNull().default([]),
    isCustomDate: boolean('is_custom_date').notNull().default(false),
    fromDate: text('from_date'),
    toDate: text('to_date'),
    colour: text('colour').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order is creation order; the id breaks ties of one insert batch.
    index('delivery_zones_location_idx').on(t.locationId, t.kind, t.createdAt, t.id),
    check('delivery_zones_money_check', sql`${t.minimumAmount} > 0 and ${t.rate} > 0`),
    check('delivery_zones_radius_check', sql`${t.radius} >= 0`),
  ],
);

/**
 * Gift cards of a business (issue 16): usable at any of its locations. `code` is the bearer
 * secret (16 characters of an unambiguous alphabet, server/services/gift-card-codes.ts), unique
 * across businesses so a code names one card. Money in cents; the check keeps a balance from
 * ever going below zero, whatever a caller races. `reserved`: a code set aside for an online sale
 * (GET gift-card/digital), not sold yet, so not counted anywhere.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    businessId: businessColumn(),
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['active', 'reserved'] })
      .notNull()
      .default('active'),
    balance: integer('balance').notNull().default(0),
    buyerEmail: text('buyer_email'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    paymentMode: text('payment_mode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_cards_business_idx').on(t.businessId, t.createdAt),
    check('gift_cards_balance_check', sql`${t.balance} >= 0`),
  ],
);

/**
 * Every change of a gift card, one row each: its type, the signed amount in cents, the balance
 * after it, who did it (the member's name as it was) and when. Summaries and history read these.
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: id(),
    businessId: businessColumn(),
    cardId: text('card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['issue', 'import', 'reload', 'redeem', 'resend'] }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    paymentMode: text('payment_mode'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.cardId, t.createdAt),
    index('gift_card_transactions_business_idx').on(t.businessId, t.type, t.createdAt),
    check('gift_card_transactions_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * What the business decided about a customer (issue 16). Customers themselves are read from the
 * orders, keyed by e-mail, else phone, else name (services/customers.ts `customerKey`); this row
 * holds the block and the deletion. A deleted customer's earlier orders stay (they are the
 * business's records) but no longer count: one who orders again comes back as new.
 */
export const customerMarks = pgTable(
  'customer_marks',
  {
    id: id(),
    businessId: businessColumn(),
    key: text('key').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    deletedAt: ts('deleted_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_marks_business_key_idx').on(t.businessId, t.key)],
);

/** Coupons of a business (issue 16): `amount` in cents (fixed) or whole percent; code unique per business, any case. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    businessId: businessColumn(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
    amount: integer('amount').notNull(),
    minimumPurchase: integer('minimum_purchase').notNull().default(0),
    validity: text('validity', { enum: ['always', 'period', 'recurring'] }).notNull(),
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    days: jsonb('days').$type<number[]>().notNull().default([]),
    // Minutes after local midnight (the ordering location's clock).
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    orderTypes: jsonb('order_types').$type<OrderType[]>().notNull(),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_business_code_idx').on(t.businessId, sql`lower(${t.code})`),
    check('coupons_amount_check', sql`${t.amount} > 0 and ${t.minimumPurchase} >= 0`),
  ],
);

/** One row per order that used a coupon: the per-customer and total limits count these, results sum them. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    businessId: businessColumn(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_uses_coupon_idx').on(t.couponId, t.customerKey),
    index('coupon_uses_business_idx').on(t.businessId, t.createdAt),
  ],
);

/** One delivery line of an imported DoorDash invoice, amounts in cents as the file gave them. */
export interface DoordashInvoiceLine {
  /** Line of the file (1-based, the header is line 1). */
  line: number;
  /** "Your order id" as DoorDash repeats it: our order number (or the order's id). */
  order_ref: string;
  order_value: number;
  drive_fee: number;
  dasher_tip: number;
}

/**
 * DoorDash invoices imported at a location (issue 17), one per period of local days: a new import
 * of the same period replaces it, periods never overlap, so each day has at most one. The lines
 * are matched with the orders when read, so the reconciliation follows the orders as they change.
 */
export const doordashInvoices = pgTable(
  'doordash_invoices',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    fileName: text('file_name'),
    lines: jsonb('lines').$type<DoordashInvoiceLine[]>().notNull(),
    importedAt: ts('imported_at').notNull().defaultNow(),
    importedBy: text('imported_by'),
  },
  (t) => [
    uniqueIndex('doordash_invoices_period_idx').on(t.locationId, t.periodFrom, t.periodTo),
    check('doordash_invoices_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);

/**
 * The business's website (issue 18, website manager): one row per business once something is
 * saved (no row: the defaults). `social_links` holds only the networks that have a link.
 */
export const websites = pgTable('websites', {
  businessId: businessColumn().primaryKey(),
  themeColor: text('theme_color').notNull().default('#383232'),
  promotionUrl: text('promotion_url'),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoKeywords: text('seo_keywords').notNull().default(''),
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Images of the website: the gallery (`page` null) and the menu's pages (`page` 1, 2 …), each in `position` order. */
export const websiteImages = pgTable(
  'website_images',
  {
    id: id(),
    businessId: businessColumn(),
    kind: text('kind', { enum: ['gallery', 'menu'] }).notNull(),
    page: integer('page'),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('website_images_business_idx').on(t.businessId, t.kind, t.page, t.position),
    check('website_images_page_check', sql`(${t.kind} = 'gallery') = (${t.page} is null)`),
  ],
);

/** Popups of the website: local days from–to (to null: no end), optionally only while the store is open. */
export const websitePopups = pgTable(
  'website_popups',
  {
    id: id(),
    businessId: businessColumn(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date'),
    onlyWhileOpen: boolean('only_while_open').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('website_popups_business_idx').on(t.businessId),
    check('website_popups_dates_check', sql`${t.toDate} is null or ${t.fromDate} <= ${t.toDate}`),
  ],
);

/** Questions and answers of the website, in `position` order. */
export const websiteFaqs = pgTable(
  'website_faqs',
  {
    id: id(),
    businessId: businessColumn(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('website_faqs_business_idx').on(t.businessId, t.position)],
);

/**
 * The sales summary's rollups (issue 17; definitions in lib/contract/plain/sales-summary.ts): the
 * location's non-test orders summed per local day (its time zone), order type and payment mode,
 * and per local hour. Triggers on orders keep them exact in the transaction of every order write,
 * and a change of a location's time zone recounts its rows (migration 0019): derived rows, never
 * stale, no cache. A year of a busy store reads a few thousand rows instead of a million orders.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    locationId: locationColumn(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    type: text('type').$type<OrderType>().notNull(),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    // Orders not cancelled and their money, in cents.
    orders: integer('orders').notNull().default(0),
    subtotal: integer('subtotal').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    tip: integer('tip').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull().default(0),
    // Cancelled orders: their number and their subtotal (the summary's refunds).
    cancelledOrders: integer('cancelled_orders').notNull().default(0),
    cancelledSubtotal: integer('cancelled_subtotal').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localDay, t.type, t.paymentMode] })],
);

/** The same orders (not cancelled) per local hour: the hour-of-day breakdown and a single day's. */
export const salesHours = pgTable(
  'sales_hours',
  {
    locationId: locationColumn(),
    /** The local hour the orders were placed in (wall clock, no zone): a DST fall-back hour holds both. */
    localHour: timestamp('local_hour', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    subtotal: integer('subtotal').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    tip: integer('tip').notNull().default(0),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localHour] })],
);

/** Lines of the location's kept (not cancelled, not test) orders per local day and item name: the top items. */
export const salesItems = pgTable(
  'sales_items',
  {
    locationId: locationColumn(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** (price + modifiers) × quantity, before the order's discount, cents. */
    sales: integer('sales').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localDay, t.name] })],
);

/**
 * The floor plan of a location (issue 19, Premium; lib/contract/floor-plan.ts): its rooms in tab
 * order, each with the tables that may be joined (`combinations`, keys of its tables). Lengths in
 * centimetres, stored as double precision so a reload gives back the very numbers saved.
 */
export const floorRooms = pgTable(
  'floor_rooms',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    name: text('name').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    position: integer('position').notNull(),
    combinations: jsonb('combinations').$type<CombinationInput[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('floor_rooms_location_idx').on(t.locationId, t.position),
    uniqueIndex('floor_rooms_name_idx').on(t.locationId, sql`lower(${t.name})`),
  ],
);

/**
 * What is drawn in a room, in drawing order (`position`). `key` is the editor's id of the element,
 * unique within its room (a whole-room save keeps it, so combinations keep naming their tables).
 * A table's number is unique in the whole business, whatever the case.
 */
export const floorElements = pgTable(
  'floor_elements',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => floorRooms.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    businessId: businessColumn(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: elementKinds }).notNull(),
    shape: text('shape', { enum: tableShapes }),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    angle: doublePrecision('angle').notNull(),
    number: text('number'),
    minSeats: integer('min_seats'),
    maxSeats: integer('max_seats'),
    text: text('text'),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.key] }),
    uniqueIndex('floor_elements_number_idx')
      .on(t.businessId, sql`lower(${t.number})`)
      .where(sql`${t.number} is not null`),
    check(
      'floor_elements_table_check',
      sql`(${t.kind} = 'table') = (${t.number} is not null and ${t.shape} is not null and ${t.minSeats} >= 1 and ${t.minSeats} <= ${t.maxSeats})`,
    ),
  ],
);

/** The room the floor-plan editor of a location opens on (SPEC §3 selectedRoom); no row: the first room. */
export const floorPlans = pgTable('floor_plans', {
  locationId: text('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  businessId: businessColumn(),
  selectedRoomId: text('selected_room_id').references(() => floorRooms.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The billing side of a business's subscription (issue 20). The plan in effect stays on
 * `businesses` (plan_id, plan_name, subscription_status, website_manager: what gating reads);
 * this row holds the period, the card (brand and last 4 digits only, plus the provider's token)
 * and what happens next. `next_due_at` is the earliest date something must happen (period end
 * or the next payment retry): reads settle the subscription when it has passed.
 */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  businessId: businessColumn().primaryKey(),
  periodStart: ts('period_start'),
  periodEnd: ts('period_end'),
  pendingPlanId: text('pending_plan_id').references(() => plans.id),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  paymentMethod: text('payment_method'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  pastDueSince: ts('past_due_since'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  failureReason: text('failure_reason'),
  /** A payment waiting for the card holder's confirmation (3-D Secure): what to do once confirmed. */
  pendingAction: jsonb('pending_action').$type<{
    id: string;
    planId: string;
    change: boolean;
    amount: number;
    paymentMethod: string;
    card: { brand: string; last4: string; expMonth: number; expYear: number };
  }>(),
  nextDueAt: ts('next_due_at'),
});

/** A line of a subscription invoice (texts are written in the reader's language); amounts in cents. */
export type InvoiceLine =
  | { kind: 'plan'; plan: string; amount: number }
  | { kind: 'upgrade'; plan: string; amount: number; remainingDays: number; totalDays: number };

/** Invoices of the business's subscription: numbered 1, 2, 3 … per business, without gaps. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: id(),
    businessId: businessColumn(),
    number: integer('number').notNull(),
    issuedAt: ts('issued_at').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    planName: text('plan_name').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'due'] }).notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [uniqueIndex('billing_invoices_business_number_idx').on(t.businessId, t.number)],
);

/**
 * The audit log (issue 21; lib/contract/audit.ts): one row per changed row of a business table,
 * written by the trigger `audit_row` (migration 0024) in the transaction of the change. Who comes
 * from the request's `audit.*` settings (server/lib/request-transaction.ts); none is the system.
 * `changes` holds column names as stored; server/services/audit-fields.ts gives their wire names.
 * Pruned after AUDIT_RETENTION_DAYS (server/services/retention.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: businessColumn(),
    locationId: text('location_id'),
    at: ts('at').notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityLabel: text('entity_label'),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    changes: jsonb('changes').$type<AuditStoredChange[]>().notNull().default([]),
  },
  (t) => [
    index('audit_log_business_at_idx').on(t.businessId, t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.businessId, t.entityType, t.entityId, t.at.desc()),
    index('audit_log_actor_idx').on(t.businessId, t.actorUserId, t.at.desc()),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** A change as the trigger writes it: the column's name; `secret` rows carry no values. */
export interface AuditStoredChange {
  field: string;
  before: unknown;
  after: unknown;
  secret?: boolean;
}
