/**
 * Timesheets and manage locations (issue 15 items 4 and 5) as the demo owner (Premium, two
 * locations; Sam Staff and Mia Manager work at the first): a late shift ending at 1 a.m. added
 * and deleted; a location added as a copy of the first, switched to in the top bar, listed on the
 * public multi-location page; both pages in French.
 */
import { demoMerchant, en, expect, fr, perFile, setLocale, signInApi, test } from './support';

const ts = en.timesheets;
const loc = en.locations;
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);

// One demo merchant for the file: each test leaves it as it found it (a shift on a day of its
// own, then deleted; the new location deleted; the French shift refused).
const demo = perFile((page) => demoMerchant(page, 'Timesheet Bistro'));

test('a shift from 18:00 to 01:00 the next day is added with its total, then deleted', async ({ page, baseURL }) => {
  await signInApi(page, baseURL, demo().owner);
  await page.goto('/manage/timesheets');
  await expect(page.getByRole('heading', { name: ts.title })).toBeVisible();
  // A day of its own, so a rerun starts from an empty day.
  const day = `2030-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  await page.getByLabel(ts.day, { exact: true }).fill(day);
  const sam = page.getByRole('region', { name: 'Sam Staff' });
  await expect(sam.getByText(ts.noShift)).toBeVisible();

  await page.getByRole('button', { name: ts.create }).click();
  const dialog = page.getByRole('dialog', { name: ts.form.createTitle });
  await dialog.getByRole('combobox', { name: ts.form.member }).click();
  await page.getByRole('option', { name: 'Sam Staff' }).click();
  await dialog.getByLabel(new RegExp(`^${ts.form.from}`)).fill('18:00');
  await dialog.getByLabel(ts.form.to, { exact: true }).fill('01:00');
  // Without "ends the next day" the end is before the start: refused on the field, nothing sent.
  await dialog.getByRole('button', { name: ts.form.save }).click();
  await expect(dialog.getByText(en.validation.shiftOrder)).toBeVisible();
  await dialog.getByRole('switch', { name: ts.form.endsNextDay }).check();
  await dialog.getByRole('button', { name: ts.form.save }).click();
  await expect(dialog).toBeHidden();

  const shift = fill(ts.shift.nextDay, { from: '18:00', to: '01:00' });
  await expect(sam.getByText(shift)).toBeVisible();
  await expect(sam.getByText(fill(ts.total, { hours: '7:00' }))).toBeVisible();

  await sam.getByRole('button', { name: fill(ts.delete.button, { shift }) }).click();
  const confirm = page.getByRole('dialog', { name: fill(ts.delete.title, { shift }) });
  await confirm.getByRole('button', { name: ts.delete.confirm }).click();
  await expect(sam.getByText(shift)).toBeHidden();
  await expect(sam.getByText(ts.noShift)).toBeVisible();
});

test('a location copied from the first one appears in the switcher and on the public page', async ({
  page,
  baseURL,
}) => {
  await signInApi(page, baseURL, demo().owner);
  await page.goto('/manage/locations');
  await expect(page.getByRole('heading', { name: loc.title })).toBeVisible();
  const name = `Mile End ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: loc.create }).click();
  const drawer = page.getByRole('dialog', { name: loc.form.createTitle });
  await drawer.getByLabel(loc.form.name).fill(name);
  await drawer.getByLabel(loc.form.street).fill('5400 Boulevard Saint-Laurent');
  await drawer.getByLabel(loc.form.city).fill('Montréal');
  await drawer.getByRole('combobox', { name: loc.form.country }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await drawer.getByRole('combobox', { name: loc.form.state }).click();
  await page.getByRole('option', { name: 'Quebec' }).click();
  await drawer.getByLabel(loc.form.zip).fill('H2T 1S1');
  await drawer.getByLabel(loc.form.phone).fill('5145550177');
  await drawer.getByRole('combobox', { name: loc.form.timeZone }).fill('Toronto');
  await page.getByRole('option', { name: 'America/Toronto' }).click();
  // The first location is offered to copy from, every part ticked.
  await expect(drawer.getByRole('combobox', { name: loc.form.copyFrom })).toContainText('Vieux-Montréal');
  await expect(drawer.getByRole('checkbox', { name: loc.form.copyParts.menu })).toBeChecked();
  await drawer.getByRole('button', { name: loc.form.save }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // The switcher lists it at once; switching there shows the copied menu.
  await page.getByRole('button', { name: /Change location/ }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByText(fill(en.shell.location.switched, { name }))).toBeVisible();
  const menu = await page.request.get('/api/v1/category');
  expect(menu.ok()).toBeTruthy();
  expect(((await menu.json()).categories as unknown[]).length).toBeGreaterThan(0);

  // The public page lists every location, for customers.
  const href = await page.getByRole('link', { name: loc.publicLink }).getAttribute('href');
  expect(href).toMatch(/^\/locations\//);
  const visitor = await page.context().browser()!.newContext();
  const pub = await visitor.newPage();
  await pub.goto(new URL(href!, page.url()).toString());
  await expect(pub.getByRole('heading', { name })).toBeVisible();
  await visitor.close();

  // Back to the first location, then the new one is deleted (with a confirmation).
  await page.getByRole('button', { name: /Change location/ }).click();
  await page.getByRole('menuitem', { name: /Vieux-Montréal/ }).click();
  await page.getByRole('button', { name: fill(loc.table.delete, { name }) }).click();
  await page
    .getByRole('dialog', { name: fill(loc.delete.title, { name }) })
    .getByRole('button', { name: loc.delete.confirm })
    .click();
  await expect(page.getByRole('cell', { name })).toBeHidden();
});

test('in French: the timesheet refuses a shift ending before it starts; the locations page', async ({
  page,
  baseURL,
}) => {
  await signInApi(page, baseURL, demo().owner);
  await setLocale(page, baseURL, 'fr');
  await page.goto('/manage/timesheets');
  await expect(page.getByRole('heading', { name: fr.timesheets.title })).toBeVisible();
  await page.getByRole('button', { name: fr.timesheets.create }).click();
  const dialog = page.getByRole('dialog', { name: fr.timesheets.form.createTitle });
  await dialog.getByLabel(new RegExp(`^${fr.timesheets.form.from}\\b`)).fill('17:00');
  await dialog.getByLabel(fr.timesheets.form.to, { exact: true }).fill('09:00');
  await dialog.getByRole('button', { name: fr.timesheets.form.save }).click();
  await expect(dialog.getByText(fr.validation.shiftOrder)).toBeVisible();
  await dialog.getByRole('button', { name: fr.timesheets.form.cancel }).click();

  await page.goto('/manage/locations');
  await expect(page.getByRole('heading', { name: fr.locations.title })).toBeVisible();
  await expect(page.getByText(fr.locations.table.primary, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: fr.locations.link.title })).toBeVisible();
});
