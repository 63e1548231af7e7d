import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModifierGroup, modifierGroupRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { items, modifierGroups, type ModifierOption } from '../db/schema';
import { newId } from '../lib/ids';
import { inScope, menuKeys, type MenuScope } from './menu-serialize';
import { copyName } from './menu-sort';

export type ModifierGroupRow = typeof modifierGroups.$inferSelect;
type GroupInput = z.output<typeof modifierGroupRequest>;

/** Option and group names have up to 64 characters (the contract's shortName). */
const GROUP_NAME_MAX = 64;

export function serializeModifierGroup(row: ModifierGroupRow): ModifierGroup {
  return {
    _id: row.id,
    name: row.name,
    required: row.required,
    min_selections: row.minSelections,
    max_selections: row.maxSelections,
    options: row.options.map((o) => ({ _id: o.id, name: o.name, price: o.price, available: o.available })),
  };
}

/**
 * Options keep their id when the client sends back one this group already has (orders and carts
 * may refer to it); any other id, or none, gets a fresh one, so a client cannot pick ids.
 */
export function optionsWithIds(
  sent: GroupInput['options'],
  existing: readonly ModifierOption[] = [],
): ModifierOption[] {
  const known = new Set(existing.map((o) => o.id));
  const used = new Set<string>();
  return sent.map((o) => {
    const keep = o._id && known.has(o._id) && !used.has(o._id);
    const id = keep ? o._id! : newId();
    used.add(id);
    return { id, name: o.name, price: o.price, available: o.available };
  });
}

const groupFields = (input: GroupInput) => ({
  name: input.name,
  required: input.required,
  minSelections: input.min_selections,
  maxSelections: input.max_selections,
});

export async function listModifierGroups(db: Db, scope: MenuScope): Promise<ModifierGroupRow[]> {
  return db
    .select()
    .from(modifierGroups)
    .where(inScope(modifierGroups, scope))
    .orderBy(asc(sql`lower(${modifierGroups.name})`), asc(modifierGroups.createdAt), asc(modifierGroups.id));
}

export async function createModifierGroup(db: Db, scope: MenuScope, input: GroupInput): Promise<ModifierGroupRow> {
  const [row] = await db
    .insert(modifierGroups)
    .values({ ...menuKeys(scope), ...groupFields(input), options: optionsWithIds(input.options) })
    .returning();
  return row!;
}

/** PUT replaces the group; options not sent are removed. */
export async function updateModifierGroup(
  db: Db,
  scope: MenuScope,
  existing: ModifierGroupRow,
  input: GroupInput,
): Promise<ModifierGroupRow> {
  const [row] = await db
    .update(modifierGroups)
    .set({ ...groupFields(input), options: optionsWithIds(input.options, existing.options) })
    .where(and(inScope(modifierGroups, scope), eq(modifierGroups.id, existing.id)))
    .returning();
  return row!;
}

/** "<name> (copy)" within 64 characters; its options are new (new ids), the original's stay as they are. */
export async function cloneModifierGroup(
  db: Db,
  scope: MenuScope,
  original: ModifierGroupRow,
  suffix: string,
): Promise<ModifierGroupRow> {
  const [row] = await db
    .insert(modifierGroups)
    .values({
      ...menuKeys(scope),
      name: copyName(original.name, suffix, GROUP_NAME_MAX),
      required: original.required,
      minSelections: original.minSelections,
      maxSelections: original.maxSelections,
      options: original.options.map((o) => ({ ...o, id: newId() })),
    })
    .returning();
  return row!;
}

/** Deletes the group and unlinks it from the location's items in one transaction. */
export async function deleteModifierGroup(db: Db, scope: MenuScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(modifierGroups).where(and(inScope(modifierGroups, scope), eq(modifierGroups.id, id)));
    await tx
      .update(items)
      .set({ modifierGroupIds: sql`${items.modifierGroupIds} - ${id}::text` })
      .where(and(inScope(items, scope), sql`${items.modifierGroupIds} @> ${JSON.stringify([id])}::jsonb`));
  });
}
