import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ZoneGeometry } from '../../../lib/contract';
import { hoursTypes, storeServices, type StoreService } from '../../../lib/contract/store';
import { widgetIcons, widgetLayouts, widgetPlacements } from '../../../lib/contract/website-widget';
import { id, ts, createdAt } from './columns';
import { businessColumn, locationColumn, locations } from './accounts';

/** A location's store: hours, holidays, closings, pauses, design, settings, website widget, delivery zones. */

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
