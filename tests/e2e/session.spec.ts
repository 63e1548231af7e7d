import { expect, test } from '@playwright/test';
import { DEMO, en, login } from './support';

test('login keeps the token out of reach of page scripts', async ({ page, context }) => {
  await login(page, DEMO);
  const session = (await context.cookies()).find((c) => c.name === 'mp_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('mp_session');
  const me = await page.evaluate(async () => (await fetch('/api/v1/user')).text());
  expect(me).toContain(DEMO.email);
  expect(me).not.toContain('access_token');
});

test('logout asks first; "No" keeps the session, "Yes, Go ahead" ends it and clears storage', async ({ page }) => {
  await login(page, DEMO);
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
  await login(first, DEMO);
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
  await login(other, DEMO);
  await expect(waiting).toHaveURL(/\/getting-started$/);
});
