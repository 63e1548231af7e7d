/**
 * Lighthouse mobile (its default config: simulated throttling of a mid-range phone on slow 4G),
 * performance category only, on the production build: /login signed out and every main route
 * with its own page (tests/perf/measured-routes.ts) signed in as the demo merchant, the session
 * cookie sent as a header. Each route is requested once first (a warm server, as merchants meet
 * it), then runs RUNS times (default 3); the median of each figure is reported. Targets in tests/perf/budgets.ts (≥ 95 on /login, ≥ 90 on main routes).
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); needs `npm run build`.
 *   npx tsx tests/perf/lighthouse.ts     (PERF_RUNS=3, ROUTES=/login,/dashboard to pick routes,
 *     LH_REPORT_DIR=/tmp/lh to keep each full report)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Flags, Result } from 'lighthouse';
import { paths } from '../../lib/paths';
import { lighthouseTarget } from './budgets';
import { measuredRoutes } from './measured-routes';
import { formatRows } from './perf-table';
import { runWhenMain, type PerfRow } from './perf-row';
import { startPortal } from './portal-server';

const PORT = Number(process.env.PERF_PORT ?? 0); // 0: a free port
const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** LH_REPORT_DIR=dir keeps each run's full report (dir/<route>-<run>.json): the LCP element, the long tasks, the scripts' boot-up time. */
const REPORT_DIR = process.env.LH_REPORT_DIR;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  /** Lighthouse's measure of the machine's speed (higher is faster): scores compare only at a like index. */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function figures(lhr: Result): RunFigures {
  const score = lhr.categories.performance?.score;
  if (lhr.runtimeError || score === null || score === undefined)
    throw new Error(
      `Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? 'no score'}`,
    );
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  return {
    score: Math.round(score * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsBytes: (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function saveReport(route: string, run: number, lhr: Result) {
  mkdirSync(REPORT_DIR!, { recursive: true });
  const name = route.replace(/^\//, '').replace(/\//g, '_') || 'root';
  writeFileSync(`${REPORT_DIR}/${name}-${run + 1}.json`, JSON.stringify(lhr));
}

function rowsFor(route: string, runs: RunFigures[], landedOn: string): PerfRow[] {
  const target = lighthouseTarget(route);
  const score = median(runs.map((r) => r.score));
  const subject = landedOn === route ? route : `${route} (→ ${landedOn})`;
  const benchmark = 'lighthouse mobile';
  return [
    { benchmark, subject: `${subject} score`, value: score, unit: 'score', target: `≥ ${target}`, ok: score >= target },
    { benchmark, subject: `${subject} LCP`, value: Math.round(median(runs.map((r) => r.lcpMs))), unit: 'ms' },
    { benchmark, subject: `${subject} TBT`, value: Math.round(median(runs.map((r) => r.tbtMs))), unit: 'ms' },
    {
      benchmark,
      subject: `${subject} JS transferred`,
      value: Math.round(median(runs.map((r) => r.jsBytes)) / 102.4) / 10,
      unit: 'KB',
    },
  ];
}

export async function measure(): Promise<PerfRow[]> {
  // ESM-only packages, loaded when measuring (tsx runs this file as CommonJS).
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const only = process.env.ROUTES?.split(',');
  const routes = [paths.login, ...measuredRoutes().main].filter((r) => !only || only.includes(r));

  const server = await startPortal(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const cookie = await server.signIn();
    const rows: PerfRow[] = [];
    for (const route of routes) {
      const flags: Flags = {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        extraHeaders: route === paths.login ? undefined : { Cookie: cookie },
      };
      // A running portal has served each page before; the first request after a start compiles
      // and warms the page's server code (about 300 ms more here), which is no merchant's load.
      await fetch(server.base + route, { headers: flags.extraHeaders ?? {} }).then((res) => res.text());
      const runs: RunFigures[] = [];
      let landedOn = route;
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(server.base + route, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        runs.push(figures(result.lhr));
        if (REPORT_DIR) saveReport(route, i, result.lhr);
        landedOn = new URL(result.lhr.finalDisplayedUrl).pathname;
      }
      const routeRows = rowsFor(route, runs, landedOn);
      if (process.env.PERF_PROGRESS !== '0')
        console.error(
          `lighthouse ${route}: ${runs.map((r) => r.score).join(', ')} → ${routeRows[0]!.value}` +
            ` (benchmark index ${Math.round(median(runs.map((r) => r.benchmarkIndex)))})`,
        );
      rows.push(...routeRows);
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

runWhenMain(import.meta.url, async () => {
  console.log(formatRows(await measure()));
});
