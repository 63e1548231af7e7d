import { apiJson, expect, fr, newMerchant, setLocale, test } from './support';

const t = fr.integrations;
const progress = (completed: number) =>
  fr.gettingStarted.progress.replace('{completed}', String(completed)).replace('{total}', '7');

test('connect the test payment provider and pair the app with the code shown: Payment Setup and Restaurant App Setup tick (in French)', async ({
  page,
  baseURL,
}) => {
  await newMerchant(page, 'Integrations Bistro');
  await setLocale(page, baseURL, 'fr');
  const { getting_started: before } = await apiJson(page.request, 'GET', 'getting-started');
  expect([before.payment_setup, before.restaurant_app_setup]).toEqual([false, false]);
  await page.goto('/getting-started');
  await expect(page.getByText(progress(before.completed))).toBeVisible();

  await page.goto('/settings/integrations');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  const payment = page.getByRole('region', { name: t.payment.title });
  // A key the test provider refuses: the reason under the field, what was typed kept.
  await payment.getByLabel(t.payment.accountId).fill('acct_test_Bistro42');
  await payment.getByLabel(t.payment.secretKey).fill('sk_live_abcd1234');
  await payment.getByRole('button', { name: t.payment.connect }).click();
  await expect(payment.getByText(/Le fournisseur de test a refusé cette clé/)).toBeVisible();
  await expect(payment.getByLabel(t.payment.accountId)).toHaveValue('acct_test_Bistro42');
  await payment.getByLabel(t.payment.secretKey).fill('sk_test_abcd1234');
  await payment.getByRole('button', { name: t.payment.connect }).click();
  await expect(payment.getByText(/acct_test_Bistro42/)).toBeVisible();

  const app = page.getByRole('region', { name: t.app.title });
  await app.getByRole('button', { name: t.app.showCode }).click();
  const code = (await app.getByTestId('pairing-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  // The order-receiving app's call, with the code a person would read off the screen.
  const res = await page.request.post('/api/v1/app-pairing', {
    data: { code, device_name: 'Tablette cuisine' },
    headers: { origin: baseURL ?? '' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.reload();
  await expect(app.getByText('Tablette cuisine')).toBeVisible();

  await page.goto('/getting-started');
  await expect(page.getByText(progress(before.completed + 2))).toBeVisible();
});

test('the order printer on /settings/pos: receipt copies and printer name saved, kept after a reload (in French)', async ({
  page,
  baseURL,
}) => {
  await newMerchant(page, 'Printer Bistro');
  await setLocale(page, baseURL, 'fr');
  const f = fr.settingsForm;
  await page.goto('/settings/pos');
  const printer = page.getByRole('region', { name: f.groups.order_printer });
  await expect(printer.getByLabel(f.fields.order_printer.number_of_receipt_copies)).toHaveValue('1');
  await printer.getByLabel(f.fields.order_printer.number_of_receipt_copies).fill('2');
  await printer.getByLabel(f.fields.order_printer.printer_name).fill('Cuisine Epson');
  await page.getByRole('region', { name: f.unsaved }).getByRole('button', { name: f.save }).click();
  await expect(page.getByRole('region', { name: f.unsaved })).toBeHidden();
  await page.reload();
  await expect(printer.getByLabel(f.fields.order_printer.number_of_receipt_copies)).toHaveValue('2');
  await expect(printer.getByLabel(f.fields.order_printer.printer_name)).toHaveValue('Cuisine Epson');
  // The whole settings went with it: the online-order page reads the same copy.
  await page.goto('/settings/online-order');
  await page.getByLabel(f.search).fill(f.fields.order_printer.printer_name);
  await expect(page.getByLabel(f.fields.order_printer.printer_name)).toHaveValue('Cuisine Epson');
});
