/**
 * First-load JS per route: what a browser downloads (gzip, as `next start` serves it) to show each
 * page, signed in as the demo merchant for the main routes. Needs a production build.
 *   npx tsx tests/perf/first-load-js.ts
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.PERF_PORT ?? 4721);
const base = `http://localhost:${PORT}`;
const DEMO = { email: 'demo@merchant.test', password: 'DemoPass123' };
const routes = (
  process.env.ROUTES ?? '/login,/dashboard,/order-history,/manage/menu,/manage/tax,/settings/billing,/getting-started'
).split(',');

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no server');
}

async function main() {
  const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'perf-js-')),
      SESSION_SECRET: 'perf-session-secret-that-is-long-enough-0123',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitFor(`${base}/login`);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const login0 = await browser.newContext();
    const login = await login0.request.post(`${base}/api/v1/user/login`, { data: DEMO, headers: { origin: base } });
    if (!login.ok()) throw new Error('login failed ' + login.status());
    const state = await login0.storageState();
    for (const route of routes) {
      const ctx = await browser.newContext({ storageState: route === '/login' ? undefined : state });
      const page = await ctx.newPage();
      const files: { url: string; bytes: number }[] = [];
      page.on('requestfinished', async (req) => {
        if (req.resourceType() !== 'script') return;
        const body = await (await req.response())!.body();
        files.push({ url: req.url(), bytes: gzipSync(body).length });
      });
      const html = await (await ctx.request.get(base + route)).text();
      const inHtml = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const total = files.reduce((a, f) => a + f.bytes, 0);
      const htmlTotal = files.filter((f) => inHtml.has(new URL(f.url).pathname)).reduce((a, f) => a + f.bytes, 0);
      console.log(
        `   in the HTML: ${(htmlTotal / 1024).toFixed(1)} KB in ${inHtml.size} tags; inline bytes ${html.length}`,
      );
      console.log(
        `${route.padEnd(22)} ${(total / 1024).toFixed(1)} KB in ${files.length} files  (at ${new URL(page.url()).pathname})`,
      );
      if (process.env.VERBOSE)
        for (const f of files.sort((a, b) => b.bytes - a.bytes))
          console.log(`   ${(f.bytes / 1024).toFixed(1).padStart(7)} ${f.url.replace(base, '')}`);
      await ctx.close();
    }
    await browser.close();
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
