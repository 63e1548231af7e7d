import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { flushCoverage, trackContext, trackRequestContext } from './coverage/recorder';

export { en, fr, expect };

let coverageOrigin = '';

/**
 * Playwright's test with automatic fixtures. Any Content-Security-Policy violation while the
 * test runs (a `securitypolicyviolation` event in a page of its context, or Chromium's console
 * report of one) fails it. And the coverage report (tests/e2e/coverage) hears of every page
 * route the test shows and every /api/v1 call it or its pages make, in any context it opens.
 * Every spec imports `test` from here.
 */
/**
 * Until React has hydrated every control of the page, or 15 s have passed (a control React does
 * not draw, such as the map's zoom buttons, would never be). The pages are rendered on the server:
 * a click or a keystroke before their code has run reaches no handler, as a person on a slow
 * tablet would find. A control is hydrated when React has put its props on the element.
 */
export async function untilHydrated(page: Page) {
  await page
    .waitForFunction(
      () => {
        for (const el of document.querySelectorAll('button, input, select, textarea, a[href], [role="tab"]')) {
          if (el.closest('.leaflet-container')) continue;
          if (!Object.keys(el).some((key) => key.startsWith('__reactProps$'))) return false;
        }
        return true;
      },
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * After a keyboard pick-up in a dnd-kit list, until its keyboard sensor listens for the arrows: it
 * adds that listener in a setTimeout(0) of the pick-up (KeyboardSensor.attach), while the
 * pick-up's announcement may already be on the page, and Chromium runs input before timers, so an
 * arrow pressed at once can be lost. A timer queued now runs after dnd-kit's.
 */
export async function untilDragKeysListen(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/** A navigation that waits for its page ('commit' is a test's way of acting before the page's code runs). */
const waitsForPage = (options?: { waitUntil?: string }) => options?.waitUntil !== 'commit';

export const test = base.extend<
  { noCspViolation: void; noMissingText: void; e2eCoverage: void },
  { coverageOfNewContexts: void }
>({
  // Every page.goto and page.reload returns once the page is hydrated, so a test acts on a page
  // that works, as a person does once it has loaded; the tests of what happens before hydration
  // navigate with waitUntil 'commit'.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForPage(options)) await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForPage(options)) await untilHydrated(page);
      return response;
    };
    await provide(page);
  },
  coverageOfNewContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (coverageOrigin) trackContext(context, coverageOrigin);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  e2eCoverage: [
    async ({ context, request, baseURL }, use, testInfo) => {
      coverageOrigin = new URL(baseURL ?? 'http://localhost').origin;
      trackContext(context, coverageOrigin);
      trackRequestContext(request, coverageOrigin);
      await use();
      flushCoverage(testInfo.config, String(testInfo.workerIndex));
    },
    { auto: true },
  ],
  noCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
          report(
            `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} in ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`,
          );
        });
      });
      context.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // Each page sends the browser only its own namespaces of texts (lib/i18n/page-namespaces.json):
  // a text its code reads but the page did not send would show as its key, and next-intl says so.
  noMissingText: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (msg) => {
        if (/MISSING_MESSAGE/.test(msg.text())) missing.push(msg.text());
      });
      await use();
      expect(missing, 'texts missing in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** A name no other test or run uses ("Demo Bistro k3x9q"): shared deployments hold every run's data. */
export function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 7)}`;
}

/** The newest 6-digit code mailed to `email`, read from the dev outbox (DEV_TOOLS=1). */
export async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return undefined;
        const { messages } = (await res.json()) as { messages: { text: string }[] };
        code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code mailed to ${email}` },
    )
    .toBeTruthy();
  return code!;
}

export async function login(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(en.auth.login.email).fill(user.email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** What the language switch stores: the NEXT_LOCALE cookie. */
export async function setLocale(page: Page, baseURL: string | undefined, locale: 'en' | 'fr') {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL ?? 'http://localhost' }]);
}

