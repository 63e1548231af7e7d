import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, FullConfig, Page } from '@playwright/test';
import { matchCall, matchPage } from './matcher';

/** The folder of playwright.config.ts, where test-results/ is (config.rootDir is the test folder). */
export const configDir = (config: Pick<FullConfig, 'configFile' | 'rootDir'>) =>
  config.configFile ? path.dirname(config.configFile) : config.rootDir;

/** Where each worker leaves what it saw; the reporter (./reporter.ts) merges the files. */
export const coverageDir = (dir: string) => path.join(dir, 'test-results', 'e2e-coverage');

/** What this worker's tests touched: page routes shown, route-table rows called through the BFF. */
const visited = new Set<string>();
const called = new Set<string>();
const tracked = new WeakSet<object>();

const sameOrigin = (url: string, origin: string) => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

function recordCall(method: string, url: string, origin: string) {
  if (!sameOrigin(url, origin)) return;
  const key = matchCall(method, url);
  if (key) called.add(key);
}

function trackPage(page: Page, origin: string) {
  if (tracked.has(page)) return;
  tracked.add(page);
  // Every address the tab shows, client-side navigations included (Playwright reports history changes too).
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !sameOrigin(frame.url(), origin)) return;
    const route = matchPage(frame.url());
    if (route) visited.add(route);
  });
}

/** The calls a page's scripts make (and its tabs' addresses), for every page the context opens. */
export function trackContext(context: BrowserContext, origin: string) {
  if (tracked.has(context)) return;
  tracked.add(context);
  context.on('request', (req) => {
    recordCall(req.method(), req.url(), origin);
    // A page the server answers with a redirect (SPEC §4: "/" goes on to the checklist or the
    // dashboard) never shows at its own address: its document request counts as the visit.
    if (req.resourceType() === 'document' && sameOrigin(req.url(), origin)) {
      const route = matchPage(req.url());
      if (route) visited.add(route);
    }
  });
  context.on('page', (page) => trackPage(page, origin));
  for (const page of context.pages()) trackPage(page, origin);
  trackRequestContext(context.request, origin);
}

/**
 * The calls a test makes itself (page.request, the request fixture): they never pass through a
 * page, so the context's fetch (which get, post and the rest call) notes each route before it runs.
 */
export function trackRequestContext(request: APIRequestContext, origin: string) {
  if (tracked.has(request)) return;
  tracked.add(request);
  const fetch = request.fetch.bind(request);
  request.fetch = (urlOrRequest, options) => {
    if (typeof urlOrRequest === 'string')
      recordCall((options?.method ?? 'GET').toUpperCase(), new URL(urlOrRequest, origin).toString(), origin);
    else recordCall(urlOrRequest.method(), urlOrRequest.url(), origin);
    return fetch(urlOrRequest, options);
  };
}

/** This worker's records so far, written whole (after each test, so a crashed worker loses nothing). */
export function flushCoverage(config: FullConfig, workerId: string) {
  const dir = coverageDir(configDir(config));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${workerId}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify({ visited: [...visited], called: [...called] }));
  renameSync(`${file}.tmp`, file);
}
