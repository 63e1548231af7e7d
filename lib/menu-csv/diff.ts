import type { Category, Item } from '@/lib/contract/menu';
import type { MenuImportRow } from '@/lib/contract/menu-tools';

/** The fields an import can change on an existing item. */
export const DIFF_FIELDS = ['price', 'description', 'available', 'min_purchase_value'] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];
export type DiffValue = number | string | boolean | null;

export interface FieldChange {
  field: DiffField;
  before: DiffValue;
  after: DiffValue;
}
export interface ChangedItem {
  row: number;
  itemId: string;
  category: string;
  name: string;
  changes: FieldChange[];
}
export interface NewCategory {
  row: number;
  name: string;
}
export interface Duplicate {
  row: number;
  /** The earlier row of the file with the same category and item. */
  firstRow: number;
  category: string;
  name: string;
}
export interface MenuDiff {
  newCategories: NewCategory[];
  newItems: MenuImportRow[];
  changedItems: ChangedItem[];
  unchanged: MenuImportRow[];
  duplicates: Duplicate[];
}

/** How the server matches names (docs/decisions.md "Menu CSV"): trimmed, case-insensitive. */
export const nameKey = (name: string) => name.trim().toLowerCase();

function fieldsOf(source: Item | MenuImportRow): Record<DiffField, DiffValue> {
  return {
    price: source.price,
    // null, undefined and "" all mean "no description".
    description: source.description?.trim() || null,
    available: source.available,
    min_purchase_value: source.min_purchase_value ?? null,
  };
}

/** What importing `rows` would do to the current menu; nothing is ever deleted. */
export function diffMenu(categories: readonly Category[], rows: readonly MenuImportRow[]): MenuDiff {
  const current = new Map(
    categories.map((c) => [
      nameKey(c.name),
      { name: c.name, items: new Map(c.items.map((i) => [nameKey(i.name), i])) },
    ]),
  );
  const diff: MenuDiff = { newCategories: [], newItems: [], changedItems: [], unchanged: [], duplicates: [] };
  const seenRows = new Map<string, number>();
  const seenNewCategories = new Set<string>();

  for (const row of rows) {
    const catKey = nameKey(row.category);
    const key = `${catKey}\u0000${nameKey(row.name)}`;
    const firstRow = seenRows.get(key);
    if (firstRow !== undefined) {
      diff.duplicates.push({ row: row.row, firstRow, category: row.category, name: row.name });
      continue;
    }
    seenRows.set(key, row.row);

    const category = current.get(catKey);
    if (!category && !seenNewCategories.has(catKey)) {
      seenNewCategories.add(catKey);
      diff.newCategories.push({ row: row.row, name: row.category.trim() });
    }
    const item = category?.items.get(nameKey(row.name));
    if (!item) {
      diff.newItems.push(row);
      continue;
    }
    const before = fieldsOf(item);
    const after = fieldsOf(row);
    const changes = DIFF_FIELDS.filter((f) => before[f] !== after[f]).map((field) => ({
      field,
      before: before[field],
      after: after[field],
    }));
    // Existing items are named as the menu screen names them, whatever the file's spelling.
    if (changes.length)
      diff.changedItems.push({ row: row.row, itemId: item._id, category: category!.name, name: item.name, changes });
    else diff.unchanged.push(row);
  }
  return diff;
}
