import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Allergen, Preference } from '../../../lib/contract';
import { id, createdAt, bytea } from './columns';
import { businessColumn, locationColumn, locations } from './accounts';

/** The menu of a location: taxes, modifier groups, categories, items, combos, their images and the cache. */

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
