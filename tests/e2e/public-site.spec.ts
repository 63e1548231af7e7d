import { apiJson, demoMerchant, en, expect, fr, login, perFile, setLocale, test } from './support';

/**
 * The public site the website manager builds (issue 18 item 4), at /s/{slug}: signed out, a
 * demo business's menu, whether it is open now, its schema.org JSON-LD, a popup made through the
 * API, and French.
 */

/** A demo merchant of the file's own (Premium, the demo menu) and its site's address. */
const demo = perFile(async (page) => {
  const merchant = await demoMerchant(page, 'Site Bistro');
  const { business } = await apiJson(page.request, 'GET', 'user');
  return { ...merchant, site: `/s/${business.slug}` };
});

type JsonLd = {
  '@type': string;
  name: string;
  hasMenu: { hasMenuSection: { name: string; hasMenuItem: { name: string; offers: { price: string } }[] }[] };
};

test('signed out: the menu, open or closed now, and JSON-LD listing the menu items', async ({ page }) => {
  const { site, name } = demo();
  await page.goto(site);
  await expect(page).toHaveURL(site);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.publicSite.menu.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'French Onion Soup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maple Pie' })).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText(
    new RegExp(
      `${en.publicSite.status.open}|${en.publicSite.status.closed}|${en.publicSite.status.paused.split('{')[0]}`,
    ),
  );

  const text = await page.locator('script[type="application/ld+json"]').textContent();
  const ld = JSON.parse(text!) as JsonLd;
  expect(ld['@type']).toBe('Restaurant');
  expect(ld.name).toBe(name);
  const items = ld.hasMenu.hasMenuSection.flatMap((s) => s.hasMenuItem);
  expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['French Onion Soup', 'Maple Pie']));
  for (const item of items) expect(item.offers.price).toMatch(/^\d+\.\d\d$/);
});

test('an unknown business is a 404', async ({ page }) => {
  const res = await page.goto('/s/no-such-business-here');
  expect(res?.status()).toBe(404);
});

test('a popup created through the API shows on the public site, and closes without a script', async ({
  browser,
  page,
}) => {
  // The merchant, in a context of their own: the visitor's stays signed out.
  const merchant = await browser.newContext();
  const owner = await merchant.newPage();
  await login(owner, demo().owner);
  const title = `Patio open ${Date.now()}`;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const created = await owner.request.post('/api/v1/website-manager/website-popup', {
    data: { title, text: 'Come and see the terrace', from_date: yesterday, only_while_open: false },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const popupId = (
    (await created.json()) as { website_manager: { popups: { _id: string; title: string }[] } }
  ).website_manager.popups.find((p) => p.title === title)!._id;
  try {
    await page.goto(demo().site);
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Come and see the terrace');
    await popup.getByRole('button', { name: en.publicSite.popup.close }).click();
    await expect(popup).toBeHidden();
  } finally {
    await owner.request.delete(`/api/v1/website-manager/website-popup/?popup_id=${popupId}`);
    await merchant.close();
  }
});

test('in French', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'fr');
  await page.goto(demo().site);
  await expect(page.getByRole('heading', { name: fr.publicSite.hours.title })).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText(
    new RegExp(
      `${fr.publicSite.status.open}|${fr.publicSite.status.closed}|${fr.publicSite.status.paused.split('{')[0]}`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'French Onion Soup' })).toBeVisible();
});
