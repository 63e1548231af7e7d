import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ts, createdAt } from './columns';
import { businessColumn, locationColumn, staff } from './accounts';

/** Integrations, the payment account, paired devices and staff timesheets. */

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
