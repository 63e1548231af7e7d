import type { Page } from '@playwright/test';
import { en, expect, fr, newMerchant, setLocale, test, untilHydrated } from './support';

const s = en.settingsForm;
const f = s.fields;
const preview = (page: Page) => page.getByRole('region', { name: s.preview.title });
const saveBar = (page: Page) => page.getByRole('region', { name: s.unsaved });

test('search "tip", set the tips and a service fee, watch the preview, save, reload: kept; a refused value stays with its rule; leaving with changes asks', async ({
  page,
}) => {
  await newMerchant(page, 'Settings Bistro');
  await page.goto('/settings/online-order');
  await expect(page.getByRole('heading', { name: en.onlineOrderSettings.title, level: 1 })).toBeVisible();
  const tips = page.getByLabel(f.general.tip_list);
  await expect(tips).toHaveValue('10, 15, 20');
  await expect(saveBar(page)).toBeHidden();

  await page.getByLabel(s.search).fill('tip');
  await expect(page.getByLabel(f.seo.page_title)).toBeHidden();
  await tips.fill('12, 18, 22');
  await expect(preview(page).getByTestId('preview-tips').getByText('22 %')).toBeVisible();
  await expect(saveBar(page)).toBeVisible();

  await page.getByLabel(s.search).fill('service fee');
  await page.getByLabel(f.service_fees.allow_service_fees).check();
  await page.getByLabel(f.service_fees.service_fee, { exact: true }).fill('2.50');
  await expect(preview(page).getByTestId('preview-fee')).toContainText('2.50');

  // A value the rule refuses: its text stays, with the rule under it, and nothing is sent.
  await page.getByLabel(s.search).fill('');
  const slot = page.getByLabel(f.pick_up.pick_up_interval);
  await slot.fill('1');
  await saveBar(page).getByRole('button', { name: s.save }).click();
  await expect(page.getByText(en.validation.settingsInterval)).toBeVisible();
  await expect(slot).toHaveValue('1');
  await slot.fill('20');

  // Leaving by the menu with unsaved changes asks first.
  await page.getByRole('link', { name: en.nav.entries.menu }).first().click();
  const ask = page.getByRole('dialog', { name: s.leaveTitle });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: s.stay }).click();
  await expect(page).toHaveURL(/\/settings\/online-order/);

  await saveBar(page).getByRole('button', { name: s.save }).click();
  await expect(saveBar(page)).toBeHidden();
  await page.reload();
  await expect(page.getByLabel(f.general.tip_list)).toHaveValue('12, 18, 22');
  await expect(page.getByLabel(f.service_fees.service_fee, { exact: true })).toHaveValue('2.50');
  await expect(page.getByLabel(f.pick_up.pick_up_interval)).toHaveValue('20');
});

test('catering on with a minimum order, saved and kept; the page in French', async ({ page, baseURL }) => {
  await newMerchant(page, 'Traiteur Bistro');
  await setLocale(page, baseURL, 'fr');
  const t = fr.settingsForm;
  await page.goto('/settings/catering');
  await expect(page.getByRole('heading', { name: fr.cateringSettings.title, level: 1 })).toBeVisible();
  // The Catering group of the menu shows only while catering is on (SPEC §4).
  const cateringGroup = page
    .getByRole('navigation', { name: fr.nav.menuLabel })
    .getByText(fr.nav.groups.catering, { exact: true });
  await expect(cateringGroup).toHaveCount(0);
  await page.getByLabel(t.search).fill('commande minimum');
  await page.getByLabel(t.fields.catering.is_minimum_order).check();
  await page.getByLabel(t.fields.catering.minimum_order_value, { exact: true }).fill('50,00');
  await page.getByLabel(t.search).fill('');
  await page.getByLabel(t.fields.catering.status).check();
  await page.getByRole('region', { name: t.unsaved }).getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('region', { name: t.unsaved })).toBeHidden();
  await expect(cateringGroup).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t.fields.catering.status)).toBeChecked();
  await expect(page.getByLabel(t.fields.catering.minimum_order_value, { exact: true })).toHaveValue('50.00');
});

test('on a phone the storefront preview under the form loads when the merchant scrolls to it', async ({ page }) => {
  await newMerchant(page, 'Phone Settings Bistro');
  await page.setViewportSize({ width: 375, height: 800 });
  const slotLoads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/v1/setting/slot-load') && slotLoads.push(r.url()));
  await page.goto('/settings/online-order');
  await untilHydrated(page);
  await expect(page.getByLabel(f.general.tip_list)).toHaveValue('10, 15, 20');
  await page.waitForLoadState('networkidle');
  // Below the form: neither its code nor its queries came with the page.
  await expect(preview(page)).toHaveCount(0);
  expect(slotLoads).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(preview(page).getByTestId('preview-tips').getByText('20 %')).toBeVisible();
  // The tips come from the form; its own queries start as it mounts, and may leave a moment later.
  await expect.poll(() => slotLoads.length).toBeGreaterThan(0);
  // What the merchant types still reaches it.
  await page.getByLabel(f.general.tip_list).fill('12, 18, 25');
  await expect(preview(page).getByTestId('preview-tips').getByText('25 %')).toBeVisible();
});
