import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Category, categoryRequest, categoryUpdateRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { categories, items } from '../db/schema';
import { fail, fieldFail } from '../lib/http';
import { newId } from '../lib/ids';
import {
  categoryOrder,
  itemOrder,
  inScope,
  loadMenu,
  serializeCategory,
  type CategoryRow,
  menuKeys,
  type MenuScope,
} from './menu-serialize';
import { unlinkItemsFromCombos } from './combos';
import { insertItemRows } from './menu-items';
import { compareIdSets, copyName, makeRoomAfterCategory, nextCategorySort, writeOrder } from './menu-sort';

type CategoryInput = z.output<typeof categoryRequest>;
type CategoryPatch = z.output<typeof categoryUpdateRequest>;

/** Names are unique per location (case-insensitive): the CSV import matches categories by name. */
export async function categoryNameTaken(db: Db, scope: MenuScope, name: string, exceptId?: string): Promise<boolean> {
  const same = and(
    inScope(categories, scope),
    sql`lower(${categories.name}) = lower(${name})`,
    exceptId ? ne(categories.id, exceptId) : undefined,
  );
  const [row] = await db.select({ id: categories.id }).from(categories).where(same).limit(1);
  return !!row;
}

/** "Burgers (copy)", else "Burgers (copy 2)", "Burgers (copy 3)"… each cut to fit 20 characters. */
async function freeCopyName(db: Db, scope: MenuScope, name: string, suffix: string): Promise<string> {
  const taken = new Set(
    (await db.select({ name: categories.name }).from(categories).where(inScope(categories, scope))).map((r) =>
      r.name.toLowerCase(),
    ),
  );
  for (let n = 1; ; n++) {
    const candidate = copyName(name, n === 1 ? suffix : suffix.replace(/\)$/, ` ${n})`));
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A new, empty category at the end of the menu. */
export async function createCategory(db: Db, scope: MenuScope, input: CategoryInput): Promise<Category> {
  const [row] = await db
    .insert(categories)
    .values({
      ...menuKeys(scope),
      name: input.name,
      description: input.description ?? null,
      available: input.available ?? true,
      sort: nextCategorySort(scope),
    })
    .returning();
  return serializeCategory(row!, []);
}

/** Only the fields sent change; a description sent empty is removed. */
export async function updateCategory(db: Db, scope: MenuScope, id: string, patch: CategoryPatch): Promise<Category> {
  const set: Partial<CategoryRow> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if ('description' in patch) set.description = patch.description ?? null;
  if (patch.available !== undefined) set.available = patch.available;
  if (Object.keys(set).length)
    await db
      .update(categories)
      .set(set)
      .where(and(inScope(categories, scope), eq(categories.id, id)));
  const [category] = await loadMenu(db, scope, id);
  return category!;
}

/** Its items go with it (ON DELETE CASCADE). */
export async function deleteCategory(db: Db, scope: MenuScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(inScope(items, scope), eq(items.categoryId, id)));
    await unlinkItemsFromCombos(
      tx,
      scope,
      gone.map((i) => i.id),
    );
    await tx.delete(categories).where(and(inScope(categories, scope), eq(categories.id, id)));
  });
}

/** `{_id, name}` of every category, in menu order (the pickers' list). */
export async function listCategoryNames(db: Db, scope: MenuScope): Promise<{ _id: string; name: string }[]> {
  return db
    .select({ _id: categories.id, name: categories.name })
    .from(categories)
    .where(inScope(categories, scope))
    .orderBy(...categoryOrder);
}

/** The new order of every category of the location: 404 for an id not among them, 422 unless each comes once. */
export async function sortCategories(db: Db, scope: MenuScope, ids: readonly string[]): Promise<void> {
  const existing = await db.select({ id: categories.id }).from(categories).where(inScope(categories, scope));
  const check = compareIdSets(
    ids,
    existing.map((r) => r.id),
  );
  if (check === 'unknown') throw fail(404, 'categoryNotFound');
  if (check === 'mismatch') throw fieldFail('categories', 'categorySortMismatch');
  await writeOrder(db, categories, ids, inScope(categories, scope));
}

/** A copy named "<name> (copy)" right after the original, with copies of its items in the same order. */
export async function cloneCategory(
  db: Db,
  scope: MenuScope,
  original: CategoryRow,
  suffix: string,
): Promise<Category> {
  const cloneId = await db.transaction(async (tx) => {
    await makeRoomAfterCategory(tx, scope, original.sort);
    const [copy] = await tx
      .insert(categories)
      .values({
        ...menuKeys(scope),
        name: await freeCopyName(tx, scope, original.name, suffix),
        description: original.description,
        available: original.available,
        sort: original.sort + 1,
      })
      .returning({ id: categories.id });
    const sources = await tx
      .select()
      .from(items)
      .where(eq(items.categoryId, original.id))
      .orderBy(...itemOrder);
    await insertItemRows(
      tx,
      sources.map(({ createdAt: _c, ...i }, position) => ({ ...i, id: newId(), categoryId: copy!.id, sort: position })),
    );
    return copy!.id;
  });
  const [category] = await loadMenu(db, scope, cloneId);
  return category!;
}