/** A call to the portal's /api/v1 with the page's session; fails the test unless it answers 2xx. Returns the JSON body. */
export async function apiJson(
  req: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const res = await req.fetch(`/api/v1/${path}`, { method, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

/** A confirmed account without a business, made through the real sign-up calls; the page is signed in as it. */
export async function newAccount(page: Page): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('merchant');
  const password = 'Secret123';
  const req = page.request;
  await apiJson(req, 'POST', 'user/register', {
    first_name: 'Sam',
    last_name: 'Shell',
    email,
    password,
    password_confirmation: password,
  });
  await apiJson(req, 'POST', 'user/email/confirm', { email, code: await codeFor(req, email) });
  return { email, password };
}

/**
 * A brand-new merchant (no plan, onboarding not started) made through the real sign-up calls.
 * Uses the page's own request context, so the page is signed in afterwards.
 */
export async function newMerchant(
  page: Page,
  name = 'Shell Test Bistro',
): Promise<{ email: string; password: string }> {
  const account = await newAccount(page);
  const req = page.request;
  const { countries } = await apiJson(req, 'GET', 'country');
  const canada = countries.find((c: { code: string }) => c.code === 'CA');
  const quebec = canada.states.find((s: { name: string }) => s.name === 'Quebec');
  const { business_types: types } = await apiJson(req, 'GET', 'business-type');
  await apiJson(req, 'POST', 'business/register', {
    name,
    type: types[0]._id,
    phone_number: '5145550199',
    address: {
      street: '10 rue Rachel',
      city: 'Montréal',
      state_province: quebec._id,
      zip_postal_code: 'H2J 2J3',
      country: canada._id,
    },
  });
  return account;
}

/**
 * Something every test of a file shares, made once per worker before them in a context of its
 * own (e.g. `perFile((page) => demoMerchant(page))`): for files whose tests only read it, or each
 * change things of their own in it. Call at the top of the file; the getter works inside tests.
 */
export function perFile<T>(make: (page: Page) => Promise<T>): () => T {
  let made: T | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    // A demo data set takes a while on a busy machine.
    testInfo.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    made = await make(await context.newPage());
    await context.close();
  });
  return () => made!;
}

/** Signs the page's context in through the API (where the form is not under test). */
export async function signInApi(page: Page, baseURL: string | undefined, user: { email: string; password: string }) {
  const res = await page.request.post('/api/v1/user/login', { data: user, headers: { origin: baseURL ?? '' } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Signed out again (the session is the context's cookie): for tests that sign in through the page themselves. */
export async function signOut(page: Page) {
  await page.context().clearCookies();
}

/** Items on the signed-in merchant's menu through the API: categories of [name, cents] items (a test order needs some). */
export async function addMenu(req: APIRequestContext, menu: Record<string, [string, number][]>) {
  for (const [category, items] of Object.entries(menu)) {
    const { category: c } = await apiJson(req, 'POST', 'category', { name: category });
    for (const [name, price] of items) await apiJson(req, 'POST', 'item', { name, price, category_id: c._id });
  }
}

/** A demo merchant of the test's own (demoMerchant): its owner, staff accounts and location names. */
export interface DemoMerchant {
  name: string;
  owner: { email: string; password: string };
  manager: { email: string; password: string };
  staff: { email: string; password: string };
  driver: { email: string; password: string };
  locations: { first: string; second: string };
}

/**
 * A new merchant (the real sign-up calls) given the demo data set by the dev tool
 * POST /v1/dev/demo-data: Premium with the website manager, two Montréal locations with 90 days of
 * orders, customers, shifts, the WELCOME10 coupon, gift cards, a menu and delivery zones, and a
 * manager, an employee and a driver with e-mails of their own. The page is signed in as the owner.
 */
export async function demoMerchant(page: Page, base = 'Demo Bistro'): Promise<DemoMerchant> {
  // Writing the set takes a while on a busy server: the test gets that time on top of its own.
  test.info().setTimeout(test.info().timeout + 60_000);
  const name = uniqueName(base);
  const owner = await newMerchant(page, name);
  const { accounts, password } = await apiJson(page.request, 'POST', 'dev/demo-data');
  return {
    name,
    owner,
    manager: { email: accounts.manager, password },
    staff: { email: accounts.staff, password },
    driver: { email: accounts.driver, password },
    locations: { first: `${name} — Vieux-Montréal`, second: `${name} — Plateau` },
  };
}
