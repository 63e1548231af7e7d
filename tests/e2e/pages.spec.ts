import { demoMerchant, expect, newAccount, test } from './support';

/**
 * SPEC §2's routes that no screen test walks through (the e2e coverage report lists them): each
 * opened by whom it is for, at its own address, with its page heading shown. What each screen
 * does is its own spec's business; this is that the route exists and renders for its reader.
 */

/** Opens `path` and checks the address stayed, the status, and a level-1 heading. */
async function opens(page: import('@playwright/test').Page, path: string, status = 200) {
  const res = await page.goto(path);
  expect([path, res?.status()]).toEqual([path, status]);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('signed out: the sign-up, password and error pages, and the public page', async ({ page }) => {
  for (const path of ['/register', '/signup', '/clover/register', '/recover-password', '/reset-password', '/public'])
    await opens(page, path);
  await opens(page, '/404', 404);
  await opens(page, '/500', 500);
});

test('signed in without a business: the business form and the password change', async ({ page }) => {
  await newAccount(page);
  await opens(page, '/business');
  await opens(page, '/change-password');
});

test('a demo owner: the catering, website and report pages no screen test opens', async ({ page }) => {
  await demoMerchant(page, 'Pages Bistro');
  for (const path of [
    '/dashboard',
    '/manage/catering-delivery-zones',
    '/settings/catering',
    '/reports/delivery',
    '/reports/timesheet',
    '/manage/employees',
    '/manage/locations',
    '/manage/timesheets',
    '/website-manager/website-setup',
    '/website-manager/gallery',
    '/website-manager/social-media',
    '/website-manager/website-popup',
    '/website-manager/faqs',
  ])
    await opens(page, path);
});
