import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Combo, comboRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { combos } from '../db/schema';
import { inScope, menuKeys, type MenuScope } from './menu-serialize';
import { copyName } from './menu-sort';

export type ComboRow = typeof combos.$inferSelect;
type ComboInput = z.output<typeof comboRequest>;

export function serializeCombo(row: ComboRow): Combo {
  return {
    _id: row.id,
    name: row.name,
    description: row.description ?? null,
    price: row.price,
    discount: row.discount,
    type: row.type,
    item_count: row.itemCount ?? null,
    items: row.itemIds,
    available: row.available,
  };
}

/** The listed ids without repeats, in the merchant's order. */
export const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

/** A combo of type "all" includes every item, so a picked count would mean nothing: stored as null. */
const comboFields = (input: ComboInput, itemIds: string[]) => ({
  name: input.name,
  description: input.description ?? null,
  price: input.price,
  discount: input.discount,
  type: input.type,
  itemCount: input.type === 'choose' ? (input.item_count ?? null) : null,
  itemIds,
  available: input.available,
});

export async function listCombos(db: Db, scope: MenuScope): Promise<ComboRow[]> {
  return db
    .select()
    .from(combos)
    .where(inScope(combos, scope))
    .orderBy(asc(sql`lower(${combos.name})`), asc(combos.createdAt), asc(combos.id));
}

export async function createCombo(db: Db, scope: MenuScope, input: ComboInput, itemIds: string[]): Promise<ComboRow> {
  const [row] = await db
    .insert(combos)
    .values({ ...menuKeys(scope), ...comboFields(input, itemIds) })
    .returning();
  return row!;
}

export async function updateCombo(
  db: Db,
  scope: MenuScope,
  id: string,
  input: ComboInput,
  itemIds: string[],
): Promise<ComboRow> {
  const [row] = await db
    .update(combos)
    .set(comboFields(input, itemIds))
    .where(and(inScope(combos, scope), eq(combos.id, id)))
    .returning();
  return row!;
}

export async function deleteCombo(db: Db, scope: MenuScope, id: string): Promise<void> {
  await db.delete(combos).where(and(inScope(combos, scope), eq(combos.id, id)));
}

/**
 * "<name> (copy)" within the 20 characters of a menu name: the original is cut so the suffix
 * fits (copyName), and as the suffix alone has 7 characters the result always has the minimum 3.
 */
export async function cloneCombo(db: Db, scope: MenuScope, original: ComboRow, suffix: string): Promise<ComboRow> {
  const { id: _id, createdAt: _createdAt, ...copy } = original;
  const [row] = await db
    .insert(combos)
    .values({ ...copy, name: copyName(original.name, suffix) })
    .returning();
  return row!;
}

/**
 * Deleted items leave the combos that listed them, in the caller's transaction. A "choose N"
 * combo keeps N within what is left, and a combo left with no item is hidden rather than
 * deleted, so the merchant can refill it.
 */
export async function unlinkItemsFromCombos(db: Db, scope: MenuScope, itemIds: readonly string[]): Promise<void> {
  if (!itemIds.length) return;
  const removed = sql`ARRAY[${sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const remaining = sql`(${combos.itemIds} - ${removed})`;
  await db
    .update(combos)
    .set({
      itemIds: remaining,
      itemCount: sql`case when ${combos.itemCount} is null then null else least(${combos.itemCount}, greatest(jsonb_array_length(${remaining}), 1)) end`,
      available: sql`${combos.available} and jsonb_array_length(${remaining}) > 0`,
    })
    .where(and(inScope(combos, scope), sql`${combos.itemIds} ?| ${removed}`));
}
