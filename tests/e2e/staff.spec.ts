import { codeFor, demoMerchant, expect, fr, setLocale, test, uniqueEmail } from './support';

const s = fr.staff;
const nav = fr.nav;

/**
 * Issue 15's whole job, in French: the owner adds a cashier allowed the orders only at the first
 * location, checks their menu with "Voir comme", and the cashier, invited by e-mail, sets a
 * password in a second browser, sees the same menu and is refused the rest by the API too.
 */
test('the owner adds an Employee with orders only; “Voir comme” shows the menu the employee then gets; the API refuses the rest', async ({
  page,
  browser,
  baseURL,
}) => {
  const demo = await demoMerchant(page);
  await setLocale(page, baseURL, 'fr');
  await page.goto('/manage/employees');
  await expect(page.getByRole('heading', { name: s.title, level: 1 })).toBeVisible();

  const email = uniqueEmail('cashier');
  const last = `Caissière ${Date.now() % 100000}`;
  const name = `Camille ${last}`;
  await page.getByRole('button', { name: s.create }).click();
  const drawer = page.getByRole('dialog', { name: s.form.createTitle });
  await drawer.getByRole('textbox', { name: new RegExp(`^${s.form.firstName}`) }).fill('Camille');
  await drawer.getByRole('textbox', { name: new RegExp(`^${s.form.lastName}`) }).fill(last);
  await drawer.getByRole('textbox', { name: new RegExp(`^${s.form.email}`) }).fill(email);
  await drawer.getByRole('combobox', { name: new RegExp(`^${s.form.locations}`) }).click();
  await page.getByRole('option', { name: demo.locations.first }).click();
  await drawer.getByRole('heading', { name: s.form.createTitle }).click();
  // A new member starts as an Employee allowed the orders only.
  await expect(drawer.getByRole('combobox', { name: new RegExp(`^${s.form.role}`) })).toContainText(
    s.form.roles.employee,
  );
  await expect(drawer.getByRole('switch', { name: s.form.permissions.orders })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: s.form.permissions.menu })).not.toBeChecked();
  // A 3-digit PIN is refused on its field, and what was typed stays.
  const pin = drawer.getByRole('textbox', { name: new RegExp(`^${s.form.loginPin}`) });
  await pin.fill('123');
  await drawer.getByRole('button', { name: s.form.save }).click();
  await expect(drawer.getByText(fr.validation.loginPin)).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: new RegExp(`^${s.form.firstName}`) })).toHaveValue('Camille');
  await pin.fill(String(1000 + Math.floor(Math.random() * 9000)));
  await drawer.getByRole('button', { name: s.form.save }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText(s.table.invited);

  // Voir comme: the menu the cashier will get.
  await row.getByRole('button', { name: s.actions.viewAsNamed.replace('{name}', name) }).click();
  const preview = page.getByRole('dialog', { name: s.viewAs.title.replace('{name}', name) });
  const previewMenu = preview.getByRole('group', { name: s.viewAs.menuLabel.replace('{name}', name) });
  const expected = [nav.entries.dashboard, nav.entries.orderHistory, nav.entries.futureOrders];
  await expect(previewMenu.getByRole('listitem')).toHaveText(expected);
  await expect(preview).toContainText(s.viewAs.firstPage.replace('{page}', nav.entries.dashboard));
  await preview.getByRole('button', { name: s.viewAs.close }).click();

  // The cashier, in a second browser: the mailed code sets a password and signs them in.
  const code = await codeFor(page.request, email);
  const cashier = await browser.newContext({ baseURL });
  const other = await cashier.newPage();
  await setLocale(other, baseURL, 'fr');
  await other.goto(`/reset-password?email=${encodeURIComponent(email)}`);
  await other.getByRole('textbox', { name: new RegExp(`^${fr.auth.reset.code}`) }).fill(code);
  await other.getByLabel(fr.auth.reset.password, { exact: true }).fill('Cashier123');
  await other.getByLabel(fr.auth.reset.passwordConfirmation, { exact: true }).fill('Cashier123');
  await other.getByRole('button', { name: fr.auth.reset.submit }).click();
  await other.waitForURL(/\/dashboard$/);
  const theirMenu = other.getByRole('navigation', { name: nav.menuLabel });
  await expect(theirMenu.getByRole('link')).toHaveText(expected);

  // Not only hidden: the API refuses every other family, and the second location is not theirs.
  for (const path of ['tax', 'category', 'setting', 'staff', 'business/info', 'payment-provider', 'subscription']) {
    const res = await other.request.get(`/api/v1/${path}`);
    expect([path, res.status()]).toEqual([path, 403]);
  }
  expect((await other.request.get('/api/v1/order/test')).status()).toBe(200);
  const { locations } = await (await page.request.get('/api/v1/location')).json();
  const plateau = locations.find((l: { name: string }) => l.name === demo.locations.second);
  expect((await other.request.get(`/api/v1/order/test?location=${plateau._id}`)).status()).toBe(404);
  await expect((await other.goto('/manage/tax'))!.status()).toBe(404);
  await cashier.close();

  // The owner's list shows the invitation accepted; removing asks first.
  await page.reload();
  await expect(row).not.toContainText(s.table.invited);
  await row.getByRole('button', { name: s.actions.deleteNamed.replace('{name}', name) }).click();
  const ask = page.getByRole('dialog', { name: s.delete.title.replace('{name}', name) });
  await ask.getByRole('button', { name: s.delete.confirm }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
