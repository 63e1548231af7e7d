import type { PerfRow } from './perf-row';

/** PerfRows as one aligned text table: benchmark, subject, value, unit, target, ok. */
export function formatRows(rows: readonly PerfRow[]): string {
  const header = ['benchmark', 'subject', 'value', 'unit', 'target', 'ok'];
  const cells = rows.map((r) => [
    r.benchmark,
    r.subject,
    // KB with one decimal always, so a column of sizes lines up.
    r.unit === 'KB' || !Number.isInteger(r.value) ? r.value.toFixed(1) : String(r.value),
    r.unit,
    r.target ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  // Numbers right-aligned, words left-aligned.
  const line = (c: string[]) =>
    c
      .map((v, i) => (i === 2 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
