import { expect, test } from '@playwright/test';
import { DEMO, NO_BUSINESS, login } from './support';

test.describe('redirect rules (SPEC §4)', () => {
  test('no session on a main page goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('/confirm-email without a pending e-mail goes to /login', async ({ page }) => {
    await page.goto('/confirm-email');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/ sends a merchant with onboarding left to /getting-started, and auth pages back to /', async ({ page }) => {
    await login(page, DEMO);
    await expect(page).toHaveURL(/\/getting-started$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/getting-started$/);
    await page.goto('/business');
    await expect(page).toHaveURL(/\/getting-started$/);
  });

  test('a user without a business is asked to register one', async ({ page }) => {
    await login(page, NO_BUSINESS);
    await expect(page).toHaveURL(/\/confirm-business$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/confirm-business$/);
  });

  test('unknown paths answer 404, signed in or not', async ({ page }) => {
    const anonymous = await page.goto('/no-such-page');
    expect(anonymous?.status()).toBe(404);
    await login(page, DEMO);
    const signedIn = await page.goto('/manage/nothing-here');
    expect(signedIn?.status()).toBe(404);
  });
});
