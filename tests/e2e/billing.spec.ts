import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { en as serverEn } from '../../server/i18n/en';
import { fr as serverFr } from '../../server/i18n/fr';
import { en, expect, fr, newMerchant, setLocale, test } from './support';

type Texts = typeof en;

/** Fills the checkout's card form, typed as a person would (the number grouped, the slash added by the form). */
async function typeCard(page: Page, t: Texts, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.billing.card.number).pressSequentially(number.replace(/\s/g, ''));
  await dialog.getByLabel(t.billing.card.expiry).pressSequentially('1234');
  await dialog.getByLabel(t.billing.card.cvc).fill('123');
  await dialog.getByLabel(t.billing.card.name).fill('Sam Shell');
}

async function choose(page: Page, t: Texts, planName: string) {
  const card = page.getByRole('listitem', { name: planName });
  // The page is rendered on the server: a click before it hydrates opens nothing, so try again.
  await expect(async () => {
    await card.getByRole('button', { name: t.billing.choose }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2000 });
  }).toPass();
}

for (const [lang, t, server, pay] of [
  ['en', en, serverEn, 'Pay $99.00'],
  ['fr', fr, serverFr, /^Payer 99,00/],
] as const) {
  test(`${lang}: a new owner subscribes to Premium with the test card; the banner goes and Premium opens at once`, async ({
    page,
    baseURL,
  }) => {
    await setLocale(page, baseURL, lang);
    await newMerchant(page, `Billing Bistro ${lang}`);
    await page.goto('/settings/billing');
    const banner = page.getByText(t.shell.banner.text);
    await expect(banner).toBeVisible();
    const menu = page.getByRole('navigation', { name: t.nav.menuLabel });
    await expect(menu.getByText(t.nav.entries.floorPlan)).toHaveCount(0);

    await choose(page, t, t.billing.plans.premium.name);
    await typeCard(page, t, '4242 4242 4242 4242');
    await expect(page.getByRole('dialog').getByLabel(t.billing.card.number)).toHaveValue('4242 4242 4242 4242');
    await page.getByRole('dialog').getByRole('button', { name: pay }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Without a reload: the banner is gone, the plan is marked, the Premium entries are in the menu.
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: t.billing.plans.premium.name })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(menu.getByText(t.nav.entries.floorPlan)).toBeVisible();

    // The invoice: INV-0001, paid, its PDF downloads and is a PDF.
    const row = page.getByRole('row', { name: /INV-0001/ });
    await expect(row).toContainText(t.billing.invoices.statuses.paid);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: t.billing.invoices.downloadOne.replace('{number}', 'INV-0001') }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The floor plan (Premium) opens, not refused.
    await page.goto('/reservation/floor-plan');
    await expect(page.getByRole('heading', { name: t.floorPlan.title, level: 1 })).toBeVisible();
  });

  test(`${lang}: a declined card shows the bank's message and keeps the form`, async ({ page, baseURL }) => {
    await setLocale(page, baseURL, lang);
    await newMerchant(page, `Declined Bistro ${lang}`);
    await page.goto('/settings/billing');
    await choose(page, t, t.billing.plans.basic.name);
    await typeCard(page, t, '4000 0000 0000 0002');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'en' ? 'Pay $29.00' : /^Payer 29,00/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(server.cardDeclined)).toBeVisible();
    await expect(dialog.getByLabel(t.billing.card.number)).toHaveValue('4000 0000 0000 0002');
    await expect(dialog.getByLabel(t.billing.card.name)).toHaveValue('Sam Shell');
    // Nothing changed: still no plan, the banner stays.
    await expect(page.getByText(t.shell.banner.text)).toBeVisible();
  });
}
