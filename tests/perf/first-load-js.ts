/**
 * First-load JS per route: the scripts a page's HTML references (Next's chunks for that route),
 * gzipped as `next start` serves them, against the budgets of tests/perf/budgets.ts. The main
 * routes are fetched signed in as the demo merchant, the sign-in and error pages signed out.
 * No browser: the HTML names every script the page loads before it works, and the sizes are
 * deterministic for a build, which is why scripts/test-all.sh can hold CI to them
 * (tests/perf/bundle-budget.ts). Needs a production build (`npm run build`).
 *   npx tsx tests/perf/first-load-js.ts          (VERBOSE=1 lists each route's chunks)
 */
import { gzipSync } from 'node:zlib';
import { firstLoadBudgetBytes, firstLoadCeilingBytes } from './budgets';
import { measuredRoutes } from './measured-routes';
import { formatRows } from './perf-table';
import { runWhenMain, type PerfRow } from './perf-row';
import { startPortal } from './portal-server';

const PORT = Number(process.env.PERF_PORT ?? 0); // 0: a free port

export interface RouteScripts {
  route: string;
  /** Where the page ended up, when the route redirected. */
  landedOn?: string;
  /** Gzipped size of each script the HTML references, largest first. */
  scripts: { src: string; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
  /** What CI holds the route to until it is within its budget (budgets.ts). */
  ceilingBytes: number;
}

/** The external scripts of a page, in document order, each once (entities in attributes decoded). */
export function scriptSources(html: string): string[] {
  const srcs = [...html.matchAll(/<script\b[^>]*>/g)]
    // `nomodule` scripts (Next's polyfills) are for browsers without modules: no current one loads them.
    .filter((m) => !/\snomodule\b/i.test(m[0]))
    .map((m) => /\ssrc="([^"]+)"/.exec(m[0])?.[1]?.replace(/&amp;/g, '&'))
    .filter((src): src is string => Boolean(src));
  return [...new Set(srcs)];
}

/** Every measured route's first-load scripts, from a server started on the production build. */
export async function measureRoutes(): Promise<RouteScripts[]> {
  const server = await startPortal(PORT);
  const gzipped = new Map<string, number>();
  const sizeOf = async (src: string) => {
    const url = new URL(src, server.base).href;
    let size = gzipped.get(url);
    if (size === undefined) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      size = gzipSync(Buffer.from(await res.arrayBuffer())).length;
      gzipped.set(url, size);
    }
    return size;
  };
  try {
    const cookie = await server.signIn();
    const routes = measuredRoutes();
    const plan = [
      ...routes.signedOut.map((route) => ({ route, headers: {} })),
      ...routes.main.map((route) => ({ route, headers: { cookie } })),
    ];
    const results: RouteScripts[] = [];
    for (const { route, headers } of plan) {
      const res = await fetch(server.base + route, { headers });
      const html = await res.text();
      const landed = new URL(res.url).pathname;
      const scripts = await Promise.all(
        scriptSources(html).map(async (src) => ({ src, gzipBytes: await sizeOf(src) })),
      );
      scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
      results.push({
        route,
        landedOn: landed === route ? undefined : landed,
        scripts,
        gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
        budgetBytes: firstLoadBudgetBytes(route),
        ceilingBytes: firstLoadCeilingBytes(route),
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function toRows(results: readonly RouteScripts[]): PerfRow[] {
  return results.map((r) => ({
    benchmark: 'first-load JS (gzip)',
    subject: r.landedOn ? `${r.route} (→ ${r.landedOn})` : r.route,
    value: kb(r.gzipBytes),
    unit: 'KB',
    target: `≤ ${kb(r.budgetBytes)} KB`,
    ok: r.gzipBytes <= r.budgetBytes,
  }));
}

export async function measure(): Promise<PerfRow[]> {
  return toRows(await measureRoutes());
}

runWhenMain(import.meta.url, async () => {
  const results = await measureRoutes();
  console.log(formatRows(toRows(results)));
  if (process.env.VERBOSE)
    for (const r of results) {
      console.log(`\n${r.route}: ${r.scripts.length} scripts`);
      for (const s of r.scripts) console.log(`${kb(s.gzipBytes).toFixed(1).padStart(8)} KB  ${s.src}`);
    }
});
