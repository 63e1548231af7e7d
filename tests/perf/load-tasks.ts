/**
 * The main thread's tasks during one page load, as Lighthouse's simulation sees them: Lighthouse
 * loads a page unthrottled, then multiplies each task by 4 (its mobile CPU slowdown), so a task of
 * 12.5 ms here blocks for anything above 50 ms there. A Chromium trace of each load (signed in as
 * the demo merchant, 412 px phone) gives its first paint and its tasks; each task of 12.5 ms or
 * more after it is printed with where its time went (the JS samples named through the build's
 * source maps when it has them: `BUNDLE_SOURCE_MAPS=1 npm run build`), its layouts and its
 * garbage collection, and the run's "TBT at ×4", the sum Lighthouse would count. A diagnostic
 * for finding the long tasks of one page (docs in tests/perf/README.md); figures only.
 *   npx tsx tests/perf/load-tasks.ts     (ROUTES=/dashboard,/manage/tax, RUNS=2 loads each,
 *     DETAIL=40: also every function on the stack of the tasks longer than 40 ms, FRESH=1: each
 *     load in a Chromium of its own, as Lighthouse's, BLOCK=regexp: each load twice, first with
 *     the requests whose URL matches refused, an A/B of one part on one build)
 */
import { chromium, type Browser, type Page } from 'playwright';
import { describe } from './cpu-profile';
import { runWhenMain } from './perf-row';
import { startPortal } from './portal-server';

const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const RUNS = Number(process.env.RUNS ?? 2);
const DETAIL_MS = process.env.DETAIL ? Number(process.env.DETAIL) : Infinity;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
interface ChunkData {
  cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
  timeDeltas?: number[];
}
type Sample = { ts: number; stack: string[] };

/** The JS samples of the renderer's profile (the trace's ProfileChunk events), each with its stack, outermost first. */
function samplesOf(events: TraceEvent[], pid: number): Sample[] {
  const nodes = new Map<number, { name: string; parent?: number }>();
  const samples: Sample[] = [];
  let ts = Number(events.find((e) => e.name === 'Profile' && e.pid === pid)?.args?.data?.startTime ?? 0);
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)) {
    const data = chunk.args?.data as ChunkData | undefined;
    for (const node of data?.cpuProfile?.nodes ?? [])
      nodes.set(node.id, { name: describe(node).fn, parent: node.parent });
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      const stack: string[] = [];
      for (let at: number | undefined = id; at !== undefined; at = nodes.get(at)?.parent)
        stack.unshift(nodes.get(at)?.name ?? '?');
      samples.push({ ts, stack });
    });
  }
  return samples;
}

/** React's phase a sample is in (the render reading a lazy module, the commit, the effects), if any. */
const PHASE = /^(resolveLazy|commitRoot|flushPassiveEffects|registerChunk) /;
/** Frames that say little on their own: the runtime, React's and the bundler's machinery. */
const MACHINERY = /scheduler|react-dom|turbopack|react-server-dom|^\(/;

/** Where a task's samples were: React's phase and the innermost frame of the project or a package. */
function whereTheTimeWent(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const { stack } of samples) {
    const phase = stack.find((f) => PHASE.test(f))?.split(' ')[0];
    const own = stack.filter((f) => f.includes(' ') && !MACHINERY.test(f)).at(-1) ?? stack.at(-1) ?? '?';
    const key = phase ? `${phase} › ${own}` : own;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, n]) => `${key} (${Math.round((n / samples.length) * 100)} %)`)
    .join('; ');
}

/** Every function on the stacks of a task, with the share of its samples it was on. */
function stacksOf(samples: Sample[]): string[] {
  const counts = new Map<string, number>();
  for (const { stack } of samples) for (const f of new Set(stack)) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .filter(([f]) => f.includes(' '))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([f, n]) => `        ${String(Math.round((n / samples.length) * 100)).padStart(3)} %  ${f}`);
}

