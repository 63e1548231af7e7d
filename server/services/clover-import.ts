import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, categories, items, modifierGroups, taxes, type ModifierOption } from '../db/schema';
import { newId } from '../lib/ids';
import type { CloverMenu, CloverModifierGroup } from './clover-client';
import { inScope, menuKeys, type MenuScope } from './menu-serialize';

/**
 * Clover's menu into one location, in one transaction. Everything is matched by name
 * (case-insensitive), so a second import updates what the first created instead of adding
 * copies: taxes and modifier groups within the location, categories within the location, items
 * within their category. Nothing is deleted. Names are fitted to our rules (fitMenuName).
 */

export interface ImportCounts {
  categories: number;
  items: number;
  modifier_groups: number;
  taxes: number;
}

const key = (name: string) => name.toLocaleLowerCase('en');
const clean = (raw: string | null | undefined) => (raw ?? '').replace(/\s+/g, ' ').trim();
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const MAX_CENTS = 99_999_999;
/** The contract's limit of options per group. */
const MAX_OPTIONS = 50;

/**
 * Item and category names have 3 to 20 characters here but not on Clover: a longer name is cut
 * at 20 (trailing space dropped), a shorter one padded with "-" ("Ox" → "Ox-"), so every
 * imported row can be edited and saved in the portal as is. A blank name is not imported.
 */
export function fitMenuName(raw: string | null | undefined): string | null {
  const name = clean(raw).slice(0, 20).trimEnd();
  return name ? name.padEnd(3, '-') : null;
}
/** Tax, group and option names: up to 64 characters. */
const fitShortName = (raw: string | null | undefined) => clean(raw).slice(0, 64).trimEnd() || null;

/** Clover: 100000 = 1 %; ours: thousandths of a percent (1 % = 1000). */
export const cloverRateToMilli = (rate: number) => clamp(Math.round(rate / 100), 0, 100_000);

async function importTaxes(tx: Db, scope: MenuScope, menu: CloverMenu, ids: Map<string, string>): Promise<number> {
  const byName = new Map((await tx.select().from(taxes).where(inScope(taxes, scope))).map((t) => [key(t.name), t.id]));
  for (const rate of menu.taxRates) {
    const name = fitShortName(rate.name);
    if (!name) continue;
    const values = { name, rateMilli: cloverRateToMilli(rate.rate), isDefault: !!rate.isDefault };
    let id = byName.get(key(name));
    if (id) await tx.update(taxes).set(values).where(eq(taxes.id, id));
    else
      [{ id }] = (await tx
        .insert(taxes)
        .values({ ...menuKeys(scope), ...values })
        .returning({ id: taxes.id })) as [{ id: string }];
    byName.set(key(name), id);
    ids.set(rate.id, id);
  }
  return ids.size;
}

/** Options keep their id when one of the same name is there already (orders may refer to it). */
function groupValues(group: CloverModifierGroup, name: string, previous: readonly ModifierOption[]) {
  const previousByName = new Map(previous.map((o) => [key(o.name), o.id]));
  const options: ModifierOption[] = [];
  for (const m of group.modifiers?.elements ?? []) {
    const optionName = fitShortName(m.name);
    if (!optionName || options.length === MAX_OPTIONS || options.some((o) => key(o.name) === key(optionName))) continue;
    options.push({
      id: previousByName.get(key(optionName)) ?? newId(),
      name: optionName,
      price: clamp(m.price, 0, MAX_CENTS),
      available: true,
    });
  }
  const min = clamp(group.minRequired ?? 0, 0, Math.min(options.length, MAX_OPTIONS));
  // Clover leaves maxAllowed empty for "no limit": as many as there are options.
  const max = clamp(
    group.maxAllowed && group.maxAllowed > 0 ? group.maxAllowed : options.length,
    Math.max(min, 1),
    MAX_OPTIONS,
  );
  return { name, required: min >= 1, minSelections: min, maxSelections: max, options };
}

async function importModifierGroups(
  tx: Db,
  scope: MenuScope,
  menu: CloverMenu,
  ids: Map<string, string>,
): Promise<number> {
  const existing = await tx.select().from(modifierGroups).where(inScope(modifierGroups, scope));
  const byName = new Map(existing.map((g) => [key(g.name), g]));
  for (const group of menu.modifierGroups) {
    const name = fitShortName(group.name);
    if (!name) continue;
    const found = byName.get(key(name));
    const values = groupValues(group, name, found?.options ?? []);
    // Our groups need at least one option; an empty Clover group has nothing to offer anyway.
    if (!values.options.length) continue;
    const [row] = found
      ? await tx.update(modifierGroups).set(values).where(eq(modifierGroups.id, found.id)).returning()
      : await tx
          .insert(modifierGroups)
          .values({ ...menuKeys(scope), ...values })
          .returning();
    byName.set(key(name), row!);
    ids.set(group.id, row!.id);
  }
  return ids.size;
}

