/**
 * What the BFF costs, on GET user (the call every page makes), in both of its modes:
 *  - in-process (the default: no UPSTREAM_API_URL, the reference API inside the Next process);
 *  - HTTP upstream (UPSTREAM_API_URL pointing at `npm run api`).
 * Both are compared with the reference API served directly over HTTP (`npm run api`): the same
 * handler, the same PGlite, without Next and the BFF in front.
 *  - One connection: requests one after the other (keep-alive), the three targets taking turns in
 *    rounds so that a busy machine slows them alike; the BFF's cost is the difference of the p50s
 *    (target ≤ 1 ms in-process). The same for GET business-type, which reads no database: what
 *    in-process adds there is Next's route handling alone. And Next's own floor: its route handler
 *    answering a constant (/api/health) against a plain Node server answering the same.
 *  - 10 and 50 connections (autocannon), direct and HTTP-upstream BFF taking turns: the BFF's
 *    throughput as a share of the direct one (target ≥ 90 %); in-process is printed too.
 * First, the BFF's own work alone (ownWorkChild: createBff before an upstream that answers at
 * once), which a busy machine barely blurs. Needs a production build (`npm run build`). Figures
 * only, nothing asserted.
 *   npm run perf:bff     (PERF_ROUNDS=3 PERF_REQUESTS=300 per round, PERF_SECONDS=5 per load run)
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/seed/demo';
import { startProcessGroup } from './process-group';
import { createTestApi } from '../../server/testing';
import { apiClient } from '../../server/testing-client';
import { runWhenMain, type PerfRow } from './perf-row';
import { startPortal, type PortalServer } from './portal-server';

const ROUNDS = Number(process.env.PERF_ROUNDS ?? 3);
const REQUESTS = Number(process.env.PERF_REQUESTS ?? 300);
const SECONDS = Number(process.env.PERF_SECONDS ?? 5);
const API_PORT = Number(process.env.PERF_API_PORT ?? 4730);
const PLAIN_PORT = API_PORT + 1;
const SECRET = 'perf-session-secret-that-is-long-enough-0123456789';
const P50_TARGET_MS = 1;
const SHARE_TARGET = 90;

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/** `npm run api` on its own data folder; stop() ends its process group and removes the folder. */
async function startApi(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-perf-api-'));
  const base = `http://127.0.0.1:${API_PORT}/v1`;
  const { stop } = await startProcessGroup(
    'the reference API',
    ['node', '--import', 'tsx', 'server/standalone.ts'],
    {
      ...process.env,
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      // The benchmark signs in as the demo merchant, which production does not seed by default.
      SEED_DEMO: '1',
    },
    dataDir,
    `${base}/business-type`,
  );
  return { base, stop };
}

/**
 * A plain Node server answering a constant, in a process of its own: the floor any HTTP answer
 * has here, to measure what Next itself adds to a route handler that does nothing.
 */
async function startPlainServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-perf-plain-'));
  const url = `http://127.0.0.1:${PLAIN_PORT}/`;
  const answer = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); }).listen(${PLAIN_PORT}, '127.0.0.1')`;
  const { stop } = await startProcessGroup('a plain Node server', ['node', '-e', answer], process.env, dataDir, url);
  return { url, stop };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the kept-alive connection; its time in ms (the body read to the end). */
function timedGet(t: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(t.url, { agent, headers: t.headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${t.name}: HTTP ${res.statusCode}`));
      res.on('data', () => undefined);
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** p50 per target at one connection, the targets taking turns round after round. */
async function oneConnection(
  targets: Target[],
  log: (line: string) => void,
  what = 'GET user',
): Promise<Map<string, number>> {
  const times = new Map(targets.map((t) => [t.name, [] as number[]]));
  for (const t of targets) for (let i = 0; i < 50; i++) await timedGet(t); // warm-up (JIT, caches)
  for (let round = 0; round < ROUNDS; round++)
    for (const t of targets) for (let i = 0; i < REQUESTS; i++) times.get(t.name)!.push(await timedGet(t));
  const p50 = new Map([...times].map(([name, xs]) => [name, median(xs)]));
  log(`${what} at one connection, ${ROUNDS} × ${REQUESTS} requests each (p50):`);
  for (const [name, ms] of p50) log(`  ${name.padEnd(26)} ${ms.toFixed(2)} ms`);
  return p50;
}

