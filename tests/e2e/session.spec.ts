import { en, expect, login, newMerchant, perFile, test } from './support';

/** One merchant with onboarding left for the file, signed in through the form by each test. */
const merchant = perFile((page) => newMerchant(page, 'Session Bistro'));

test('login keeps the token out of reach of page scripts', async ({ page, context }) => {
  await login(page, merchant());
  const session = (await context.cookies()).find((c) => c.name === 'mp_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('mp_session');
  const me = await page.evaluate(async () => (await fetch('/api/v1/user')).text());
  expect(me).toContain(merchant().email);
  expect(me).not.toContain('access_token');
});

test('logout asks first; "No" keeps the session, "Yes, Go ahead" ends it and clears storage', async ({ page }) => {
  await login(page, merchant());
  await page.evaluate(() => localStorage.setItem('app.settings.demo', 'x'));
  await page.getByRole('button', { name: en.shell.userMenu.open }).click();
  await page.getByRole('menuitem', { name: en.shell.userMenu.logout }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/getting-started$/);

  await page.getByRole('button', { name: en.shell.userMenu.open }).click();
  await page.getByRole('menuitem', { name: en.shell.userMenu.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Go ahead' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('app.settings.demo'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a logout in another tab reloads this one back to /login', async ({ context }) => {
  const first = await context.newPage();
  await login(first, merchant());
  const second = await context.newPage();
  await second.goto('/getting-started');
  await second.getByRole('button', { name: en.shell.userMenu.open }).click();
  await second.getByRole('menuitem', { name: en.shell.userMenu.logout }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Yes, Go ahead' }).click();
  await expect(second).toHaveURL(/\/login/);
  // The first tab reloads on the storage event and middleware sends it to /login.
  await expect(first).toHaveURL(/\/login/);
});

test('a login in another tab reloads this one into the portal', async ({ context }) => {
  const waiting = await context.newPage();
  await waiting.goto('/login');
  const other = await context.newPage();
  await login(other, merchant());
  await expect(waiting).toHaveURL(/\/getting-started$/);
});

test('the idle lock holds the session: another address, another tab and the API all meet the lock until the password', async ({
  page,
  context,
}) => {
  await login(page, merchant());
  await page.goto('/order-history?idleLockMs=2000');
  await expect(page).toHaveURL(/\/lockscreen\?next=%2Forder-history/, { timeout: 15_000 });
  // The BFF refuses data with its own code (the page shows the lock, not the login).
  await expect.poll(() => page.evaluate(async () => (await fetch('/api/v1/order/history')).status)).toBe(423);
  const refused = await page.evaluate(async () => (await fetch('/api/v1/tax')).json());
  expect(refused).toEqual({ message: en.bff.locked, code: 'locked' });

  // Typing another address in the address bar lands on the lock screen, keeping the page. The
  // address also sets the idle time back to ten minutes for when the page is unlocked: with 2 s,
  // a busy machine could lock the page again before the test's last call.
  await page.goto('/order-history?idleLockMs=600000');
  await expect(page).toHaveURL(/\/lockscreen\?next=%2Forder-history%3FidleLockMs%3D600000$/);
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/lockscreen\?next=%2Fdashboard$/);

  await page.getByLabel(en.auth.lock.password, { exact: true }).fill(merchant().password);
  await page.getByRole('button', { name: en.auth.lock.submit }).click();
  await expect(page).toHaveURL(/\/order-history\?idleLockMs=600000$/);
  expect(await page.evaluate(async () => (await fetch('/api/v1/tax')).status)).toBe(200);
});

test('an unknown /api path answers a JSON 404, signed in or not, whatever the method', async ({ page, request }) => {
  for (const res of [await request.get('/api/nope'), await request.post('/api/session/nope', { data: {} })]) {
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: en.bff.notFound });
  }
  await login(page, merchant());
  const signedIn = await page.request.get('/api/nope/deeper');
  expect(signedIn.status()).toBe(404);
  expect(await signedIn.json()).toEqual({ message: en.bff.notFound });
});

test('a next= the browser would turn into another site (tab, newline) stays on the portal after login', async ({
  browser,
  baseURL,
}) => {
  for (const next of ['/%09/evil.example/e', '/%0A/evil.example/e']) {
    // A context of its own each time: clearing the cookies under a signed-in page lets its session
    // watcher navigate back to /login, which could abort the next goto.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/login?next=${next}`);
    await page.getByLabel(en.auth.login.email).fill(merchant().email);
    await page.getByLabel(en.auth.login.password, { exact: true }).fill(merchant().password);
    await page.getByRole('button', { name: en.auth.login.submit }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await context.close();
  }
});
