import { and, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, items, modifierGroups, taxes } from '../db/schema';
import { newId } from '../lib/ids';
import { insertItemRows } from './menu-items';
import { categoryOrder, inScope, itemOrder, type MenuScope } from './menu-serialize';

type GroupRow = typeof modifierGroups.$inferSelect;
type TaxRow = typeof taxes.$inferSelect;

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Source id → target id for the modifier groups (or taxes) the copied items use: the target's
 * own one of the same name (case-insensitive) when it has one, so copying twice does not pile
 * up duplicates, else a copy made now.
 */
async function mapByName<R extends { id: string; name: string }>(
  used: readonly R[],
  existing: readonly R[],
  insertCopies: (rows: R[]) => Promise<void>,
): Promise<Map<string, string>> {
  const byName = new Map(existing.map((r) => [nameKey(r.name), r.id]));
  const map = new Map<string, string>();
  const copies: R[] = [];
  for (const row of used) {
    let id = byName.get(nameKey(row.name));
    if (!id) {
      id = newId();
      byName.set(nameKey(row.name), id);
      copies.push({ ...row, id });
    }
    map.set(row.id, id);
  }
  if (copies.length) await insertCopies(copies);
  return map;
}

/**
 * Copies categories of `source` (the given ones, or all) with their items to `target`, after
 * the target's own categories, in one transaction. `categoryIds` have been checked to be in source.
 */
export async function copyMenu(
  db: Db,
  source: MenuScope,
  target: MenuScope,
  categoryIds?: string[],
): Promise<{ categories: number; items: number }> {
  return db.transaction(async (tx) => {
    const sourceCategories = await tx
      .select()
      .from(categories)
      .where(
        categoryIds
          ? and(inScope(categories, source), inArray(categories.id, categoryIds.length ? categoryIds : ['']))
          : inScope(categories, source),
      )
      .orderBy(...categoryOrder);
    if (!sourceCategories.length) return { categories: 0, items: 0 };
    const sourceItems = await tx
      .select()
      .from(items)
      .where(
        and(
          inScope(items, source),
          inArray(
            items.categoryId,
            sourceCategories.map((c) => c.id),
          ),
        ),
      )
      .orderBy(...itemOrder);

    const usedGroupIds = [...new Set(sourceItems.flatMap((i) => i.modifierGroupIds))];
    const usedTaxIds = [...new Set(sourceItems.flatMap((i) => i.taxIds))];
    const scoped = <T extends GroupRow | TaxRow>(rows: T[]) =>
      rows.map(({ createdAt: _c, ...r }) => ({ ...r, ...target }));
    const groupMap = await mapByName(
      usedGroupIds.length
        ? await tx
            .select()
            .from(modifierGroups)
            .where(and(inScope(modifierGroups, source), inArray(modifierGroups.id, usedGroupIds)))
        : [],
      await tx.select().from(modifierGroups).where(inScope(modifierGroups, target)),
      // Options get ids of their own: an option id names one option of one group.
      async (rows) =>
        void (await tx
          .insert(modifierGroups)
          .values(scoped(rows).map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, id: newId() })) })))),
    );
    const taxMap = await mapByName(
      usedTaxIds.length
        ? await tx
            .select()
            .from(taxes)
            .where(and(inScope(taxes, source), inArray(taxes.id, usedTaxIds)))
        : [],
      await tx.select().from(taxes).where(inScope(taxes, target)),
      async (rows) => void (await tx.insert(taxes).values(scoped(rows))),
    );

    // A category the target already has (same name) receives the copied items after its own,
    // so copying twice never makes two "Burgers"; the others are added after the target's menu.
    const [top] = await tx
      .select({ sort: max(categories.sort) })
      .from(categories)
      .where(inScope(categories, target));
    const base = (top?.sort ?? -1) + 1;
    const categoryMap = await mapByName(
      sourceCategories,
      await tx.select().from(categories).where(inScope(categories, target)),
      async (rows) =>
        void (await tx.insert(categories).values(
          rows.map((c, i) => ({
            ...target,
            id: c.id,
            name: c.name,
            description: c.description,
            available: c.available,
            sort: base + i,
          })),
        )),
    );
    const targetIds = [...new Set(categoryMap.values())];
    const lastSorts = await tx
      .select({ categoryId: items.categoryId, sort: max(items.sort) })
      .from(items)
      .where(inArray(items.categoryId, targetIds))
      .groupBy(items.categoryId);
    const after = new Map(lastSorts.map((r) => [r.categoryId, (r.sort ?? -1) + 1]));

    const knownIds = (ids: string[], map: Map<string, string>) => ids.flatMap((id) => map.get(id) ?? []);
    await insertItemRows(
      tx,
      sourceItems.map(({ createdAt: _c, ...i }) => ({
        ...i,
        ...target,
        id: newId(),
        categoryId: categoryMap.get(i.categoryId)!,
        sort: (after.get(categoryMap.get(i.categoryId)!) ?? 0) + i.sort,
        modifierGroupIds: knownIds(i.modifierGroupIds, groupMap),
        taxIds: knownIds(i.taxIds, taxMap),
      })),
    );
    return { categories: sourceCategories.length, items: sourceItems.length };
  });
}
