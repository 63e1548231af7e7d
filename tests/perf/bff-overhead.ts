/**
 * What the BFF costs: autocannon against GET /api/v1/user through the portal (Next.js, BFF,
 * HTTP upstream) and against the same upstream call made directly, in one run.
 * Needs a production build (`npm run build`). Prints figures; asserts nothing.
 *   npm run perf:bff            (PERF_SECONDS=10 PERF_CONNECTIONS=10 by default)
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SECONDS = Number(process.env.PERF_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.PERF_CONNECTIONS ?? 10);
const API_PORT = 4710;
const PORTAL_PORT = 4711;
const DEMO = { email: 'demo@merchant.test', password: 'DemoPass123' };

function start(cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  // A process group of its own, so stopping it also stops what npx and tsx started under it.
  const child = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  child.on('exit', (code) => code && code !== 143 && console.error(`${cmd} exited with ${code}`));
  return child;
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function bench(title: string, url: string, headers: Record<string, string>) {
  // Warm-up so JIT and connection pools settle before measuring.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const row = { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx };
  console.log(
    `${title.padEnd(22)} p50 ${row.p50} ms   p99 ${row.p99} ms   ${row.rps.toFixed(0)} req/s   non-2xx ${row.non2xx}`,
  );
  return row;
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-perf-'));
  const secret = 'perf-session-secret-that-is-long-enough-012345';
  const api = start('npx', ['tsx', 'server/standalone.ts'], {
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: secret,
  });
  const upstream = `http://127.0.0.1:${API_PORT}/v1`;
  let portal: ChildProcess | undefined;
  try {
    await waitFor(`${upstream}/business-type`);
    portal = start('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(PORTAL_PORT)], {
      UPSTREAM_API_URL: upstream,
      SESSION_SECRET: secret,
      NODE_ENV: 'production',
    });
    const portalUrl = `http://127.0.0.1:${PORTAL_PORT}`;
    await waitFor(`${portalUrl}/login`);

    const direct = await fetch(`${upstream}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO, device_id: 'p'.repeat(48) }),
    });
    const { access_token: token } = (await direct.json()) as { access_token: string };
    const viaBff = await fetch(`${portalUrl}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: portalUrl },
      body: JSON.stringify(DEMO),
    });
    const cookie = viaBff.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!token || !cookie.includes('mp_session=')) throw new Error('could not sign in the demo merchant');

    console.log(`GET user, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
    const d = await bench('upstream directly', `${upstream}/user`, { authorization: `Bearer ${token}` });
    const b = await bench('through the BFF', `${portalUrl}/api/v1/user`, { cookie });
    console.log(
      `\nBFF adds ${(b.p50 - d.p50).toFixed(2)} ms at p50 (target ≤ 1 ms), ${(b.p99 - d.p99).toFixed(2)} ms at p99`,
    );
    console.log(`BFF keeps ${((100 * b.rps) / d.rps).toFixed(1)} % of the throughput (target ≥ 90 %)`);
  } finally {
    for (const child of [portal, api]) if (child?.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
