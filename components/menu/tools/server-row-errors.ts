import { ApiError } from '@/lib/api/api-error';
import type { RowProblem } from './use-csv-error-text';

/**
 * menu/import refuses the whole file with errors keyed `rows.<row>.<field>` (lib/contract/menu.ts),
 * where <row> is the file line the row came from. Returns null when the failure is not about rows.
 */
export function serverRowErrors(err: unknown): RowProblem[] | null {
  if (!(err instanceof ApiError) || Object.keys(err.fieldErrors).length === 0) return null;
  const problems: RowProblem[] = [];
  for (const [key, texts] of Object.entries(err.fieldErrors)) {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(key);
    const text = texts[0] ?? err.message;
    problems.push(m ? { row: Number(m[1]), field: m[2]!, text } : { row: 0, field: key === 'rows' ? '' : key, text });
  }
  return problems.sort((a, b) => a.row - b.row);
}
