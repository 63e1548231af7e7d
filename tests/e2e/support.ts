import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';

export { en, fr, expect };

/**
 * Playwright's test with one automatic fixture: any Content-Security-Policy violation while the
 * test runs (a `securitypolicyviolation` event in a page of its context, or Chromium's console
 * report of one) fails it. Every spec imports `test` from here.
 */
export const test = base.extend<{ noCspViolation: void }>({
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
});

export const DEMO = { email: 'demo@merchant.test', password: 'DemoPass123' };
export const NO_BUSINESS = { email: 'newbie@merchant.test', password: 'DemoPass123' };

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
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
export async function apiJson(req: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = method === 'GET' ? await req.get(`/api/v1/${path}`) : await req.post(`/api/v1/${path}`, { data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

/**
 * A brand-new merchant (no plan, onboarding not started) made through the real sign-up calls.
 * Uses the page's own request context, so the page is signed in afterwards.
 */
export async function newMerchant(
  page: Page,
  name = 'Shell Test Bistro',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('merchant');
  const password = 'Secret123';
  const req = page.request;
  const post = (path: string, data: unknown) => apiJson(req, 'POST', path, data);
  await post('user/register', {
    first_name: 'Sam',
    last_name: 'Shell',
    email,
    password,
    password_confirmation: password,
  });
  await post('user/email/confirm', { email, code: await codeFor(req, email) });
  const { countries } = await apiJson(req, 'GET', 'country');
  const canada = countries.find((c: { code: string }) => c.code === 'CA');
  const quebec = canada.states.find((s: { name: string }) => s.name === 'Quebec');
  const { business_types: types } = await apiJson(req, 'GET', 'business-type');
  await post('business/register', {
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
  return { email, password };
}

/** Items on the signed-in merchant's menu through the API: categories of [name, cents] items (a test order needs some). */
export async function addMenu(req: APIRequestContext, menu: Record<string, [string, number][]>) {
  for (const [category, items] of Object.entries(menu)) {
    const { category: c } = await apiJson(req, 'POST', 'category', { name: category });
    for (const [name, price] of items) await apiJson(req, 'POST', 'item', { name, price, category_id: c._id });
  }
}
