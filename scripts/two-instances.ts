/**
 * `npx tsx scripts/two-instances.ts` after `npm run build` (issue 21): two instances of the portal
 * share nothing but the database. Starts a throw-away PostgreSQL (scripts/with-postgres.sh; with
 * TEST_DATABASE_URL set, a new database on that server, dropped afterwards) and, at the same time,
 * two app processes on it with one SESSION_SECRET, then checks through the BFF, as a browser would:
 *   - the demo was seeded once although both started together (migration lock, seed race);
 *   - a session signed in on A is valid on B (sealed cookies);
 *   - an order placed through A arrives on B's board stream within 10 s (LISTEN/NOTIFY across
 *     processes: the stream's own safety-net read comes only every ORDER_STREAM_PING_MS, 15 s);
 *   - an image uploaded through A is served by B (uploads live in the database);
 *   - a wrong-password limit counted on A holds on B (rate limits live in the database);
 *   - with the standalone output: B serves the build's static files and public/.
 * The servers are the Dockerfile's runtime when `.next/standalone` exists (a copy laid out as its
 * last stage, started as `nobody` when this runs as root), else `next start`. Prints
 * `two instances: N passed, N failed` and exits 1 on a failure; stops every process it started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/seed/demo';

const STREAM_WAIT_MS = 10_000;
const START_TIMEOUT_MS = 240_000;
/** limits.loginEmail.max (server/config.ts): this many wrong passwords pass, the next one is refused. */
const LOGIN_EMAIL_MAX = 10;

/** A port nothing listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface App {
  name: string;
  base: string;
  child: ChildProcess;
  log: () => string;
}

const started: App[] = [];
const tempDirs: string[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

/** SIGTERM to each server's process group, SIGKILL after 5 s; then the temporary folders go. */
async function stopAll(): Promise<void> {
  await Promise.all(
    started.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
      if (timedOut) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
    }),
  );
  await dropDatabase?.().catch((err: unknown) => console.error('could not drop the database:', err));
  dropDatabase = undefined;
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

/** A new database on the server of `serverUrl`: the checks need an empty one (demo seed, rate limits). */
async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `portal_two_instances_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The Dockerfile's runtime stage outside Docker: .next/standalone with .next/static and public
 * copied in, in a folder of its own (nothing of the repository within reach), owned by `nobody`
 * when we are root so the server runs as a user that owns nothing else.
 */
function standaloneCopy(asNobody: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-runtime-'));
  tempDirs.push(root);
  const app = path.join(root, 'app');
  // verbatimSymlinks: the standalone tree links its external packages (.next/node_modules) relatively.
  cpSync('.next/standalone', app, { recursive: true, verbatimSymlinks: true });
  cpSync('.next/static', path.join(app, '.next/static'), { recursive: true });
  cpSync('public', path.join(app, 'public'), { recursive: true });
  if (asNobody) {
    chmodSync(root, 0o755);
    spawnSync('chown', ['-R', 'nobody:', app], { stdio: 'inherit' });
  }
  return app;
}

function startApp(name: string, port: number, command: string[], cwd: string, env: NodeJS.ProcessEnv): App {
  // A process group of its own, so stopping it also stops what it started (runuser → node).
  const child = spawn(command[0]!, command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const app = { name, base: `http://127.0.0.1:${port}`, child, log: () => out };
  started.push(app);
  return app;
}

const status = (url: string) =>
  fetch(url, { redirect: 'manual' }).then(
    async (r) => {
      await r.body?.cancel();
      return r.status;
    },
    () => 0, // not listening yet
  );

/**
 * Ready when GET /api/ready answers 200. A build without that route (it answers 404) is taken
 * as ready once /login renders: the database is opened during instrumentation, before any page.
 */
async function waitReady(app: App): Promise<string> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (app.child.exitCode !== null) throw new Error(`${app.name} exited with ${app.child.exitCode}`);
    const ready = await status(`${app.base}/api/ready`);
    if (ready === 200) return '/api/ready';
    if (ready === 404 && (await status(`${app.base}/login`)) === 200) return '/login (no /api/ready in this build)';
    await sleep(300);
  }
  throw new Error(`${app.name} not ready within ${START_TIMEOUT_MS / 1000} s`);
}

let passed = 0;
let failed = 0;
function check(ok: boolean, what: string, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (ok) passed++;
  else failed++;
}