/** Clover categories in their sortOrder, appended after ours; our existing ones keep their place. */
async function importCategories(
  tx: Db,
  scope: MenuScope,
  menu: CloverMenu,
  ids: Map<string, string>,
  otherName: string,
) {
  const existing = await tx.select().from(categories).where(inScope(categories, scope));
  const byName = new Map(existing.map((c) => [key(c.name), c.id]));
  let nextSort = existing.reduce((max, c) => Math.max(max, c.sort + 1), 0);
  const ensure = async (name: string) => {
    let id = byName.get(key(name));
    if (!id) {
      [{ id }] = (await tx
        .insert(categories)
        .values({ ...menuKeys(scope), name, sort: nextSort++ })
        .returning({ id: categories.id })) as [{ id: string }];
      byName.set(key(name), id);
    }
    return id;
  };
  const ordered = [...menu.categories].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  for (const category of ordered) {
    const name = fitMenuName(category.name);
    if (name) ids.set(category.id, await ensure(name));
  }
  // Only made when an item needs it, so a fully categorised menu gets no empty "Other".
  let other: string | undefined;
  return { otherCategory: async () => (other ??= await ensure(otherName)), count: () => ids.size + (other ? 1 : 0) };
}

type NewItem = typeof items.$inferInsert;

async function importItems(
  tx: Db,
  scope: MenuScope,
  menu: CloverMenu,
  links: { categories: Map<string, string>; groups: Map<string, string>; taxes: Map<string, string> },
  otherCategory: () => Promise<string>,
): Promise<number> {
  const existing = await tx.select().from(items).where(inScope(items, scope));
  const slot = (categoryId: string, name: string) => `${categoryId}\u0000${key(name)}`;
  const known = new Map(existing.map((i) => [slot(i.categoryId, i.name), i.id]));
  const nextSort = new Map<string, number>();
  for (const i of existing) nextSort.set(i.categoryId, Math.max(nextSort.get(i.categoryId) ?? 0, i.sort + 1));
  const created = new Map<string, NewItem>();
  const updated = new Map<string, Partial<NewItem>>();
  const mapIds = (refs: { elements: { id: string }[] } | undefined, ids: Map<string, string>) => [
    ...new Set((refs?.elements ?? []).map((r) => ids.get(r.id)).filter((id): id is string => !!id)),
  ];
  let count = 0;
  for (const item of menu.items) {
    const name = fitMenuName(item.name);
    if (!name) continue;
    // An item in several Clover categories goes into the first one we know.
    const categoryId = mapIds(item.categories, links.categories)[0] ?? (await otherCategory());
    const taxIds = mapIds(item.taxRates, links.taxes);
    const fields = {
      price: clamp(item.price, 0, MAX_CENTS),
      available: item.available !== false && item.hidden !== true,
      modifierGroupIds: mapIds(item.modifierGroups, links.groups),
      taxIds,
      customTax: taxIds.length > 0,
    };
    count++;
    const id = known.get(slot(categoryId, name));
    if (id && created.has(id)) Object.assign(created.get(id)!, fields);
    else if (id) updated.set(id, fields);
    else {
      const sort = nextSort.get(categoryId) ?? 0;
      nextSort.set(categoryId, sort + 1);
      const row: NewItem = { id: newId(), ...menuKeys(scope), categoryId, name, sort, ...fields };
      created.set(row.id!, row);
      known.set(slot(categoryId, name), row.id!);
    }
  }
  for (const [id, fields] of updated) await tx.update(items).set(fields).where(eq(items.id, id));
  const rows = [...created.values()];
  for (let at = 0; at < rows.length; at += 500) await tx.insert(items).values(rows.slice(at, at + 500));
  return count;
}

export async function importCloverMenu(
  db: Db,
  scope: MenuScope,
  menu: CloverMenu,
  otherCategoryName: string,
): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    const links = {
      taxes: new Map<string, string>(),
      groups: new Map<string, string>(),
      categories: new Map<string, string>(),
    };
    const taxCount = await importTaxes(tx, scope, menu, links.taxes);
    const groupCount = await importModifierGroups(tx, scope, menu, links.groups);
    const cats = await importCategories(tx, scope, menu, links.categories, otherCategoryName);
    const itemCount = await importItems(tx, scope, menu, links, cats.otherCategory);
    // The getting-started "Menu Manager" step: the merchant now has a menu.
    if (itemCount > 0)
      await tx.update(businesses).set({ menuManager: true }).where(eq(businesses.id, scope.businessId));
    return { categories: cats.count(), items: itemCount, modifier_groups: groupCount, taxes: taxCount };
  });
}