async function traceLoad(page: Page, url: string): Promise<TraceEvent[]> {
  const browser = page.context().browser()!;
  await page.goto('about:blank');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // The work after the load event (lazy parts, queries) until the page is quiet.
  await page.waitForTimeout(2500);
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The report of one load: its first paint, its tasks from then on and what Lighthouse would count of them. */
function report(route: string, run: number, events: TraceEvent[]): string[] {
  // The page's own paint (the trace also holds about:blank's renderer) and its navigation's start.
  const painted = events.findLast((e) => e.name === 'firstContentfulPaint');
  if (!painted) return [`${route} run ${run}: no first paint in the trace`];
  const main = (e: TraceEvent) => e.pid === painted.pid && e.tid === painted.tid;
  const onMain = events.filter(main);
  const start = onMain.findLast((e) => e.name === 'navigationStart' && e.ts <= painted.ts)?.ts ?? painted.ts;
  const samples = samplesOf(events, painted.pid);
  const ms = (us: number) => us / 1000;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts > painted.ts);
  const blocking = (task: TraceEvent) => Math.max(0, ms(task.dur ?? 0) * SLOWDOWN - BLOCKING_MS);
  const lines = [
    `${route} run ${run}: first paint at ${ms(painted.ts - start).toFixed(0)} ms, TBT at ×${SLOWDOWN} ` +
      `${tasks.reduce((sum, t) => sum + blocking(t), 0).toFixed(0)} ms`,
  ];
  for (const task of tasks.filter((t) => blocking(t) > 0)) {
    const end = task.ts + task.dur!;
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const nested = new Map<string, number>();
    for (const e of onMain)
      if (e.ph === 'X' && e.ts >= task.ts && e.ts < end && /^(Layout|UpdateLayoutTree|MinorGC|MajorGC)$/.test(e.name))
        nested.set(e.name, (nested.get(e.name) ?? 0) + ms(e.dur ?? 0));
    const extra = [...nested].map(([name, total]) => `${name} ${total.toFixed(1)} ms`).join(', ');
    lines.push(
      `  at ${ms(task.ts - start).toFixed(0)} ms: ${ms(task.dur!).toFixed(1)} ms (blocks ${blocking(task).toFixed(0)} at ×${SLOWDOWN})` +
        `${extra ? ` [${extra}]` : ''}`,
      `      ${within.length ? whereTheTimeWent(within) : 'no JS samples (parsing, style, layout, paint)'}`,
      ...(ms(task.dur!) > DETAIL_MS ? stacksOf(within) : []),
    );
  }
  return lines;
}

/** A fresh Chromium for every load (FRESH=1): as Lighthouse's runs, no renderer, ICU or code cache left from the load before. */
const FRESH = process.env.FRESH === '1';
/** BLOCK=regexp: each load twice, the requests matching it refused in the first (an A/B of one part, e.g. BLOCK=/workers/). */
const BLOCK = process.env.BLOCK ? new RegExp(process.env.BLOCK) : undefined;

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });

/** A phone-sized page of its own, signed in with `cookie`. */
async function phonePage(browser: Browser, base: string, cookie: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    }),
  );
  return context.newPage();
}

runWhenMain(import.meta.url, async () => {
  const routes = (process.env.ROUTES ?? '/dashboard').split(',');
  const server = await startPortal(0);
  const browser = await launch();
  try {
    const cookie = await server.signIn();
    for (const route of routes) {
      // A page of its own per route: one renderer reused for every route grew its heap and slowed
      // the later routes' first paint threefold (500 ms to 1.5 s), which Lighthouse's fresh browser never sees.
      const page = await phonePage(browser, server.base, cookie);
      // A warm server (and, unless FRESH, a warm browser cache, as Lighthouse's runs after its first).
      await page.goto(server.base + route);
      for (let run = 1; run <= RUNS; run++)
        for (const blocked of BLOCK ? [true, false] : [false]) {
          const fresh = FRESH ? await launch() : undefined;
          const into = fresh ? await phonePage(fresh, server.base, cookie) : page;
          await into.context().unrouteAll();
          if (blocked) await into.context().route(BLOCK!, (request) => request.abort());
          // A browser just started is still starting its other processes: let it settle first.
          if (fresh) await into.waitForTimeout(2000);
          const label = BLOCK ? `${route} (${blocked ? 'blocked' : 'as built'})` : route;
          console.log(report(label, run, await traceLoad(into, server.base + route)).join('\n'));
          await fresh?.close();
        }
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
});
