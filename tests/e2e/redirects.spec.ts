import type { Page } from '@playwright/test';
import { en, expect, newAccount, newMerchant, test } from './support';

test.describe('redirect rules (SPEC §4)', () => {
  test('no session on a main page goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('a page with a trailing slash redirects to the page; a /v1 path with one reaches the BFF as written', async ({
    page,
    request,
  }) => {
    const res = await request.get('/login/', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(new URL(res.headers().location!, 'http://x').pathname).toBe('/login');
    // SPEC §7's `POST item/{id}/clone/`: answered by the BFF (no session here), not a 308 dropping the slash.
    const call = await request.post('/api/v1/item/not-an-id/clone/', { maxRedirects: 0, data: {} });
    expect(call.status()).not.toBe(308);
    expect(call.headers()['content-type']).toContain('application/json');
    await page.goto('/login/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/confirm-email without a pending e-mail goes to /login', async ({ page }) => {
    await page.goto('/confirm-email');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/ sends a merchant with onboarding left to /getting-started, and auth pages back to /', async ({ page }) => {
    await newMerchant(page, 'Redirect Bistro');
    await page.goto('/');
    await expect(page).toHaveURL(/\/getting-started$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/getting-started$/);
    await page.goto('/business');
    await expect(page).toHaveURL(/\/getting-started$/);
  });

  test('a user without a business is asked to register one', async ({ page }) => {
    await newAccount(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/confirm-business$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/confirm-business$/);
  });

  /** The 404 screen, styled: its card's title and big code come from their stylesheet (loaded on demand). */
  async function seesStyled404(page: Page) {
    const title = page.getByRole('heading', { level: 1, name: en.errors.notFound.title });
    await expect(title).toHaveCSS('font-size', '24px');
    await expect(page.getByText('404', { exact: true })).toHaveCSS('color', 'rgb(154, 52, 18)');
    await expect(page.getByRole('link', { name: en.errors.home })).toBeVisible();
  }

  test('unknown paths answer 404, signed in or not, with the styled 404 screen', async ({ page }) => {
    const anonymous = await page.goto('/no-such-page');
    expect(anonymous?.status()).toBe(404);
    await seesStyled404(page);
    await newMerchant(page, 'Unknown Path Bistro');
    const signedIn = await page.goto('/manage/nothing-here');
    expect(signedIn?.status()).toBe(404);
    await seesStyled404(page);
  });
});
