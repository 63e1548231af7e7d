/**
 * One figure a benchmark measured, as `npm run perf` prints it in its table. Every benchmark in
 * tests/perf exports `measure(): Promise<PerfRow[]>` and still prints its own report when run alone.
 */
export interface PerfRow {
  /** The benchmark: "lighthouse", "first-load JS", "order history", "BFF", "board INP" … */
  benchmark: string;
  /** What was measured: a route, a query shape, "p50 added at 1 connection" … */
  subject: string;
  value: number;
  unit: 'ms' | 'KB' | '%' | 'score' | 'req/s' | 'count';
  /** The budget in words, e.g. "≤ 150 ms" or "≥ 90". */
  target?: string;
  /** Whether value meets target (absent when there is no target). */
  ok?: boolean;
}

// Benchmarks run reference APIs in their own process: one log line per request would bury the report.
process.env.LOG_LEVEL ??= 'warn';

/** Runs `main` when the file is executed directly (tsx tests/perf/x.ts), not when imported. */
export function runWhenMain(meta: string, main: () => Promise<unknown>) {
  if (process.argv[1] && meta.endsWith(process.argv[1].replace(/\\/g, '/'))) {
    main().catch((err) => {
      console.error(err);
      process.exit(1);
    });
  }
}
