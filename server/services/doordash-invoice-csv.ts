import { DOORDASH_INVOICE_MAX_LINES, MONEY_MAX_CENTS, parseMoneyText } from '../../lib/contract';
import { parseCsv } from '../../lib/contract/plain/csv';
import type { DoordashInvoiceLine } from '../db/schema';
import { t, type Lang, type ServerTextKey } from '../i18n';

type Column = Exclude<keyof DoordashInvoiceLine, 'line'>;

/**
 * Header names each column goes by, compared lower-case with `_`, `-` and runs of spaces as one
 * space and a trailing unit ("($)", "(USD)") dropped: DoorDash's own exports and a merchant's
 * spreadsheet both name them a little differently.
 */
const HEADER_NAMES: Record<Column, readonly string[]> = {
  order_ref: ['your order id', 'order id', 'external delivery id', 'merchant order id', 'merchant delivery id'],
  order_value: ['order value', 'order subtotal', 'subtotal'],
  drive_fee: ['drive fee', 'delivery fee', 'fee'],
  dasher_tip: ['dasher tip', 'tip'],
};
const AMOUNTS = ['order_value', 'drive_fee', 'dasher_tip'] as const;

const normalHeader = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/\((\$|[a-z]{3})\)\s*$/, '')
    .replace(/[_\-\s]+/g, ' ')
    .trim();

export interface InvoiceParse {
  lines: DoordashInvoiceLine[];
  /** `line N`: that line's problems, in the caller's language. */
  errors: Record<string, string[]>;
}

/** "#1042" and "1042" name the same order. */
export const normalRef = (ref: string) => ref.trim().replace(/^#/, '');

/** Reads an invoice file; nothing is stored here. A file with any error is refused whole. */
export function parseDoordashInvoice(lang: Lang, csv: string): InvoiceParse {
  const errors: Record<string, string[]> = {};
  const add = (line: number, key: ServerTextKey, params?: Record<string, string>) =>
    (errors[`line ${line}`] ??= []).push(t(lang, key, params));
  const { records, unclosedQuote } = parseCsv(csv);
  // A quote left open swallows the rest of the file into one cell: that record is named, not read.
  const cut = unclosedQuote && records.length > 1 ? records.pop() : undefined;
  if (cut) add(cut.line, 'doordashCsvQuote');
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map(normalHeader);
  const at = Object.fromEntries(
    (Object.keys(HEADER_NAMES) as Column[]).map((col) => [
      col,
      HEADER_NAMES[col].map((n) => names.indexOf(n)).find((i) => i >= 0) ?? -1,
    ]),
  ) as Record<Column, number>;
  if (Object.values(at).some((i) => i < 0)) {
    add(header?.line ?? 1, 'doordashCsvHeader');
    return { lines: [], errors };
  }
  if (rows.length > DOORDASH_INVOICE_MAX_LINES) {
    add(rows[DOORDASH_INVOICE_MAX_LINES]!.line, 'doordashCsvTooLong', { max: String(DOORDASH_INVOICE_MAX_LINES) });
    return { lines: [], errors };
  }
  const lines: DoordashInvoiceLine[] = [];
  for (const { line, cells } of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    const ref = normalRef(cells[at.order_ref] ?? '');
    // An id of ours is at most 24 characters; 64 leaves room for a prefix DoorDash adds.
    if (ref === '' || ref.length > 64 || /[\u0000-\u001f\u007f]/.test(ref)) add(line, 'doordashCsvOrderId');
    const amounts = {} as Record<(typeof AMOUNTS)[number], number>;
    for (const col of AMOUNTS) {
      const cents = parseMoneyText(cells[at[col]] ?? '');
      if (cents === null || cents < 0 || cents > MONEY_MAX_CENTS)
        add(line, 'doordashCsvAmount', { column: header!.cells[at[col]]!.trim() });
      else amounts[col] = cents;
    }
    if (!errors[`line ${line}`]) lines.push({ line, order_ref: ref, ...amounts });
  }
  if (lines.length === 0 && Object.keys(errors).length === 0) add(header!.line, 'doordashCsvEmpty');
  return { lines, errors };
}
