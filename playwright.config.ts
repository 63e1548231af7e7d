import { defineConfig, devices, type TraceMode } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * e2e in Debian's Chromium (CI machines cannot download Playwright's own browser). Without
 * BASE_URL the suite starts the production build on a free port with a fresh data folder;
 * with BASE_URL (a preview deployment) it drives that instead and starts nothing.
 */
const externalBase = process.env.BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3210);
// localhost (not 127.0.0.1): Chromium accepts the production cookie's Secure flag there.
const baseURL = externalBase ?? `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // Not test-results/ itself: Playwright empties its output folder, and jest's reports live there.
  outputDir: 'test-results/e2e-artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  // The coverage report (routes shown, calls made) prints last: tests/e2e/coverage/reporter.ts.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }], ['./tests/e2e/coverage/reporter.ts']],
  use: {
    baseURL,
    // A trace only when a failed test runs again (CI retries once; E2E_TRACE=retain-on-failure
    // traces every failing first try): tracing makes each test about 40 % slower on 2 cores, which
    // pushed the longest past their limit (stop 43: the e2e phase of `npm test` took 22 min with
    // every test traced, 16 min without).
    trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: externalBase
    ? undefined
    : {
        // The server process itself (not an npm wrapper), so Playwright stops the right PID.
        // A keep-alive longer than the client's: otherwise Node may close an idle socket just as
        // Playwright reuses it for the next call (ECONNRESET in a random test).
        command: `node node_modules/next/dist/bin/next start -p ${port} --keepAliveTimeout 70000`,
        url: `${baseURL}/login`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          DATA_DIR: dataDir,
          DEV_TOOLS: '1',
          // The e2e run is a throw-away test deployment of the production build (README).
          ALLOW_DEV_TOOLS_IN_PRODUCTION: '1',
          SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
          IDLE_LOCK_MS: process.env.IDLE_LOCK_MS ?? '300000',
          // One JSON line per request would bury Playwright's own report (stdout is piped to it).
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          NEXT_TELEMETRY_DISABLED: '1',
        },
      },
});
