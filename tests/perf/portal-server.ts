/**
 * The production build (`next start`) on localhost with a fresh data folder (seeded with the demo
 * merchant on first start), for the page benchmarks. Needs `npm run build` first.
 */
import { createServer } from 'node:net';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/seed/demo';
import { startProcessGroup } from './process-group';

export interface PortalServer {
  /** http://localhost:PORT (localhost: Chromium keeps the production cookie's Secure flag there). */
  base: string;
  /** `Cookie` header value of the demo owner's session. */
  signIn(): Promise<string>;
  stop(): Promise<void>;
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
  const base = `http://localhost:${port}`;
  const { stop } = await startProcessGroup(
    'next start',
    ['node', 'node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    {
      ...process.env,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'perf-session-secret-that-is-long-enough-0123456789',
      NODE_ENV: 'production',
      // The benchmarks sign in as the demo merchant, which production does not seed by default.
      SEED_DEMO: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    dataDir,
    `${base}/login`,
  );
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
