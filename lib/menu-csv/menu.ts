import type { Category } from '@/lib/contract/menu';
import { menuImportRow, type MenuImportRow } from '@/lib/contract/menu-tools';
import { parseMoneyText } from '@/lib/contract/money-text';
import { centsToDecimal } from '@/lib/money';
import { parseCsv, serializeCsv, unguardFormula, type Delimiter } from './csv';

/** docs/decisions.md "Menu CSV": the columns, in the order an export writes them. */
export const MENU_CSV_COLUMNS = [
  'category',
  'name',
  'price',
  'description',
  'available',
  'min_purchase_value',
] as const;
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];
/**
 * Without these a row means nothing. The others may be left out of a hand-made file: the rows
 * then take the defaults (no description, available, no minimum), which the preview shows as
 * changes before anything is sent.
 */
const REQUIRED: readonly MenuCsvColumn[] = ['category', 'name', 'price'];
/** menuImportRequest's limit: refused here rather than after the upload. */
export const MENU_CSV_MAX_ROWS = 6000;

/**
 * A problem found in the file. `row` is the file line where the record starts (the header is
 * line 1); `key` is a message key (`validation.*` from the contract, or `menuTools.csv.*`) and
 * `values` its placeholders.
 */
export interface MenuCsvError {
  row: number;
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

export interface MenuCsvParse {
  rows: MenuImportRow[];
  errors: MenuCsvError[];
}

const YES = new Set(['yes', 'y', 'true', '1', 'oui', 'o', 'vrai']);
const NO = new Set(['no', 'n', 'false', '0', 'non', 'faux']);

/** Categories and items in the order the menu screen shows them (by `sort`). */
export function sortedMenu(categories: readonly Category[]): Category[] {
  return [...categories]
    .sort((a, b) => a.sort - b.sort)
    .map((c) => ({ ...c, items: [...c.items].sort((a, b) => a.sort - b.sort) }));
}

/**
 * The whole menu as CSV. French spreadsheets expect ";" between cells and "," as the decimal
 * mark, so `french` writes both; the import reads either.
 */
export function menuToCsv(categories: readonly Category[], opts: { french?: boolean } = {}): string {
  const delimiter: Delimiter = opts.french ? ';' : ',';
  const money = (cents: number | null) =>
    cents == null ? '' : opts.french ? centsToDecimal(cents).replace('.', ',') : centsToDecimal(cents);
  const rows: string[][] = [[...MENU_CSV_COLUMNS]];
  for (const category of sortedMenu(categories)) {
    for (const item of category.items) {
      rows.push([
        category.name,
        item.name,
        money(item.price),
        item.description ?? '',
        item.available ? 'yes' : 'no',
        money(item.min_purchase_value),
      ]);
    }
  }
  return serializeCsv(rows, delimiter);
}

function readAvailable(text: string): boolean | null {
  const v = text.trim().toLowerCase();
  if (v === '') return true;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return null;
}

/** Dollars text → cents; undefined for blank (the contract says whether that is allowed). */
function readMoney(text: string): number | undefined | null {
  return text.trim() === '' ? undefined : parseMoneyText(text);
}

/** Parses and checks a menu CSV with the contract's row schema; every problem comes back numbered. */
export function parseMenuCsv(text: string): MenuCsvParse {
  const { records, unclosedQuote } = parseCsv(text);
  const errors: MenuCsvError[] = [];
  const header = records[0];
  if (!header) return { rows: [], errors: [{ row: 1, field: '', key: 'menuTools.csv.empty' }] };

  const index = new Map<string, number>();
  header.cells.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  for (const column of REQUIRED) {
    if (!index.has(column))
      errors.push({ row: header.line, field: column, key: 'menuTools.csv.missingColumn', values: { column } });
  }
  if (errors.length) return { rows: [], errors };
  const data = records.slice(1);
  if (data.length === 0) return { rows: [], errors: [{ row: header.line, field: '', key: 'menuTools.csv.noRows' }] };
  if (data.length > MENU_CSV_MAX_ROWS)
    return {
      rows: [],
      errors: [{ row: 1, field: '', key: 'menuTools.csv.tooManyRows', values: { max: MENU_CSV_MAX_ROWS } }],
    };

  const rows: MenuImportRow[] = [];
  for (const record of data) {
    const cell = (column: MenuCsvColumn) => {
      const i = index.get(column);
      return i === undefined ? '' : unguardFormula(record.cells[i] ?? '');
    };
    const own: MenuCsvError[] = [];
    const price = readMoney(cell('price'));
    const min = readMoney(cell('min_purchase_value'));
    const available = readAvailable(cell('available'));
    if (price === null) own.push({ row: record.line, field: 'price', key: 'validation.money' });
    if (min === null) own.push({ row: record.line, field: 'min_purchase_value', key: 'validation.money' });
    if (available === null) own.push({ row: record.line, field: 'available', key: 'menuTools.csv.available' });

    const parsed = menuImportRow.safeParse({
      row: record.line,
      category: cell('category'),
      name: cell('name'),
      price: price ?? undefined,
      description: cell('description'),
      available: available ?? true,
      min_purchase_value: min ?? null,
    });
    if (parsed.success && own.length === 0) {
      rows.push(parsed.data);
      continue;
    }
    const seen = new Set(own.map((e) => e.field));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      own.push({ row: record.line, field, key: issue.message });
    }
    errors.push(...own);
  }
  if (unclosedQuote) {
    const last = data[data.length - 1]!;
    errors.push({ row: last.line, field: '', key: 'menuTools.csv.unclosedQuote' });
  }
  errors.sort(
    (a, b) =>
      a.row - b.row ||
      MENU_CSV_COLUMNS.indexOf(a.field as MenuCsvColumn) - MENU_CSV_COLUMNS.indexOf(b.field as MenuCsvColumn),
  );
  return { rows, errors };
}
