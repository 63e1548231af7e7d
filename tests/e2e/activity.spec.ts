import { type Page } from '@playwright/test';
import { formatMoney } from '../../lib/money';
import { addMenu, en, expect, fr, newMerchant, setLocale, test } from './support';

/**
 * Issue 21, item 2: a change made in the portal reads in plain words in its entity's History tab
 * and on the activity page, filtered by the person who made it, in English and in French. Each
 * run makes its own merchant (newMerchant: "Sam Shell", a Canadian location), so it holds on a
 * server that already has data from earlier runs and beside other workers.
 */

const m = en.menu;

/** A sentence as a pattern: the money's no-break spaces as any space, the rest as is. */
const sentence = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\u00a0\u202f ]/g, '\\s'));

const itemRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test('a price change shows in the item’s History tab and on the activity page filtered by person, in both languages', async ({
  page,
  baseURL,
}) => {
  await newMerchant(page, 'Activity Log Bistro');
  await addMenu(page.request, { Mains: [['Poutine', 1195]] });

  // Change the price in the menu screen.
  await page.goto('/manage/menu');
  await itemRow(page, 'Poutine').getByText('Poutine', { exact: true }).click();
  const drawer = page.getByRole('dialog', { name: m.itemForm.editTitle });
  await drawer.getByLabel(m.itemForm.price, { exact: false }).fill('12.95');
  await drawer.getByRole('button', { name: m.itemForm.save, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(itemRow(page, 'Poutine')).toContainText(formatMoney(1295, 'CAD', 'en'));

  // The item's drawer: its History tab says who changed what, from what to what.
  const changed = sentence(
    `changed the price of Poutine from ${formatMoney(1195, 'CAD', 'en')} to ${formatMoney(1295, 'CAD', 'en')}`,
  );
  await itemRow(page, 'Poutine').getByText('Poutine', { exact: true }).click();
  await drawer.getByRole('tab', { name: en.audit.history.tab, exact: true }).click();
  const history = drawer.getByRole('list', { name: en.audit.history.listLabel, exact: true });
  await expect(history.getByRole('listitem').first()).toContainText(changed);
  await expect(history).toContainText(/^Sam/);
  await drawer.getByRole('button', { name: m.itemForm.cancel, exact: true }).click();
  await expect(drawer).toBeHidden();

  // The activity page, filtered by the merchant's own name.
  await page.goto('/settings/activity');
  // The filters are the browser's own selects: the merchant's name is picked by its text.
  const person = page.getByRole('combobox', { name: en.activity.filters.person, exact: true });
  const sam = await person.locator('option', { hasText: /^Sam\b/ }).textContent();
  await person.selectOption({ label: sam! });
  await expect(page).toHaveURL(/[?&]person=/);
  const table = page.getByRole('table', { name: en.activity.listLabel, exact: true });
  await expect(table).toContainText(changed);
  await expect(table).toContainText(en.audit.roles.owner);

  // In French, the same entry in French word order (the filter kept by the URL).
  const filtered = page.url();
  await setLocale(page, baseURL, 'fr');
  await page.goto(filtered);
  const frTable = page.getByRole('table', { name: fr.activity.listLabel, exact: true });
  await expect(frTable).toContainText(
    sentence(`a changé le prix de Poutine de ${formatMoney(1195, 'CAD', 'fr')} à ${formatMoney(1295, 'CAD', 'fr')}`),
  );
  await expect(
    page.getByRole('combobox', { name: fr.activity.filters.person, exact: true }).locator('option:checked'),
  ).toHaveText(/^Sam/);
});
