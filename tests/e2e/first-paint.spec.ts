import { demoMerchant, en, expect, test } from './support';

/**
 * Issue 11: a page is drawn from its HTML alone. Its styles come inline in the head
 * (next.config.mjs, experimental.inlineCss), so no stylesheet request stands before the first
 * paint, and a page reached by a client navigation brings its styles in its payload.
 */
test('the dashboard is styled with no stylesheet request, and so is a page opened from the menu', async ({ page }) => {
  await demoMerchant(page, 'Paint Bistro');
  const sheets: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet') sheets.push(req.url());
  });

  await page.goto('/dashboard');
  // The board's grid and the page header's title come from CSS modules (the browser's own h1 has margins).
  await expect(page.getByRole('group', { name: en.orderBoard.label })).toHaveCSS('display', 'grid');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveCSS('margin-top', '0px');

  await page.getByRole('link', { name: en.nav.entries.orderHistory }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/order-history');
  await expect(page.getByRole('heading', { level: 1, name: en.nav.entries.orderHistory })).toHaveCSS(
    'margin-top',
    '0px',
  );
  expect(sheets).toEqual([]);
});
