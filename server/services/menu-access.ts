import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { categories, items, modifierGroups, taxes } from '../db/schema';
import { fail, fieldsFail, type FieldErrors } from '../lib/http';
import { t } from '../i18n';
import type { AppEnv } from '../types';
import { resolveLocation } from './locations';
import { inScope, type CategoryRow, type ItemRow, type MenuScope } from './menu-serialize';

/** The menu of this call: the caller's business and the location of `?location=` (or their default one). */
export async function menuScope(c: Context<AppEnv>): Promise<MenuScope> {
  const location = await resolveLocation(c);
  return { businessId: c.get('membership')!.businessId, locationId: location._id };
}

/** The category with that id in this menu; 404 whether it is elsewhere or nowhere (never reveal which). */
export async function categoryOr404(c: Context<AppEnv>, scope: MenuScope, id: string): Promise<CategoryRow> {
  const [row] = await c
    .get('deps')
    .db.select()
    .from(categories)
    .where(and(inScope(categories, scope), eq(categories.id, id)));
  if (!row) throw fail(c, 404, 'categoryNotFound');
  return row;
}

export async function itemOr404(c: Context<AppEnv>, scope: MenuScope, id: string): Promise<ItemRow> {
  const [row] = await c
    .get('deps')
    .db.select()
    .from(items)
    .where(and(inScope(items, scope), eq(items.id, id)));
  if (!row) throw fail(c, 404, 'itemNotFound');
  return row;
}

/** The items with those ids in this menu, all of them or a 404. */
export async function itemsOr404(c: Context<AppEnv>, scope: MenuScope, ids: readonly string[]): Promise<ItemRow[]> {
  const unique = [...new Set(ids)];
  const rows = await c
    .get('deps')
    .db.select()
    .from(items)
    .where(and(inScope(items, scope), inArray(items.id, unique)));
  if (rows.length !== unique.length) throw fail(c, 404, 'itemNotFound');
  return rows;
}

/** Ids an item refers to, checked against this menu; each wrong one is a 422 on its own field. */
export interface ItemReferences {
  category_id?: string;
  modifier_groups?: string[];
  taxes?: string[];
}

/**
 * 422 unless the category, modifier groups and taxes named belong to this business and location
 * (an id from elsewhere reads as unknown). Returns the lists without repeats, in the given order.
 */
export async function checkItemReferences(c: Context<AppEnv>, scope: MenuScope, refs: ItemReferences) {
  const db = c.get('deps').db;
  const lang = c.get('lang');
  const errors: FieldErrors = {};
  const modifierGroupIds = refs.modifier_groups && [...new Set(refs.modifier_groups)];
  const taxIds = refs.taxes && [...new Set(refs.taxes)];
  if (refs.category_id !== undefined) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(inScope(categories, scope), eq(categories.id, refs.category_id)));
    if (!row) errors.category_id = [t(lang, 'categoryUnknown')];
  }
  if (modifierGroupIds?.length) {
    const found = await db
      .select({ id: modifierGroups.id })
      .from(modifierGroups)
      .where(and(inScope(modifierGroups, scope), inArray(modifierGroups.id, modifierGroupIds)));
    if (found.length !== modifierGroupIds.length) errors.modifier_groups = [t(lang, 'modifierGroupsUnknown')];
  }
  if (taxIds?.length) {
    const found = await db
      .select({ id: taxes.id })
      .from(taxes)
      .where(and(inScope(taxes, scope), inArray(taxes.id, taxIds)));
    if (found.length !== taxIds.length) errors.taxes = [t(lang, 'taxesUnknown')];
  }
  if (Object.keys(errors).length) throw fieldsFail(lang, errors);
  return { modifierGroupIds, taxIds };
}
