/**
 * `npx tsx scripts/check-dev-server.ts`: the development server as a newcomer meets it (issue 11).
 * Starts `next dev` as `npm run dev` does (no -H: Next then trusts only localhost as the page's
 * origin) on a fresh DATA_DIR, opens /login at http://127.0.0.1 in Chromium and checks that the
 * page hydrates (React has taken the form's fields over: a page whose dev scripts are refused
 * keeps the server's bare HTML), then reads the server log: one line saying the database was
 * created and the demo seeded, no Edge-runtime warning from instrumentation, no blocked dev
 * origin, no CSP violation in the page. A second start on the same folder must say the data already existed. Prints what it
 * saw; exits 1 on a failure.
 *
 * A script rather than a CI test: the first compile of /login takes one to two minutes on two
 * cores. Env: DEV_CHECK_PORT (default 3243), DEV_CHECK_HOST (passed as -H when set),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const port = Number(process.env.DEV_CHECK_PORT ?? 3243);
const origin = `http://127.0.0.1:${port}`;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

interface DevServer {
  child: ChildProcess;
  log: () => string;
}

const hostArgs = process.env.DEV_CHECK_HOST ? ['-H', process.env.DEV_CHECK_HOST] : [];

/** `next dev` with this data folder; resolves once it says Ready. */
function startDev(dataDir: string): Promise<DevServer> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev', '-p', String(port), ...hostArgs], {
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`next dev not ready in 120 s:\n${out}`)), 120_000);
    const poll = setInterval(() => {
      if (!/Ready in/.test(out)) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ child, log: () => out });
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`next dev exited (${code}):\n${out}`));
    });
  });
}

async function stopDev(server: DevServer) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  // The whole process group: next dev runs its server in a child process.
  process.kill(-server.child.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

/** Opens /login at 127.0.0.1 and reports whether React hydrated it. */
async function loginHydrates(): Promise<{ hydrated: boolean; cspViolations: string[]; seconds: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    // The page CSP (middleware.ts) holds in dev too: React's dev build and HMR must not trip it.
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    const started = Date.now();
    await page.goto(`${origin}/login`, { timeout: 180_000 });
    // React marks the nodes it owns; a page that never hydrates keeps the server's bare HTML.
    const hydrated = await page
      .waitForFunction(
        () => {
          const input = document.querySelector('input[type="email"], input[name="email"]');
          return !!input && Object.keys(input).some((k) => k.startsWith('__reactFiber'));
        },
        undefined,
        { timeout: 240_000 },
      )
      .then(() => true)
      .catch(() => false);
    return { hydrated, cspViolations, seconds: (Date.now() - started) / 1000 };
  } finally {
    await browser.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-dev-check-'));
  let server: DevServer | undefined;
  try {
    const started = Date.now();
    server = await startDev(dataDir);
    console.log(`next dev ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${origin})`);
    const login = await loginHydrates();
    console.log(`/login at 127.0.0.1 loaded in ${login.seconds.toFixed(1)} s (first compile included)`);
    check(login.hydrated, '/login hydrates at 127.0.0.1');
    check(login.cspViolations.length === 0, `no CSP violation in the page (${login.cspViolations.join(' | ')})`);
    let log = server.log();
    const firstLog = log;
    check(!/Blocked cross-origin/i.test(log), 'no blocked cross-origin dev request in the log');
    check(!/Edge Runtime|process\.exit/i.test(log), 'no Edge-runtime warning (process.exit) from instrumentation');
    const created = log.match(/^.*\[db\] created .*$/gm) ?? [];
    check(created.length === 1, `one "[db] created … seeded" line (saw ${created.length})`);
    await stopDev(server);

    server = await startDev(dataDir);
    await loginHydrates();
    log = server.log();
    check(
      /\[db\] opened .*existing data/.test(log) && !/\[db\] created/.test(log),
      'a second start says the data existed',
    );
    check(!/Edge Runtime|process\.exit/i.test(log), 'still no Edge-runtime warning on the second start');
    console.log(`\n--- server log, first start ---\n${firstLog.trim()}\n--- second start ---\n${log.trim()}`);
  } finally {
    if (server) await stopDev(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\n${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log('\nthe dev server works at 127.0.0.1 and its log is clean');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
