import type { Category, Item } from '@/lib/contract';

/**
 * Every row has the same height: the windowed list then finds a row from a scroll offset with
 * one division, and a keyboard drag moves by whole rows.
 */
export const ROW_HEIGHT = 56;

export interface CategoryRow {
  kind: 'category';
  /** Unique across both kinds (categories and items are separate tables). */
  key: string;
  category: Category;
  /** Items listed under the header: all of them, or the matches while searching. */
  shown: number;
  /** Position among all categories. */
  position: number;
  total: number;
}

export interface ItemRow {
  kind: 'item';
  key: string;
  item: Item;
  categoryId: string;
  /** Position among all the items of its category. */
  position: number;
  total: number;
}

export type MenuRow = CategoryRow | ItemRow;

export const categoryKey = (id: string) => `c:${id}`;
export const itemKey = (id: string) => `i:${id}`;

/** Items whose name contains the query, case- and accent-insensitively ("creme" finds "Crème"). */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/**
 * The menu as one flat list of rows: each category header followed by its items. Collapsed
 * categories contribute only their header; while searching, only categories with a matching
 * item appear, open, with just the matches.
 */
export function buildRows(categories: readonly Category[], query: string, collapsed: ReadonlySet<string>): MenuRow[] {
  const q = normalise(query);
  const rows: MenuRow[] = [];
  categories.forEach((category, position) => {
    const items = q ? category.items.filter((i) => normalise(i.name).includes(q)) : category.items;
    if (q && items.length === 0) return;
    rows.push({
      kind: 'category',
      key: categoryKey(category._id),
      category,
      shown: items.length,
      position,
      total: categories.length,
    });
    if (!q && collapsed.has(category._id)) return;
    for (const item of items) {
      rows.push({
        kind: 'item',
        key: itemKey(item._id),
        item,
        categoryId: category._id,
        position: category.items.indexOf(item),
        total: category.items.length,
      });
    }
  });
  return rows;
}
