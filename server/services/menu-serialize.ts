import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Category, Item } from '../../lib/contract';
import type { Db } from '../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, items } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type ItemRow = typeof items.$inferSelect;

/** The menu a call works on: one location of one business (every menu query filters on both). */
export interface MenuScope {
  businessId: string;
  locationId: string;
}

/** Any menu table (categories, items, modifier groups, taxes, combos) filtered to one menu. */
export const inScope = (table: { businessId: AnyPgColumn; locationId: AnyPgColumn }, scope: MenuScope): SQL =>
  and(eq(table.businessId, scope.businessId), eq(table.locationId, scope.locationId))!;

/** Menu order: by sort, then creation and id so that equal sorts still read the same way every time. */
export const categoryOrder = [asc(categories.sort), asc(categories.createdAt), asc(categories.id)];
export const itemOrder = [asc(items.sort), asc(items.createdAt), asc(items.id)];

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
 * Every category of the location with its items, in menu order, in ONE statement (a left join
 * ordered by category then item) so the menu page costs the same for 3 or 300 categories.
 * `onlyCategory` narrows it to one category (the reply of PUT and clone).
 */
export async function loadMenu(db: Db, scope: MenuScope, onlyCategory?: string): Promise<Category[]> {
  const where = onlyCategory ? and(inScope(categories, scope), eq(categories.id, onlyCategory)) : inScope(categories, scope);
  const rows = await db
    .select({ c: categories, i: items })
    .from(categories)
    .leftJoin(items, eq(items.categoryId, categories.id))
    .where(where)
    .orderBy(...categoryOrder, ...itemOrder);
  const menu: Category[] = [];
  let current: Category | undefined;
  for (const { c, i } of rows) {
    if (current?._id !== c.id) {
      current = serializeCategory(c, []);
      menu.push(current);
    }
    if (i) current.items.push(serializeItem(i));
  }
  return menu;
}

/** Every item of the location, flat, in menu order (category order, then item order): GET item/sync. */
export async function loadItemsInMenuOrder(db: Db, scope: MenuScope): Promise<ItemRow[]> {
  const rows = await db
    .select({ i: items })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(inScope(items, scope))
    .orderBy(...categoryOrder, ...itemOrder);
  return rows.map((r) => r.i);
}