/** Runs one check; an exception counts as its failure instead of ending the run. */
async function step(what: string, body: () => Promise<[boolean, string?]>) {
  try {
    const [ok, detail] = await body();
    check(ok, what, detail);
  } catch (err) {
    check(false, what, err instanceof Error ? err.message : String(err));
  }
}

/** The `Cookie` header of the demo owner's session, signed in through `app`'s BFF as the login form does. */
async function signIn(app: App): Promise<string> {
  const res = await fetch(`${app.base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!res.ok || !cookie.includes('mp_session=')) throw new Error(`sign-in on ${app.name}: HTTP ${res.status}`);
  return cookie;
}

/** An open GET order/stream: `arrival(id)` resolves when that order's event comes. */
async function openStream(app: App, cookie: string, signal: AbortSignal) {
  const res = await fetch(`${app.base}/api/v1/order/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal,
  });
  if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/event-stream'))
    throw new Error(`stream on ${app.name}: HTTP ${res.status} ${res.headers.get('content-type')}`);
  const seen = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  let opened!: () => void;
  const open = new Promise<void>((r) => (opened = r));
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        // The server writes `retry:` once it listens (server/routes/orders-stream.ts).
        if (/^retry:/m.test(block)) opened();
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!data) continue;
        const id = (JSON.parse(data) as { order: { _id: string } }).order._id;
        seen.set(id, performance.now());
        waiting.get(id)?.();
      }
    }
  })();
  return {
    open,
    /** ms from `since` to the event of order `id`, or null after `timeoutMs`. */
    async arrival(id: string, since: number, timeoutMs: number): Promise<number | null> {
      if (!seen.has(id)) {
        await Promise.race([new Promise<void>((r) => waiting.set(id, r)), sleep(timeoutMs)]);
      }
      const at = seen.get(id);
      return at === undefined ? null : at - since;
    },
  };
}

