/**
 * RFC 4180 CSV, written by hand (no CSV library in the project). Pure string work so that it
 * runs the same in the browser, in jest and on the server.
 */

export type Delimiter = ',' | ';';

/** One record and the file line it starts on (1-based), so errors can name the line. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvParse {
  records: CsvRecord[];
  /** True when the file ends inside a quoted cell: the last record is probably cut. */
  unclosedQuote: boolean;
}

const BOM = '\uFEFF';

/**
 * French Excel saves with ";" because "," is its decimal mark: the header line decides, by
 * counting both outside quotes.
 */
export function detectDelimiter(text: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Parses CSV text (BOM, CRLF, LF or CR line ends, quoted cells with "" escapes and line breaks). */
export function parseCsv(
  input: string,
  delimiter: Delimiter = detectDelimiter(input.replace(/^\uFEFF/, '')),
): CsvParse {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  // A record that is only a line break (blank line) is skipped, but its line still counts.
  let touched = false;

  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cell !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    touched = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else if (ch === '\r' || ch === '\n') {
        // Line breaks inside a cell become "\n" whatever the file used, so that a description
        // exported from Windows compares equal to the one on the server.
        if (ch === '\r' && text[i + 1] === '\n') i++;
        cell += '\n';
        line++;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      touched = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (quoted || touched || cell !== '' || cells.length > 0) endRecord();
  return { records, unclosedQuote: quoted };
}

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection): such
// cells are written with a leading apostrophe, which spreadsheets hide and the import removes.
// Cells that already start with apostrophes before such a sign get one more, so that the
// round trip gives back exactly what was written.
const FORMULA = /^'*[=+\-@]/;

export function guardFormula(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell;
}

export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;
}

function quoteCell(cell: string, delimiter: Delimiter): string {
  return /["\r\n]/.test(cell) || cell.includes(delimiter) || cell !== cell.trim()
    ? `"${cell.replace(/"/g, '""')}"`
    : cell;
}

/** Rows → CSV text with CRLF line ends (RFC 4180); every cell guarded against formulas. */
export function serializeCsv(rows: readonly (readonly string[])[], delimiter: Delimiter = ','): string {
  return rows.map((row) => row.map((c) => quoteCell(guardFormula(c), delimiter)).join(delimiter)).join('\r\n') + '\r\n';
}
