import { and, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MenuImportRow } from '../../lib/contract';
import type { Db } from '../db/client';
import { categories, items } from '../db/schema';
import { newId } from '../lib/ids';
import { insertItemRows, markMenuStarted } from './menu-items';
import { categoryOrder, inScope, itemOrder, jsonParam, type ItemRow, menuKeys, type MenuScope } from './menu-serialize';

/**
 * Menu CSV import (docs/decisions.md "Menu CSV"). Errors are keyed by the file's line number,
 * not by the row's index in the request, so the screen can say "row 7: ...":
 *   rows.<row>.<field>   e.g. `rows.7.price` — a field of the row on line 7 is invalid
 *   rows.<row>.name      — the row on that line repeats an earlier (category, name) pair
 * where <row> is the row's own `row` number (or index + 2, the line it would be on after the
 * header, when the row does not carry a usable number).
 */

const key = (text: string) => text.trim().toLowerCase();
const itemKey = (categoryId: string, name: string) => `${categoryId}\u0000${key(name)}`;

/** The file's line number of the request's row `index`. */
function lineOf(raw: unknown, index: number): number {
  const rows = (raw as { rows?: unknown } | null)?.rows;
  const row = Array.isArray(rows) ? (rows[index] as { row?: unknown } | null)?.row : undefined;
  return Number.isInteger(row) ? (row as number) : index + 2;
}

/** Zod issues with `rows.<index>` rewritten to `rows.<line>` (see above). */
export function issuesByLine(raw: unknown, issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.map((issue) => {
    const [first, index, ...rest] = issue.path;
    if (first !== 'rows' || typeof index !== 'number') return issue;
    return { ...issue, path: ['rows', lineOf(raw, index), ...rest] };
  });
}

export interface DuplicateRow {
  row: number;
  first: number;
  name: string;
  category: string;
}

/** Rows naming the same item of the same category as an earlier row (case and spaces ignored). */
export function findDuplicateRows(rows: readonly MenuImportRow[]): DuplicateRow[] {
  const seen = new Map<string, number>();
  const duplicates: DuplicateRow[] = [];
  for (const r of rows) {
    const k = `${key(r.category)}\u0000${key(r.name)}`;
    const first = seen.get(k);
    if (first === undefined) seen.set(k, r.row);
    else duplicates.push({ row: r.row, first, name: r.name, category: r.category });
  }
  return duplicates;
}

export interface ImportResult {
  createdCategories: number;
  createdItems: number;
  updatedItems: number;
}

/**
 * Creates the categories and items the rows name that the menu lacks (appended, in row order) and
 * updates price, description, availability and minimum of the ones it has; deletes nothing.
 * One transaction: all rows or none. Rows have been checked for duplicates.
 */
export async function importMenu(db: Db, scope: MenuScope, rows: readonly MenuImportRow[]): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    // The first category of a name wins when the menu already has two of the same name.
    const existing = await tx
      .select()
      .from(categories)
      .where(inScope(categories, scope))
      .orderBy(...categoryOrder);
    const categoryIds = new Map<string, string>();
    for (const c of existing) if (!categoryIds.has(key(c.name))) categoryIds.set(key(c.name), c.id);
    const newCategories: (typeof categories.$inferInsert)[] = [];
    const [top] = await tx
      .select({ sort: max(categories.sort) })
      .from(categories)
      .where(inScope(categories, scope));
    for (const r of rows) {
      if (categoryIds.has(key(r.category))) continue;
      const id = newId();
      categoryIds.set(key(r.category), id);
      newCategories.push({
        ...menuKeys(scope),
        id,
        name: r.category,
        sort: (top?.sort ?? -1) + 1 + newCategories.length,
      });
    }
    if (newCategories.length) await tx.insert(categories).values(newCategories);

    const touched = [...new Set(rows.map((r) => categoryIds.get(key(r.category))!))];
    const current = await tx
      .select()
      .from(items)
      .where(and(inScope(items, scope), inArray(items.categoryId, touched)))
      .orderBy(...itemOrder);
    const itemsByKey = new Map<string, ItemRow>();
    const nextSort = new Map<string, number>();
    for (const i of current) {
      if (!itemsByKey.has(itemKey(i.categoryId, i.name))) itemsByKey.set(itemKey(i.categoryId, i.name), i);
      nextSort.set(i.categoryId, Math.max(nextSort.get(i.categoryId) ?? 0, i.sort + 1));
    }

    const updates: {
      id: string;
      price: number;
      description: string | null;
      available: boolean;
      min_purchase_value: number | null;
    }[] = [];
    const creates: (typeof items.$inferInsert)[] = [];
    for (const r of rows) {
      const categoryId = categoryIds.get(key(r.category))!;
      const fields = { price: r.price, description: r.description ?? null, available: r.available };
      const match = itemsByKey.get(itemKey(categoryId, r.name));
      if (match) {
        updates.push({ id: match.id, ...fields, min_purchase_value: r.min_purchase_value });
      } else {
        const sort = nextSort.get(categoryId) ?? 0;
        nextSort.set(categoryId, sort + 1);
        creates.push({
          ...menuKeys(scope),
          ...fields,
          categoryId,
          name: r.name,
          minPurchaseValue: r.min_purchase_value,
          sort,
        });
      }
    }
    if (updates.length) {
      await tx.execute(sql`
        update ${items} set price = v.price, description = v.description, available = v.available, min_purchase_value = v.min_purchase_value
        from jsonb_to_recordset(${jsonParam(updates)}) as v(id text, price integer, description text, available boolean, min_purchase_value integer)
        where ${items.id} = v.id and ${inScope(items, scope)}`);
    }
    await insertItemRows(tx, creates);
    if (creates.length) await markMenuStarted(tx, scope.businessId);
    return { createdCategories: newCategories.length, createdItems: creates.length, updatedItems: updates.length };
  });
}
