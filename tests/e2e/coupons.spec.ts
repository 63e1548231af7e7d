import type { Page } from '@playwright/test';
import { fr as serverFr } from '../../server/i18n/fr';
import { apiJson, demoMerchant, expect, newMerchant, fr, setLocale, test, uniqueEmail } from './support';

const c = fr.coupons;
const types = fr.orders.type;
const label = (text: string) => new RegExp(`^${text}`);

/** Scrolls to the page's end, as a merchant does to read what comes when it nears the screen. */
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

/**
 * Issue 16 item 2's job, in French: the owner runs a 10 % coupon for delivery only, once per
 * customer; "Essayer un code" gives the discount for delivery and the reason for pick-up; a
 * delivery test order uses it; the same customer is then refused; the results count the use.
 */
test('a 10 % delivery coupon limited to one use per customer: tried, used once, refused the second time, counted', async ({
  page,
  baseURL,
}) => {
  // The demo data set: a menu and delivery zones for the test order.
  await demoMerchant(page);
  await setLocale(page, baseURL, 'fr');
  await page.goto('/manage/coupon');
  await expect(page.getByRole('heading', { name: c.title, level: 1 })).toBeVisible();

  const code = `W${Date.now() % 100000}`;
  await page.getByRole('button', { name: c.create }).click();
  const drawer = page.getByRole('dialog', { name: c.form.createTitle });
  const codeField = drawer.getByRole('textbox', { name: label(c.form.code) });
  // A 2-character code is refused on its field before anything is sent; what was typed stays.
  await codeField.fill('ab');
  await drawer.getByRole('textbox', { name: label(c.form.percent) }).fill('10');
  await drawer.getByRole('button', { name: c.form.save }).click();
  await expect(drawer.getByText(fr.validation.couponCode)).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: label(c.form.percent) })).toHaveValue('10');
  // Typed in lower case, kept in capitals.
  await codeField.fill(code.toLowerCase());
  for (const type of [types.pickup, types.dine_in, types.catering])
    await drawer.getByRole('checkbox', { name: type }).uncheck();
  await drawer.getByRole('textbox', { name: label(c.form.usesPerCustomer) }).fill('1');
  await drawer.getByRole('button', { name: c.form.save }).click();
  await expect(drawer).toBeHidden();

  const card = page.getByRole('listitem', { name: code, exact: true });
  await expect(card).toContainText(c.list.percent.replace('{percent}', '10'));
  await expect(card).toContainText(types.delivery);
  await expect(card).toContainText(c.list.usesUnlimited.replace('{used}', '0'));

  // "Essayer un code": delivery gets the discount, pick-up the reason.
  const email = uniqueEmail('coupon');
  const panel = page.getByRole('form', { name: c.try.title });
  const verdict = page.getByRole('status').filter({ has: page.getByRole('alert') });
  const tryFor = async (type: string) => {
    await panel.getByRole('combobox', { name: label(c.try.orderType) }).selectOption({ label: type });
    await panel.getByRole('button', { name: c.try.submit }).click();
  };
  await panel.getByRole('textbox', { name: label(c.try.code) }).fill(code.toLowerCase());
  await panel.getByRole('textbox', { name: label(c.try.email) }).fill(email);
  await panel.getByRole('textbox', { name: label(c.try.subtotal) }).fill('40');
  await tryFor(types.delivery);
  await expect(verdict).toContainText(c.try.applies.replace('{code}', code));
  await tryFor(types.pickup);
  await expect(verdict).toContainText(c.try.refused);
  await expect(verdict).toContainText(serverFr.couponOrderType);

  // The customer orders for delivery with the code (the test-order API, through the BFF).
  const { order } = await apiJson(page.request, 'POST', 'order/test', {
    type: 'delivery',
    coupon_code: code,
    customer: { name: 'Client Coupon', email, phone: '5145550123' },
  });
  expect(order.discount).toBeGreaterThan(0);

  // Once is all this customer gets.
  await tryFor(types.delivery);
  await expect(verdict).toContainText(serverFr.couponCustomerLimit);

  // The card and the results count the use (this month, the results' first range).
  await page.reload();
  await expect(card).toContainText(c.list.usesUnlimited.replace('{used}', '1'));
  // The results come when they near the screen: below the check.
  await scrollToEnd(page);
  const results = page.getByRole('table', { name: c.results.tableLabel });
  const row = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
  await expect(row.getByRole('cell').first()).toHaveText('1');

  // Clean up: deleting asks first.
  await card.getByRole('button', { name: c.actions.deleteNamed.replace('{name}', code) }).click();
  const ask = page.getByRole('dialog', { name: c.delete.title.replace('{name}', code) });
  await ask.getByRole('button', { name: c.delete.confirm }).click();
  await expect(page.getByRole('listitem', { name: code, exact: true })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the coupons, the check and the results fit a phone without scrolling sideways', async ({ page, baseURL }) => {
    // Coupons alone: a plain new merchant.
    await newMerchant(page, 'Coupon Phone Bistro');
    await setLocale(page, baseURL, 'fr');
    const code = `P${Date.now() % 100000}`;
    const { coupon } = await apiJson(page.request, 'POST', 'coupon', {
      code,
      kind: 'fixed',
      amount: 500,
      minimum_purchase: 2500,
      validity: 'recurring',
      days: [1, 2, 3, 4, 5],
      from_time: '11:00',
      to_time: '14:00',
      total_uses: 100,
      uses_per_customer: 2,
      order_types: ['pickup', 'delivery'],
    });
    await page.goto('/manage/coupon');
    await expect(page.getByRole('listitem', { name: code, exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: c.try.title })).toBeVisible();
    await scrollToEnd(page);
    await expect(page.getByRole('table', { name: c.results.tableLabel })).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    await page.getByRole('button', { name: c.actions.editNamed.replace('{name}', code) }).click();
    const drawer = page.getByRole('dialog', { name: c.form.editTitle.replace('{code}', code) });
    await expect(drawer.getByRole('checkbox', { name: types.delivery })).toBeChecked();
    expect(await fits()).toBe(true);
    await drawer.getByRole('button', { name: c.form.cancel }).click();
    await expect(drawer).toBeHidden();

    expect((await page.request.delete(`/api/v1/coupon/${coupon._id}`)).ok()).toBe(true);
  });
});
