import { and, inArray } from 'drizzle-orm';
import type { ServerTextKey } from '../i18n';
import type { Db } from '../db/client';
import { categories, combos, items, modifierGroups, taxes } from '../db/schema';
import { fail, fieldKeysFail, foundOr404 } from '../lib/http';
import { inScope, type MenuScope } from './menu-serialize';

/** The menu tables routes load rows of by id, each with the text of its 404. */
const menuTables = {
  category: { table: categories, notFound: 'categoryNotFound' },
  item: { table: items, notFound: 'itemNotFound' },
  modifierGroup: { table: modifierGroups, notFound: 'modifierGroupNotFound' },
  tax: { table: taxes, notFound: 'taxNotFound' },
  combo: { table: combos, notFound: 'comboNotFound' },
} as const satisfies Record<string, { table: unknown; notFound: ServerTextKey }>;

export type MenuKind = keyof typeof menuTables;
export type MenuRow<K extends MenuKind> = (typeof menuTables)[K]['table']['$inferSelect'];

async function rowsInMenu<K extends MenuKind>(
  db: Db,
  scope: MenuScope,
  kind: K,
  ids: readonly string[],
): Promise<MenuRow<K>[]> {
  const { table } = menuTables[kind];
  const rows = await db
    .select()
    .from(table)
    .where(and(inScope(table, scope), inArray(table.id, [...ids])));
  return rows as MenuRow<K>[];
}

/** The row with that id in this menu; 404 whether it is elsewhere or nowhere (never reveal which). */
export async function menuRowOr404<K extends MenuKind>(
  db: Db,
  scope: MenuScope,
  kind: K,
  id: string,
): Promise<MenuRow<K>> {
  const [row] = await rowsInMenu(db, scope, kind, [id]);
  return foundOr404(row, menuTables[kind].notFound);
}

/** The rows with those ids in this menu (repeats counted once), all of them or a 404. */
export async function menuRowsOr404<K extends MenuKind>(
  db: Db,
  scope: MenuScope,
  kind: K,
  ids: readonly string[],
): Promise<MenuRow<K>[]> {
  const unique = [...new Set(ids)];
  const rows = await rowsInMenu(db, scope, kind, unique);
  if (rows.length !== unique.length) throw fail(404, menuTables[kind].notFound);
  return rows;
}

/** True when every id (repeats counted once) is a row of this menu: an id from elsewhere reads as unknown. */
export async function allInMenu(db: Db, scope: MenuScope, kind: MenuKind, ids: readonly string[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  return (await rowsInMenu(db, scope, kind, unique)).length === unique.length;
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
export async function checkItemReferences(db: Db, scope: MenuScope, refs: ItemReferences) {
  const problems: Record<string, ServerTextKey> = {};
  const modifierGroupIds = refs.modifier_groups && [...new Set(refs.modifier_groups)];
  const taxIds = refs.taxes && [...new Set(refs.taxes)];
  if (refs.category_id !== undefined && !(await allInMenu(db, scope, 'category', [refs.category_id])))
    problems.category_id = 'categoryUnknown';
  if (modifierGroupIds?.length && !(await allInMenu(db, scope, 'modifierGroup', modifierGroupIds)))
    problems.modifier_groups = 'modifierGroupsUnknown';
  if (taxIds?.length && !(await allInMenu(db, scope, 'tax', taxIds))) problems.taxes = 'taxesUnknown';
  if (Object.keys(problems).length) throw fieldKeysFail(problems);
  return { modifierGroupIds, taxIds };
}
