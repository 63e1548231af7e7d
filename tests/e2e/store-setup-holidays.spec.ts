import { comingStatutoryHolidays } from '../../lib/contract/statutory-holidays';
import { en, expect, fr, newMerchant, setLocale, test } from './support';

const h = en.storeSetup.holidays;
const b = en.storeSetup.blockedDates;

/** Today in Montréal (newMerchant's store), as the tab computes it. */
const todayInMontreal = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('add a suggested statutory holiday in one click; it is listed, no longer suggested, and still there after a reload', async ({
  page,
}) => {
  await newMerchant(page, 'Holiday Bistro');
  await page.goto('/setup/store?tab=holidays');

  // A Québec store: the coming Québec holidays are offered, the soonest first.
  const next = comingStatutoryHolidays(todayInMontreal(), 'CA', 'QC')[0]!;
  const name = h.statutory[next.key];
  const suggested = page.getByRole('region', { name: h.suggested.title });
  const add = suggested.getByRole('button', { name: new RegExp(`^Add ${name},`) });
  const table = page.getByRole('table', { name: h.table.label });
  const row = table.getByRole('row', { name: new RegExp(name) });
  // The tab is rendered on the server: a click before it hydrates reaches no handler, so click
  // again while the suggestion is still offered.
  await expect(async () => {
    if (await add.count()) await add.click();
    await expect(row).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(row).toContainText(h.table.closed);
  await expect(row).toContainText('Pick-up, Delivery, Catering');
  await expect(add).toHaveCount(0);

  await page.reload();
  await expect(
    page.getByRole('table', { name: h.table.label }).getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: h.suggested.title }).getByRole('button', { name: new RegExp(`^Add ${name},`) }),
  ).toHaveCount(0);
});

test('a holiday with special hours past midnight, from the form', async ({ page }) => {
  await newMerchant(page, 'Late Bistro');
  await page.goto('/setup/store?tab=holidays');
  await page.getByRole('button', { name: h.create }).first().click();
  const dialog = page.getByRole('dialog', { name: h.form.createTitle });
  await dialog.getByLabel(h.form.name).fill('Staff party');
  await dialog.getByLabel(h.form.fromDate).fill('2031-03-14');
  await dialog.getByLabel(h.form.closed).uncheck();
  // Open: a first window is offered; saved empty, it is refused on its field and what was typed stays.
  await dialog.getByRole('button', { name: h.form.save }).click();
  await expect(dialog.getByLabel(h.form.opensAt)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(h.form.name)).toHaveValue('Staff party');
  await dialog.getByLabel(h.form.opensAt).fill('18:00');
  await dialog.getByLabel(h.form.closesAt).fill('01:30');
  await dialog.getByRole('button', { name: h.form.save }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: h.table.label }).getByRole('row', { name: /Staff party/ });
  await expect(row).toContainText('18:00–01:30');
});

test('block a date with a reason; the reason is required on its field', async ({ page }) => {
  await newMerchant(page, 'Blocked Bistro');
  await page.goto('/setup/store?tab=blocked-dates');
  await page.getByRole('button', { name: b.create }).first().click();
  const dialog = page.getByRole('dialog', { name: b.form.createTitle });
  await dialog.getByLabel(b.form.fromDate).fill('2031-07-02');
  await expect(dialog.getByLabel(b.form.toDate)).toHaveValue('2031-07-02');
  await dialog.getByLabel(b.form.toDate).fill('2031-07-03');
  await dialog.getByRole('button', { name: b.form.save }).click();
  await expect(dialog.getByText(en.validation.required)).toBeVisible();
  await dialog.getByLabel(b.form.reason).fill('Inventory count');
  await dialog.getByLabel(en.storeSetup.serviceNames.catering).uncheck();
  await dialog.getByRole('button', { name: b.form.save }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = page.getByRole('table', { name: b.table.label }).getByRole('row', { name: /2031/ });
  await expect(row).toContainText('Inventory count');
  await expect(row).toContainText('Pick-up, Delivery');
  await expect(row).not.toContainText('Catering');
});

test('the holidays and blocked-dates tabs in French', async ({ page, baseURL }) => {
  await newMerchant(page, 'Bistro Férié');
  await setLocale(page, baseURL, 'fr');
  await page.goto('/setup/store?tab=holidays');
  await expect(page.getByRole('tab', { name: fr.storeSetup.tabs.holidays, selected: true })).toBeVisible();
  const next = comingStatutoryHolidays(todayInMontreal(), 'CA', 'QC')[0]!;
  const suggested = page.getByRole('region', { name: fr.storeSetup.holidays.suggested.title });
  await expect(
    suggested.getByRole('button', { name: new RegExp(`^Ajouter ${fr.storeSetup.holidays.statutory[next.key]},`) }),
  ).toBeVisible();
  await expect(page.getByText(fr.storeSetup.holidays.empty.title)).toBeVisible();

  await page.getByRole('tab', { name: fr.storeSetup.tabs['blocked-dates'] }).click();
  await expect(page.getByText(fr.storeSetup.blockedDates.empty.title)).toBeVisible();
  await page.getByRole('button', { name: fr.storeSetup.blockedDates.create }).first().click();
  const dialog = page.getByRole('dialog', { name: fr.storeSetup.blockedDates.form.createTitle });
  await dialog.getByLabel(fr.storeSetup.blockedDates.form.fromDate).fill('2031-07-10');
  await dialog.getByLabel(fr.storeSetup.blockedDates.form.toDate).fill('2031-07-09');
  await dialog.getByRole('textbox', { name: fr.storeSetup.blockedDates.form.reason }).fill('Inventaire');
  await dialog.getByRole('button', { name: fr.storeSetup.blockedDates.form.save }).click();
  await expect(dialog.getByText(fr.validation.dateOrder)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: fr.storeSetup.blockedDates.form.reason })).toHaveValue('Inventaire');
});
