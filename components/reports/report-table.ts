import { serializeCsv, type Delimiter } from '@/lib/menu-csv/csv';
import { centsToDecimal } from '@/lib/money';

/**
 * What a report shows, as data: each table on screen and the CSV export are made from the same
 * models, so the file holds exactly what the page shows (its figures, rows and totals).
 * Cells keep their raw values (cents, counts, YYYY-MM-DD days, percents); ReportTable formats
 * them for the screen in the viewer's language and reportCsv for a spreadsheet.
 */

export type ReportCellKind =
  /** Shown as is (names, labels already translated). */
  | 'text'
  /** A whole number. */
  | 'count'
  /** Integer cents. */
  | 'money'
  /** YYYY-MM-DD. */
  | 'day'
  /** A percent, e.g. 12.5 for 12.5 %; null when there is none (nothing to compare with). */
  | 'percent';

export type ReportCell = string | number | null;

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportCellKind;
}

/**
 * A row may say its numbers are of another kind than its column's (`[ROW_KIND]: 'count'`): a
 * figures table holds counts and amounts in the same "this period" column.
 */
export const ROW_KIND = '$kind';

/** The kind a cell is written as: its row's, for the numbers of a row that says so. */
export function kindOf(column: ReportColumn, row: Record<string, ReportCell>): ReportCellKind {
  const own = row[ROW_KIND];
  return column.kind === 'money' && (own === 'count' || own === 'money') ? own : column.kind;
}

export interface ReportTableModel {
  /** Unique on the page (a heading id, a test hook). */
  id: string;
  title: string;
  columns: ReportColumn[];
  rows: Record<string, ReportCell>[];
  /** The closing row (totals); its first column usually holds the word "Total". */
  total?: Record<string, ReportCell>;
}

/**
 * One cell as a spreadsheet wants it: amounts in dollars with two decimals, days YYYY-MM-DD,
 * counts as digits, percents with one decimal; French writes "," for the decimal mark (the
 * menu export's rule, lib/menu-csv).
 */
export function csvCell(value: ReportCell, kind: ReportCellKind, french: boolean): string {
  if (value === null || value === undefined) return '';
  const decimal = (text: string) => (french ? text.replace('.', ',') : text);
  switch (kind) {
    case 'money':
      return decimal(centsToDecimal(Number(value)));
    case 'percent':
      return decimal((Math.round(Number(value) * 10) / 10).toFixed(1));
    case 'count':
      return String(Math.round(Number(value)));
    default:
      return String(value);
  }
}

const NUMERIC: ReadonlySet<ReportCellKind> = new Set(['count', 'money', 'percent']);

/**
 * The tables as one CSV text: each under its title line, header, rows and total, a blank line
 * between tables. French: ";" between cells (French Excel reads "," as the decimal mark). Text
 * cells go through the menu export's writer (quoted as needed, formula signs guarded); numbers
 * are written bare, so a spreadsheet reads "-12.5" as a number, not as text behind an apostrophe.
 * A byte-order mark first, so Excel reads the accents as UTF-8.
 */
export function reportCsv(tables: readonly ReportTableModel[], opts: { french: boolean; heading?: string[] }): string {
  const delimiter: Delimiter = opts.french ? ';' : ',';
  const text = (cell: string) => serializeCsv([[cell]], delimiter).slice(0, -2);
  const lines: string[] = [];
  if (opts.heading?.length) lines.push(opts.heading.map(text).join(delimiter), '');
  tables.forEach((table, i) => {
    if (i > 0) lines.push('');
    lines.push(text(table.title));
    lines.push(table.columns.map((c) => text(c.label)).join(delimiter));
    for (const row of [...table.rows, ...(table.total ? [table.total] : [])])
      lines.push(
        table.columns
          .map((c) => {
            const kind = kindOf(c, row);
            const cell = csvCell(row[c.key] ?? null, kind, opts.french);
            return NUMERIC.has(kind) ? cell : text(cell);
          })
          .join(delimiter),
      );
  });
  return '\uFEFF' + lines.map((l) => `${l}\r\n`).join('');
}

/** <name>-<from>-to-<to>.csv (one day: <name>-<day>.csv). */
export function reportFileName(name: string, from: string, to: string): string {
  return from === to ? `${name}-${from}.csv` : `${name}-${from}-to-${to}.csv`;
}