/** Requests per second per target at `connections`, the targets taking turns for ROUNDS runs. */
async function throughput(targets: Target[], connections: number, log: (line: string) => void) {
  const served = new Map(targets.map((t) => [t.name, 0]));
  for (const t of targets) await autocannon({ url: t.url, headers: t.headers, connections, duration: 1 });
  for (let round = 0; round < ROUNDS; round++)
    for (const t of targets) {
      const r = await autocannon({ url: t.url, headers: t.headers, connections, duration: SECONDS });
      if (r.non2xx) throw new Error(`${t.name}: ${r.non2xx} answers were not 2xx`);
      served.set(t.name, served.get(t.name)! + r.requests.total);
    }
  const rps = new Map([...served].map(([name, n]) => [name, n / (ROUNDS * SECONDS)]));
  log(`GET user at ${connections} connections, ${ROUNDS} × ${SECONDS} s each:`);
  for (const [name, r] of rps) log(`  ${name.padEnd(26)} ${r.toFixed(0)} req/s`);
  return rps;
}

async function signInDirect(base: string): Promise<string> {
  const res = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD, device_id: 'p'.repeat(48) }),
  });
  const { access_token: token } = (await res.json()) as { access_token?: string };
  if (!token) throw new Error('could not sign the demo merchant in on the reference API');
  return token;
}

/**
 * The BFF's own work on GET user, without Next, HTTP or a database: createBff in front of an
 * upstream that answers at once with a real GET user reply, against that upstream alone, taking
 * turns in rounds. Runs in a process of its own (PERF_BFF_OWN_WORK=1, see ownWork): lib/bff is
 * `server-only`, importable only under the react-server condition.
 */
async function ownWorkChild() {
  const { createBff } = await import('../../lib/bff/proxy');
  const { withHeaderTimeout } = await import('../../lib/bff/dispatch');
  const { sessionSetCookie } = await import('../../lib/bff/session');
  const { sessionFactsFromUserReply } = await import('../../lib/bff/session-facts');
  const api = await createTestApi({ seed: true });
  let reply: string;
  let token: string;
  try {
    const client = apiClient(api);
    token = await client.login(DEMO_USERS.owner, DEMO_PASSWORD);
    reply = JSON.stringify((await client.call('GET', 'user', { token })).body);
  } finally {
    await api.close();
  }
  const upstream = () => new Response(reply, { headers: { 'content-type': 'application/json' } });
  const cookies = { secret: 's'.repeat(40), secure: false };
  const bff = createBff({ dispatch: () => withHeaderTimeout(10_000, async () => upstream()), cookies });
  const session = { token, ...sessionFactsFromUserReply(JSON.parse(reply)) };
  const cookie = `${(await sessionSetCookie(session, cookies)).split(';')[0]}; mp_device=${'d'.repeat(48)}`;
  const viaBff = async () => {
    const res = await bff.handle(new Request('http://localhost/api/v1/user', { headers: { cookie } }), ['user']);
    if (res.status !== 200) throw new Error(`the BFF answered ${res.status}`);
    await res.text();
  };
  const alone = async () => void (await upstream().text());
  for (let i = 0; i < 500; i++) await Promise.all([viaBff(), alone()]); // warm-up
  const withBff: number[] = [];
  const without: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await alone();
      without.push(performance.now() - t);
    }
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await viaBff();
      withBff.push(performance.now() - t);
    }
  }
  console.log(JSON.stringify({ p50AddedMs: median(withBff) - median(without), upstreamMs: median(without) }));
}

/** ownWorkChild in a process of its own, under the react-server condition. */
async function ownWork(): Promise<{ p50AddedMs: number; upstreamMs: number }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(__dirname, 'bff-overhead.ts')],
    { maxBuffer: 1 << 20, env: { ...process.env, PERF_BFF_OWN_WORK: '1' } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { p50AddedMs: number; upstreamMs: number };
}