/** A valid 3×2 PNG with random pixels: the upload route checks the header, not the extension. */
function pngBytes(): Buffer<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const [width, height] = [3, 2];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function wrongPassword(app: App): Promise<number> {
  const res = await fetch(`${app.base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: JSON.stringify({ email: DEMO_USERS.newbie, password: 'not-the-password-1' }),
  });
  await res.body?.cancel();
  return res.status;
}

async function runChecks(databaseUrl: string, a: App, b: App, standalone: boolean) {
  await step('the demo was seeded once although both instances started together', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from businesses where name = 'Demo Bistro'`,
      );
      return [rows[0]?.n === '1', `${rows[0]?.n} Demo Bistro`];
    } finally {
      await client.end();
    }
  });

  let cookie = '';
  await step('a session signed in on A is valid on B', async () => {
    cookie = await signIn(a);
    const res = await fetch(`${b.base}/api/v1/user`, { headers: { cookie } });
    const body = (await res.json().catch(() => ({}))) as { email?: string; user?: { email?: string } };
    const email = body.email ?? body.user?.email;
    return [res.status === 200 && email === DEMO_USERS.owner, `GET user on B: ${res.status} ${email ?? ''}`];
  });

  await step(`an order placed through A arrives on B's board stream within ${STREAM_WAIT_MS / 1000} s`, async () => {
    const abort = new AbortController();
    try {
      const stream = await openStream(b, cookie, abort.signal);
      await Promise.race([
        stream.open,
        sleep(10_000).then(() => Promise.reject(new Error('the stream on B never started'))),
      ]);
      const sent = performance.now();
      const res = await fetch(`${a.base}/api/v1/order/test`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: a.base },
        body: '{}',
      });
      const placed = (await res.json().catch(() => ({}))) as { order?: { _id: string; order_number?: unknown } };
      if (res.status !== 201 || !placed.order) return [false, `POST order/test on A: ${res.status}`];
      const ms = await stream.arrival(placed.order._id, sent, STREAM_WAIT_MS);
      return [ms !== null, ms === null ? 'never arrived' : `arrived after ${Math.round(ms)} ms`];
    } finally {
      abort.abort();
    }
  });

  await step('an image uploaded through A is served by B', async () => {
    const bytes = pngBytes();
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'two-instances.png');
    const res = await fetch(`${a.base}/api/v1/upload`, {
      method: 'POST',
      headers: { cookie, origin: a.base },
      body: form,
    });
    const reply = (await res.json().catch(() => ({}))) as { url?: string };
    if (res.status !== 201 || !reply.url) return [false, `POST upload on A: ${res.status}`];
    const served = await fetch(`${b.base}${reply.url}`);
    const back = new Uint8Array(await served.arrayBuffer());
    const same = back.length === bytes.length && back.every((x, i) => x === bytes[i]);
    return [
      served.status === 200 && same,
      `GET ${reply.url} on B: ${served.status}, ${same ? 'same' : 'different'} bytes`,
    ];
  });

  await step('a wrong-password limit counted on A holds on B', async () => {
    const onA: number[] = [];
    for (let i = 0; i < LOGIN_EMAIL_MAX; i++) onA.push(await wrongPassword(a));
    const onB = await wrongPassword(b);
    return [
      !onA.includes(429) && onB === 429,
      `${LOGIN_EMAIL_MAX} on A: ${[...new Set(onA)].join(',')}; then B: ${onB}`,
    ];
  });

  if (standalone) {
    await step("B serves the build's static files and public/ (the runtime stage's copies)", async () => {
      const html = await fetch(`${b.base}/login`).then((r) => r.text());
      const script = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
      if (!script) return [false, 'no /_next/static script in /login'];
      const [js, widget] = await Promise.all([status(`${b.base}${script}`), status(`${b.base}/widget.js`)]);
      return [js === 200 && widget === 200, `${script}: ${js}, /widget.js: ${widget}`];
    });
  }
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build here: run `npm run build` first.');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Again, inside a throw-away PostgreSQL that with-postgres.sh stops and deletes afterwards.
    const pgPort = await freePort();
    const child = spawn(
      'bash',
      ['scripts/with-postgres.sh', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      { stdio: 'inherit', env: { ...process.env, PG_TEST_PORT: String(pgPort) }, detached: true },
    );
    // To the whole group: bash waits for this script's second run, which stops the servers first.
    const forward = (signal: NodeJS.Signals) => child.pid && process.kill(-child.pid, signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('exit', (code) => process.exit(code ?? 1));
    return;
  }

  const databaseUrl = await freshDatabase(serverUrl);
  const standalone = existsSync('.next/standalone/server.js');
  const asNobody = standalone && process.getuid?.() === 0;
  const secret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-two-'));
  tempDirs.push(dataDir);
  chmodSync(dataDir, 0o777);
  const [portA, portB] = [await freePort(), await freePort()];
  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    UPSTREAM_API_URL: '',
    SESSION_SECRET: secret,
    DEV_TOOLS: '1',
    ALLOW_DEV_TOOLS_IN_PRODUCTION: '1',
    // The checks sign in as the demo merchant, which production does not seed by default.
    SEED_DEMO: '1',
    // Unused with DATABASE_URL; anything writing beside the database would show up here.
    DATA_DIR: dataDir,
  });

  let a: App, b: App;
  if (standalone) {
    const dir = standaloneCopy(asNobody);
    const cmd = [...(asNobody ? ['runuser', '-u', 'nobody', '--'] : []), process.execPath, 'server.js'];
    console.log(`standalone server (${dir})${asNobody ? ' as nobody' : ''} on ${databaseUrl}`);
    a = startApp('A', portA, cmd, dir, env(portA));
    b = startApp('B', portB, cmd, dir, env(portB));
  } else {
    const next = (port: number) => [process.execPath, 'node_modules/next/dist/bin/next', 'start', '-p', String(port)];
    console.log(`next start (no .next/standalone in this build) on ${databaseUrl}`);
    a = startApp('A', portA, next(portA), process.cwd(), env(portA));
    b = startApp('B', portB, next(portB), process.cwd(), env(portB));
  }

  try {
    const how = await Promise.all([waitReady(a), waitReady(b)]);
    check(true, `A (${a.base}) and B (${b.base}) ready`, how[0]);
    await runChecks(databaseUrl, a, b, standalone);
  } catch (err) {
    check(false, 'both instances start', err instanceof Error ? err.message : String(err));
  }
  if (failed) for (const app of started) console.log(`--- log of ${app.name} (last lines)\n${app.log().slice(-4000)}`);
  await stopAll();
  console.log(`two instances: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (!process.env.TEST_DATABASE_URL) return; // the parent: its child is told and exits first
    void stopAll().finally(() => process.exit(1));
  });
}

main().catch(async (err: unknown) => {
  console.error(err);
  await stopAll();
  process.exit(1);
});
