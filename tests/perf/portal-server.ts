/**
 * The production build (`next start`) on localhost with a fresh data folder (seeded with the demo
 * merchant on first start), for the page benchmarks. Needs `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/seed/demo';

export interface PortalServer {
  /** http://localhost:PORT (localhost: Chromium keeps the production cookie's Secure flag there). */
  base: string;
  /** `Cookie` header value of the demo owner's session. */
  signIn(): Promise<string>;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** A port nothing listens on now (the OS picks it), so parallel runs on one machine do not collide. */
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

/** Starts the build on `port` (PERF_PORT, else a free port); `env` over the defaults (e.g. UPSTREAM_API_URL). */
export async function startPortal(requestedPort?: number, env: Record<string, string> = {}): Promise<PortalServer> {
  const port = requestedPort || (await freePort());
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build here: run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-perf-pages-'));
  // The server process itself in a group of its own, so stopping it stops everything it started.
  const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'perf-session-secret-that-is-long-enough-0123456789',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/login`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    base,
    stop,
    async signIn() {
      // Through the BFF as the login form does (same-origin check: the Origin header).
      const res = await fetch(`${base}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      if (!res.ok || !cookie) throw new Error(`could not sign in the demo merchant (HTTP ${res.status})`);
      return cookie;
    },
  };
}