export async function measure(log: (line: string) => void = () => undefined): Promise<PerfRow[]> {
  const own = await ownWork();
  log(
    `The BFF's own work on GET user (no Next, no HTTP, upstream answering at once): ${own.p50AddedMs.toFixed(3)} ms (p50)`,
  );
  const started: { stop: () => Promise<void> }[] = [];
  try {
    const api = await startApi();
    started.push(api);
    const viaHttp: PortalServer = await startPortal(undefined, { UPSTREAM_API_URL: api.base });
    started.push(viaHttp);
    const inProcess: PortalServer = await startPortal();
    started.push(inProcess);

    const direct: Target = {
      name: 'reference API directly',
      url: `${api.base}/user`,
      headers: { authorization: `Bearer ${await signInDirect(api.base)}` },
    };
    const bffHttp: Target = {
      name: 'BFF, HTTP upstream',
      url: `${viaHttp.base}/api/v1/user`,
      headers: { cookie: await viaHttp.signIn() },
    };
    const bffInProcess: Target = {
      name: 'BFF, in-process',
      url: `${inProcess.base}/api/v1/user`,
      headers: { cookie: await inProcess.signIn() },
    };

    const p50 = await oneConnection([direct, bffInProcess, bffHttp], log);
    const addedInProcess = p50.get(bffInProcess.name)! - p50.get(direct.name)!;
    const addedHttp = p50.get(bffHttp.name)! - p50.get(direct.name)!;
    log(`  BFF adds ${addedInProcess.toFixed(2)} ms in-process, ${addedHttp.toFixed(2)} ms over HTTP (p50)`);

    // Where the in-process difference comes from: a call that reads no database (public, no
    // session) costs the same API work both ways, so what it adds is Next's route handling.
    const noDatabase = await oneConnection(
      [
        { name: 'reference API directly', url: `${api.base}/business-type`, headers: {} },
        { name: 'BFF, in-process', url: `${inProcess.base}/api/v1/business-type`, headers: {} },
      ],
      log,
      'GET business-type (no database)',
    );
    const addedWithoutDatabase = noDatabase.get(bffInProcess.name)! - noDatabase.get(direct.name)!;
    log(`  in-process adds ${addedWithoutDatabase.toFixed(2)} ms without a database read (p50)`);

    // Next's own floor: its route handler answering a constant (/api/health: no BFF, no API)
    // against a plain Node server answering the same, each in a process of its own.
    const plain = await startPlainServer();
    started.push(plain);
    const floor = await oneConnection(
      [
        { name: 'plain Node server', url: plain.url, headers: {} },
        { name: 'Next route handler', url: `${inProcess.base}/api/health`, headers: {} },
      ],
      log,
      'a constant answer',
    );
    const nextFloor = floor.get('Next route handler')! - floor.get('plain Node server')!;
    log(`  Next's route handling alone adds ${nextFloor.toFixed(2)} ms (p50)`);

    const rows: PerfRow[] = [
      {
        benchmark: 'BFF',
        subject: "GET user, the BFF's own work (no Next, no HTTP, upstream stubbed), p50",
        value: Math.round(own.p50AddedMs * 100) / 100,
        unit: 'ms',
        target: `≤ ${P50_TARGET_MS} ms`,
        ok: own.p50AddedMs <= P50_TARGET_MS,
      },
      {
        benchmark: 'BFF',
        subject: 'GET user, p50 added at 1 connection, in-process (default)',
        value: Math.round(addedInProcess * 100) / 100,
        unit: 'ms',
        target: `≤ ${P50_TARGET_MS} ms`,
        ok: addedInProcess <= P50_TARGET_MS,
      },
      {
        benchmark: 'BFF',
        subject: "Next's own floor: a route handler answering a constant vs a plain Node server, p50",
        value: Math.round(nextFloor * 100) / 100,
        unit: 'ms',
      },
      {
        benchmark: 'BFF',
        subject: "GET user, p50 added in-process beyond Next's own floor",
        value: Math.round((addedInProcess - nextFloor) * 100) / 100,
        unit: 'ms',
      },
      {
        benchmark: 'BFF',
        subject: 'GET business-type (no database), p50 added at 1 connection, in-process',
        value: Math.round(addedWithoutDatabase * 100) / 100,
        unit: 'ms',
      },
      {
        benchmark: 'BFF',
        subject: 'GET user, p50 added at 1 connection, HTTP upstream',
        value: Math.round(addedHttp * 100) / 100,
        unit: 'ms',
      },
    ];
    for (const connections of [10, 50]) {
      const rps = await throughput([direct, bffHttp, bffInProcess], connections, log);
      const share = (name: string) => Math.round((1000 * rps.get(name)!) / rps.get(direct.name)!) / 10;
      log(`  BFF keeps ${share(bffHttp.name)} % over HTTP, ${share(bffInProcess.name)} % in-process`);
      rows.push(
        {
          benchmark: 'BFF',
          subject: `GET user, reference API directly at ${connections} connections`,
          value: Math.round(rps.get(direct.name)!),
          unit: 'req/s',
        },
        {
          benchmark: 'BFF',
          subject: `GET user, share of direct throughput at ${connections} connections, HTTP upstream`,
          value: share(bffHttp.name),
          unit: '%',
          target: `≥ ${SHARE_TARGET} %`,
          ok: share(bffHttp.name) >= SHARE_TARGET,
        },
        {
          benchmark: 'BFF',
          subject: `GET user, share of direct throughput at ${connections} connections, in-process`,
          value: share(bffInProcess.name),
          unit: '%',
        },
      );
    }
    // Latency on a shared machine says little without how busy it was.
    log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`);
    return rows;
  } finally {
    agent.destroy();
    for (const s of started.reverse()) await s.stop();
  }
}

runWhenMain(import.meta.url, async () => {
  if (process.env.PERF_BFF_OWN_WORK === '1') return ownWorkChild();
  const rows = await measure(console.log);
  console.log('');
  for (const r of rows)
    console.log(
      `${r.ok === undefined ? '       ' : r.ok ? 'met    ' : 'NOT met'} ${r.subject}: ${r.value} ${r.unit}${r.target ? ` (target ${r.target})` : ''}`,
    );
});
