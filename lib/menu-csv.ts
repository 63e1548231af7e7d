/** The menu as a CSV file (docs/decisions.md "Menu CSV"): read, written and compared. */
export {
  detectDelimiter,
  guardFormula,
  parseCsv,
  serializeCsv,
  unguardFormula,
  type CsvRecord,
  type Delimiter,
} from './menu-csv/csv';
export {
  MENU_CSV_COLUMNS,
  MENU_CSV_MAX_ROWS,
  menuToCsv,
  parseMenuCsv,
  sortedMenu,
  type MenuCsvError,
  type MenuCsvParse,
} from './menu-csv/menu';
export {
  DIFF_FIELDS,
  diffMenu,
  nameKey,
  type ChangedItem,
  type DiffField,
  type DiffValue,
  type Duplicate,
  type MenuDiff,
} from './menu-csv/diff';
export { menuCsvFileName, slugify } from './menu-csv/file-name';
