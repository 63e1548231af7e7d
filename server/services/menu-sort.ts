import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, items } from '../db/schema';
import { inScope, jsonParam, type MenuScope } from './menu-serialize';

/**
 * Positions in the menu. New categories and items go last (max + 1, computed inside the INSERT
 * so no separate read can go stale); clones go right after their original (the ones below move
 * down by one first); a drag-and-drop order is written 0..n-1 in one statement.
 */

export const nextCategorySort = (scope: MenuScope): SQL =>
  sql`(select coalesce(max(${categories.sort}) + 1, 0) from ${categories} where ${inScope(categories, scope)})`;

export const nextItemSort = (categoryId: string): SQL =>
  sql`(select coalesce(max(${items.sort}) + 1, 0) from ${items} where ${items.categoryId} = ${categoryId})`;

/** Moves the categories below `sort` one place down, freeing `sort + 1`. */
export async function makeRoomAfterCategory(db: Db, scope: MenuScope, sort: number): Promise<void> {
  await db
    .update(categories)
    .set({ sort: sql`${categories.sort} + 1` })
    .where(and(inScope(categories, scope), gt(categories.sort, sort)));
}

/** Moves the items of the category below `sort` one place down, freeing `sort + 1`. */
export async function makeRoomAfterItem(db: Db, categoryId: string, sort: number): Promise<void> {
  await db
    .update(items)
    .set({ sort: sql`${items.sort} + 1` })
    .where(and(eq(items.categoryId, categoryId), gt(items.sort, sort)));
}

/** sort = position in `ids` (0-based) for those rows of the table that `where` allows; one statement. */
export async function writeOrder(
  db: Db,
  table: typeof categories | typeof items,
  ids: readonly string[],
  where: SQL,
): Promise<void> {
  await db.execute(sql`
    update ${table} set sort = o.position - 1
    from jsonb_array_elements_text(${jsonParam(ids)}) with ordinality as o(id, position)
    where ${table.id} = o.id and ${where}`);
}

/** What is wrong with a sort request: ids that are not there at all (404), or not exactly the set (422). */
export function compareIdSets(given: readonly string[], actual: readonly string[]): 'unknown' | 'mismatch' | 'ok' {
  const known = new Set(actual);
  if (given.some((id) => !known.has(id))) return 'unknown';
  return new Set(given).size === given.length && given.length === actual.length ? 'ok' : 'mismatch';
}

/**
 * "<name> (copy)" within the 20 characters of a menu name: the original is cut (and trimmed) so
 * the suffix always fits; names have at least 3 characters, so the result stays valid.
 */
export function copyName(name: string, suffix: string, max = 20): string {
  return `${name.slice(0, Math.max(0, max - suffix.length)).trimEnd()}${suffix}`;
}
