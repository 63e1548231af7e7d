import type { APIResponse } from '@playwright/test';
import { addMenu, apiJson, en, expect, newMerchant, test } from './support';

function expectSecurityHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['content-security-policy'], what).toContain("frame-ancestors 'none'");
  // `next start` is production: HSTS is on (browsers ignore it over plain HTTP).
  expect(h['strict-transport-security'], what).toMatch(/max-age=\d+/);
}

test('pages, /api answers and static assets carry the security headers; a page CSP has a fresh nonce', async ({
  request,
}) => {
  const page = await request.get('/login');
  expectSecurityHeaders(page, '/login');
  const csp = page.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("connect-src 'self'");
  const again = (await request.get('/login')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);
  // Next puts the nonce on its own scripts.
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  const html = await page.text();
  expect(html).toContain(`nonce="${nonce}"`);

  const redirect = await request.get('/dashboard', { maxRedirects: 0 });
  expectSecurityHeaders(redirect, 'a redirect');
  for (const path of ['/api/v1/country', '/api/session', '/api/v1/user']) {
    const res = await request.get(path);
    expectSecurityHeaders(res, path);
    expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
  }
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  expectSecurityHeaders(await request.get(asset), asset);
});

test('the portal cannot be framed', async ({ browser, baseURL }) => {
  // A context of its own: the refusal is itself reported as a CSP violation, which the shared
  // fixture would count against the test.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (msg) => refusals.push(msg.text()));
  await page.setContent(`<iframe src="${baseURL}/login" title="framed"></iframe>`);
  await expect.poll(() => refusals.join('\n')).toMatch(/frame-ancestors|X-Frame-Options/);
  const frame = page.frames().find((f) => f.url().includes('/login'));
  expect(frame ? await frame.getByLabel(en.auth.login.email).count() : 0).toBe(0);
  await context.close();
});

test('a link to GET order/{id}/cancel, from another site or typed in, does not cancel; the page still can', async ({
  page,
  baseURL,
}) => {
  await newMerchant(page, 'Link Test Bistro');
  await addMenu(page.request, { Mains: [['Poutine', 1195]] });
  const placed = await page.request.post('/api/v1/order/test', { data: { type: 'delivery' } });
  expect(placed.status()).toBe(201);
  const { _id: id } = (await placed.json()).order as { _id: string };
  const statusNow = async () => (await apiJson(page.request, 'GET', `order/${id}`)).order.status;
  const target = `${baseURL}/api/v1/order/${id}/cancel`;

  // Another site (127.0.0.1 is another site than localhost) links to the action; the click
  // carries the SameSite=Lax session cookie.
  await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/login`);
  await page.evaluate((href) => {
    const a = document.createElement('a');
    a.href = href;
    a.id = 'bait';
    a.textContent = 'win a prize';
    document.body.append(a);
  }, target);
  const [crossSite] = await Promise.all([
    page.waitForResponse((r) => r.url() === target),
    page.locator('#bait').click(),
  ]);
  expect(crossSite.status()).toBe(403);
  expect(await statusNow()).toBe('new');

  // The address typed into the portal's own tab: a navigation, refused too.
  const typed = await page.goto(target);
  expect(typed?.status()).toBe(403);
  for (const action of ['create-driver', 'cancel-driver'])
    expect((await page.goto(`${baseURL}/api/v1/order/${id}/${action}`))?.status()).toBe(403);
  expect(await statusNow()).toBe('new');

  // The portal's own script may.
  await page.goto('/order-history');
  const cancelled = await page.evaluate(async (path) => (await fetch(path)).status, `/api/v1/order/${id}/cancel`);
  expect(cancelled).toBe(200);
  expect(await statusNow()).toBe('cancelled');
});
