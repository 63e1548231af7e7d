import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, Item } from '../../lib/contract';
import type { Db } from '../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, items, locations, menuCache } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type ItemRow = typeof items.$inferSelect;

/** The menu a call works on: one location of one business (every menu query filters on both). */
export interface MenuScope {
  businessId: string;
  locationId: string;
}

/**
 * Just the two scope columns of a menu row. Services get the route's whole scope (the caller's
 * role, location, flags ...), which must not be spread into an insert as if it were columns.
 */
export const menuKeys = ({ businessId, locationId }: MenuScope): MenuScope => ({ businessId, locationId });

/** Any menu table (categories, items, modifier groups, taxes, combos) filtered to one menu. */
export const inScope = (table: { businessId: AnyPgColumn; locationId: AnyPgColumn }, scope: MenuScope): SQL =>
  and(eq(table.businessId, scope.businessId), eq(table.locationId, scope.locationId))!;

/**
 * Menu order: by sort, then id so that equal sorts (two appends at the same instant) still read
 * the same way every time. Writes keep sorts distinct otherwise (append max + 1, clones make room).
 */
export const categoryOrder = [asc(categories.sort), asc(categories.id)];
export const itemOrder = [asc(items.sort), asc(items.id)];

/** A JSON parameter for set-based statements (jsonb_to_recordset ...): one statement instead of one per row. */
export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

export function serializeItem(i: ItemRow): Item {
  return {
    _id: i.id,
    category_id: i.categoryId,
    name: i.name,
    description: i.description ?? null,
    price: i.price,
    image: i.image ?? null,
    min_purchase_value: i.minPurchaseValue ?? null,
    modifier_groups: i.modifierGroupIds,
    custom_tax: i.customTax,
    taxes: i.taxIds,
    available: i.available,
    sort: i.sort,
    calories: i.calories ?? null,
    allergens: i.allergens,
    preferences: i.preferences,
  };
}

export function serializeCategory(c: CategoryRow, categoryItems: ItemRow[]): Category {
  return {
    _id: c.id,
    name: c.name,
    description: c.description ?? null,
    available: c.available,
    sort: c.sort,
    items: categoryItems.map(serializeItem),
  };
}

/**
 * Item columns under their wire names (itemSchema), for row_to_json / json_agg of the row. Large
 * lists are read as JSON text built by the database: PGlite hands over one text value far faster
 * than thousands of rows of columns (6,000 items: ~250 ms against ~500 ms for the rows on a busy
 * machine, and no JSON.parse/stringify after). serializeItem above builds the same shape from a
 * row for single-item replies; the tests compare the two.
 */
const itemColumns = sql`${items.id} as _id, ${items.categoryId} as category_id, ${items.name} as name,
  ${items.description} as description, ${items.price} as price, ${items.image} as image,
  ${items.minPurchaseValue} as min_purchase_value, ${items.modifierGroupIds} as modifier_groups,
  ${items.customTax} as custom_tax, ${items.taxIds} as taxes, ${items.available} as available, ${items.sort} as sort,
  ${items.calories} as calories, ${items.allergens} as allergens, ${items.preferences} as preferences`;

/** The `json` column of a one-row db.execute result (node-postgres and PGlite both give `rows`). */
const jsonText = (result: unknown): string => (result as { rows: { json: string }[] }).rows[0]!.json;

/**
 * Every category of the location with its items, in menu order, as the JSON text of the
 * `categories` array (categorySchema[]), in ONE statement: each category's items are aggregated
 * by a subquery on the (category_id, sort) index, so 300 categories cost one round trip, not 300.
 * `onlyCategory` narrows it to one category.
 */
/** The JSON text of the categories matching `where`, each with its items, built by the database. */
function buildMenuJson(where: SQL | undefined): SQL {
  // Raw SQL rather than db.select: a one-table select writes its columns unqualified, which
  // would turn the correlated "items.category_id = categories.id" into "category_id = id".
  return sql`
    select coalesce(json_agg(c order by c.sort, c._id), '[]'::json)::text from (
      select ${categories.id} as _id, ${categories.name} as name, ${categories.description} as description,
        ${categories.available} as available, ${categories.sort} as sort,
        (select coalesce(json_agg(i order by i.sort, i._id), '[]'::json)
           from (select ${itemColumns} from ${items} where ${items.categoryId} = ${categories.id}) i) as items
      from ${categories} where ${where}) c`;
}

/**
 * The whole menu of the location comes from menu_cache while its version is the location's
 * menu_version (bumped by triggers on every category or item change); otherwise it is built
 * and stored with the version read in the same statement, so a change committed meanwhile
 * makes the stored copy stale at once rather than served.
 */
async function cachedMenuJson(db: Db, scope: MenuScope): Promise<string> {
  const hit = (await db.execute(sql`
    select ${menuCache.json} as json from ${menuCache} join ${locations} on ${locations.id} = ${menuCache.locationId}
    where ${menuCache.locationId} = ${scope.locationId} and ${menuCache.version} = ${locations.menuVersion}`)) as unknown as {
    rows: { json: string }[];
  };
  if (hit.rows[0]) return hit.rows[0].json;
  // The reply is the JSON built here whether or not it is stored (a newer copy may be there).
  return jsonText(
    await db.execute(sql`
      with built as (
        select (select ${locations.menuVersion} from ${locations} where ${locations.id} = ${scope.locationId}) as version,
          (${buildMenuJson(inScope(categories, scope))}) as json
      ), saved as (
        insert into ${menuCache} (location_id, version, json) select ${scope.locationId}, version, json from built
        on conflict (location_id) do update set version = excluded.version, json = excluded.json
          where ${menuCache.version} < excluded.version
      )
      select json from built`),
  );
}

export async function menuJsonText(db: Db, scope: MenuScope, onlyCategory?: string): Promise<string> {
  if (!onlyCategory) return cachedMenuJson(db, scope);
  return jsonText(
    await db.execute(
      sql`select (${buildMenuJson(and(inScope(categories, scope), eq(categories.id, onlyCategory)))}) as json`,
    ),
  );
}

/** The same, parsed (replies with one category). */
export async function loadMenu(db: Db, scope: MenuScope, onlyCategory?: string): Promise<Category[]> {
  return JSON.parse(await menuJsonText(db, scope, onlyCategory)) as Category[];
}

/** Headers of a reply whose JSON text comes straight from menuJsonText or itemsJsonText. */
export const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };

/** Every item of the location, flat, in menu order (category order, then item order), as JSON text of an item array. */
export async function itemsJsonText(db: Db, scope: MenuScope): Promise<string> {
  return jsonText(
    await db.execute(sql`
      select coalesce(json_agg(i order by ${categories.sort}, ${categories.id}, i.sort, i._id), '[]'::json)::text as json
      from ${categories} cross join lateral (select ${itemColumns} from ${items} where ${items.categoryId} = ${categories.id}) i
      where ${inScope(categories, scope)}`),
  );
}

/** The given items of the location in menu order (category order, then item order). */
export async function itemsInMenuOrder(db: Db, scope: MenuScope, ids: readonly string[]): Promise<ItemRow[]> {
  const rows = await db
    .select({ i: items })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(inScope(items, scope), inArray(items.id, [...ids])))
    .orderBy(...categoryOrder, ...itemOrder);
  return rows.map((r) => r.i);
}
