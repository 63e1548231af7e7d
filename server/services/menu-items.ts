import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Item, itemRequest, itemUpdateRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, items } from '../db/schema';
import { fieldFail } from '../lib/http';
import { unlinkItemsFromCombos } from './combos';
import { inScope, serializeItem, type ItemRow, menuKeys, type MenuScope } from './menu-serialize';
import { compareIdSets, copyName, makeRoomAfterItem, nextItemSort, writeOrder } from './menu-sort';

type ItemInput = z.output<typeof itemRequest>;
type ItemPatch = z.output<typeof itemUpdateRequest>;
/** Reference lists after checkItemReferences (repeats removed). */
export interface CheckedRefs {
  modifierGroupIds?: string[];
  taxIds?: string[];
}

/** Rows per INSERT: 1000 items × 15 columns stays well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;

/** Many items at once (clone, copy, import), in batches. */
export async function insertItemRows(db: Db, rows: (typeof items.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await db.insert(items).values(rows.slice(i, i + INSERT_BATCH));
}

/** The getting-started step "menu manager" is done once the business has an item (kept if they go later). */
export async function markMenuStarted(db: Db, businessId: string): Promise<void> {
  await db
    .update(businesses)
    .set({ menuManager: true })
    .where(and(eq(businesses.id, businessId), eq(businesses.menuManager, false)));
}

/** A new item last in its category; ticks the getting-started step. */
export async function createItem(db: Db, scope: MenuScope, input: ItemInput, refs: CheckedRefs): Promise<Item> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(items)
      .values({
        ...menuKeys(scope),
        categoryId: input.category_id,
        name: input.name,
        description: input.description ?? null,
        price: input.price,
        image: input.image ?? null,
        minPurchaseValue: input.min_purchase_value ?? null,
        modifierGroupIds: refs.modifierGroupIds ?? [],
        customTax: input.custom_tax ?? false,
        taxIds: refs.taxIds ?? [],
        available: input.available ?? true,
        sort: nextItemSort(input.category_id),
        calories: input.calories ?? null,
        allergens: input.allergens ?? [],
        preferences: input.preferences ?? [],
      })
      .returning();
    await markMenuStarted(tx, scope.businessId);
    return inserted!;
  });
  return serializeItem(row);
}

/**
 * The row as it would be after the patch (only the fields sent change; an empty description,
 * or an image, minimum or calories sent as null, removes it). Moving to another category puts it last there.
 */
export function patchedItem(current: ItemRow, patch: ItemPatch, refs: CheckedRefs): Partial<ItemRow> {
  const set: Partial<ItemRow> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.price !== undefined) set.price = patch.price;
  if ('description' in patch) set.description = patch.description ?? null;
  if (patch.image !== undefined) set.image = patch.image || null;
  if (patch.min_purchase_value !== undefined) set.minPurchaseValue = patch.min_purchase_value;
  if (refs.modifierGroupIds) set.modifierGroupIds = refs.modifierGroupIds;
  if (patch.custom_tax !== undefined) set.customTax = patch.custom_tax;
  if (refs.taxIds) set.taxIds = refs.taxIds;
  if (patch.available !== undefined) set.available = patch.available;
  if (patch.calories !== undefined) set.calories = patch.calories;
  if (patch.allergens) set.allergens = patch.allergens;
  if (patch.preferences) set.preferences = patch.preferences;
  if (patch.category_id !== undefined && patch.category_id !== current.categoryId) set.categoryId = patch.category_id;
  return set;
}

export async function updateItem(db: Db, scope: MenuScope, current: ItemRow, set: Partial<ItemRow>): Promise<Item> {
  if (!Object.keys(set).length) return serializeItem(current);
  const [row] = await db
    .update(items)
    .set(set.categoryId ? { ...set, sort: nextItemSort(set.categoryId) } : set)
    .where(and(inScope(items, scope), eq(items.id, current.id)))
    .returning();
  return serializeItem(row!);
}

export async function deleteItem(db: Db, scope: MenuScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await unlinkItemsFromCombos(tx, scope, [id]);
    await tx.delete(items).where(and(inScope(items, scope), eq(items.id, id)));
  });
}

/**
 * The new order of every item of the category (checked to be of this menu): 422 unless each of
 * them comes once (ids from elsewhere in this menu included).
 */
export async function sortItems(db: Db, scope: MenuScope, categoryId: string, ids: readonly string[]): Promise<void> {
  const ofCategory = and(inScope(items, scope), eq(items.categoryId, categoryId))!;
  const existing = await db.select({ id: items.id }).from(items).where(ofCategory);
  if (
    compareIdSets(
      ids,
      existing.map((r) => r.id),
    ) !== 'ok'
  )
    throw fieldFail('items', 'itemSortMismatch');
  await writeOrder(db, items, ids, ofCategory);
}

/** A copy named "<name> (copy)" right after the original in the same category. */
export async function cloneItem(db: Db, original: ItemRow, suffix: string): Promise<Item> {
  const row = await db.transaction(async (tx) => {
    await makeRoomAfterItem(tx, original.categoryId, original.sort);
    const { id: _id, createdAt: _createdAt, ...fields } = original;
    const [inserted] = await tx
      .insert(items)
      .values({ ...fields, name: copyName(original.name, suffix), sort: original.sort + 1 })
      .returning();
    return inserted!;
  });
  return serializeItem(row);
}
