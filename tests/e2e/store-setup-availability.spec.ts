import { addMenu, apiJson, en, expect, fr, newMerchant, setLocale, test } from './support';

const a = en.storeSetup.availability;
const d = en.storeSetup.design;

/** A PNG header of the given size (the server reads only the header), padded like a small file. */
function pngOf(width: number, height: number): Buffer {
  const file = Buffer.alloc(256);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(file, 0);
  file.write('IHDR', 12, 'ascii');
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  Buffer.from([8, 6, 0, 0, 0]).copy(file, 24);
  return file;
}

test('pause delivery for 30 minutes: the orders it covers are listed, the chip shows on another page and resumes it', async ({
  page,
}) => {
  await newMerchant(page, 'Rush Bistro');
  await addMenu(page.request, { Mains: [['Poutine', 1200]] });
  // A delivery order already placed for 20 minutes from now: inside the pause.
  const { order } = await apiJson(page.request, 'POST', 'order/test', { type: 'delivery' });
  await apiJson(page.request, 'POST', `order/${order._id}/date-time`, {
    scheduled_at: new Date(Date.now() + 20 * 60_000).toISOString(),
  });

  await page.goto('/setup/store?tab=availability');
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText(a.taking)).toBeVisible();
  await delivery.getByRole('button', { name: 'Pause Delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause Delivery' });
  await expect(dialog.getByLabel(a.form.lengths['30'])).toBeChecked();
  await dialog.getByLabel(a.form.message).fill('Back after the rush');
  // The order placed for later is listed, with a link to it.
  const covered = dialog.getByRole('alert').filter({ hasText: '1 scheduled order falls in this period' });
  await expect(covered).toBeVisible();
  await expect(covered.getByRole('link', { name: new RegExp(`^#${order.order_number} ·`) })).toHaveAttribute(
    'href',
    `/future-orders?order=${order._id}`,
  );
  await dialog.getByRole('button', { name: a.form.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(delivery.getByText(/^Paused until .* — Back after the rush$/)).toBeVisible();

  // Another page: the top bar says so, and resumes it.
  await page.goto('/order-history');
  // The store's time (with its zone's name when the browser is elsewhere); with the day when the
  // pause ends after midnight (this test run late in the evening, store time).
  const chip = page.getByText(/^Delivery paused until (\w{3}, \w{3} \d{1,2}, )?\d{1,2}:\d{2}\s?[AP]M( [A-Z]{3,4})?$/);
  await expect(chip).toBeVisible();
  await page.getByRole('button', { name: 'Resume Delivery' }).click();
  await expect(chip).toBeHidden();
  await page.reload();
  await expect(page.getByText(/paused until/)).toHaveCount(0);

  // The link of a covered order opens its drawer on the future orders page.
  await page.goto('/setup/store?tab=availability');
  await page.getByRole('region', { name: 'Delivery' }).getByRole('button', { name: 'Pause Delivery' }).click();
  await page
    .getByRole('dialog', { name: 'Pause Delivery' })
    .getByRole('link', { name: new RegExp(`^#${order.order_number} ·`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/future-orders\\?order=${order._id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order.order_number}` })).toBeVisible();
});

test('a logo of the wrong size is refused with the rule; the right size shows in the preview', async ({ page }) => {
  await newMerchant(page, 'Logo Bistro');
  await page.goto('/setup/store?tab=design');
  const logoInput = page.locator('input[type="file"][aria-label="Logo"]');
  const refused = page.getByText('The logo must be exactly 230 × 87 pixels; this image is 300 × 100.');
  // The tab is rendered on the server: a file chosen before it hydrates reaches no handler, so choose again.
  await expect(async () => {
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(300, 100) });
    await expect(refused).toBeVisible({ timeout: 3000 });
  }).toPass();

  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(230, 87) });
  await expect(
    page.getByRole('figure', { name: d.preview.label }).getByRole('img', { name: d.preview.logo }),
  ).toHaveCount(1);
  await page.getByLabel(/^Theme colour/).fill('#AA3300');
  await page.getByRole('button', { name: d.save }).click();
  await expect(page.getByText('Store design saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Theme colour/)).toHaveValue('#aa3300');
});

test('the availability and design tabs in French', async ({ page, baseURL }) => {
  await newMerchant(page, 'Bistro Français');
  await setLocale(page, baseURL, 'fr');
  await page.goto('/setup/store?tab=availability');
  await expect(page.getByRole('tab', { name: fr.storeSetup.tabs.availability })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('region', { name: fr.storeSetup.serviceNames.delivery })
      .getByText(fr.storeSetup.availability.taking),
  ).toBeVisible();
  await page.getByRole('tab', { name: fr.storeSetup.tabs.design }).click();
  await expect(
    page.getByText(fr.storeSetup.design.logoRule.replace('{width}', '230').replace('{height}', '87')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: fr.storeSetup.design.save })).toBeVisible();
});
