import type { Page } from '@playwright/test';
import { fr as serverFr } from '../../server/i18n/fr';
import { png } from './png';
import { apiJson, expect, fr, newMerchant, setLocale, test } from './support';

const w = fr.websiteManager;
const label = (text: string) => new RegExp(`^${text}`);

/** The new merchant takes the Premium plan, which has the website manager (GET subscription/plan says which). */
async function withWebsiteManager(page: Page) {
  const { plans } = await apiJson(page.request, 'GET', 'subscription/plan');
  const plan = plans.find(
    (p: { feature_availability: { website_manager: boolean } }) => p.feature_availability.website_manager,
  );
  // A first plan is paid (issue 20): the test provider's card that always succeeds.
  await apiJson(page.request, 'POST', 'subscription', {
    plan_id: plan._id,
    card_number: '4242 4242 4242 4242',
    card_expiry: '12/34',
    card_cvc: '123',
    card_name: 'Test',
  });
}

/**
 * Clicks an upload button and gives it the files. The page is rendered on the server: a click
 * before it hydrates opens no file chooser, so it is tried again until one opens.
 */
async function chooseFiles(page: Page, button: string, files: { name: string; buffer: Buffer }[]) {
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 2000 });
    await page.getByRole('button', { name: button }).first().click();
    await (await chooser).setFiles(files.map((f) => ({ ...f, mimeType: 'image/png' })));
  }).toPass();
}

const gallerySrcs = (page: Page) =>
  page
    .getByRole('list', { name: w.gallery.listLabel })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));

/**
 * Issue 18 item 3, in French: a merchant on Premium uploads two gallery images, swaps them, deletes
 * one; creates a popup that shows today; adds a question to the FAQs; a `javascript:` promotion link
 * is refused on its field.
 */
test('gallery upload, reorder and delete; a popup; an FAQ; a javascript: link refused — in French', async ({
  page,
  baseURL,
}) => {
  await newMerchant(page, 'Bistro Web');
  await withWebsiteManager(page);
  await setLocale(page, baseURL, 'fr');

  // Gallery: two images, swapped, then the first deleted after asking.
  await page.goto('/website-manager/gallery');
  await expect(page.getByRole('heading', { name: w.gallery.title, level: 1 })).toBeVisible();
  await chooseFiles(page, w.gallery.upload, [
    { name: 'salle.png', buffer: png(640, 480, [200, 80, 40]) },
    { name: 'terrasse.png', buffer: png(640, 480, [40, 120, 200]) },
  ]);
  await expect(page.getByRole('list', { name: w.gallery.listLabel }).getByRole('img')).toHaveCount(2);
  const [first, second] = await gallerySrcs(page);
  const imageName = (n: number) => w.gallery.imageName.replace('{n}', String(n));
  await page.getByRole('button', { name: w.move.down.replace('{name}', imageName(1)) }).click();
  await expect.poll(() => gallerySrcs(page)).toEqual([second, first]);
  await page.reload();
  await expect.poll(() => gallerySrcs(page)).toEqual([second, first]);

  await page.getByRole('button', { name: w.gallery.deleteLabel.replace('{name}', imageName(1)) }).click();
  const ask = page.getByRole('dialog', { name: w.gallery.delete.title.replace('{name}', imageName(1)) });
  await ask.getByRole('button', { name: w.gallery.delete.confirm }).click();
  await expect(page.getByText(serverFr.websiteImageDeleted)).toBeVisible();
  await expect.poll(() => gallerySrcs(page)).toEqual([first]);

  // A popup from today (the form's default), shown while the store is open.
  await page.goto('/website-manager/website-popup');
  await page.getByRole('button', { name: w.popups.create }).first().click();
  const dialog = page.getByRole('dialog', { name: w.popups.form.createTitle });
  await dialog.getByRole('textbox', { name: label(w.popups.form.title) }).fill('Terrasse ouverte');
  await dialog.getByRole('textbox', { name: w.popups.form.text }).fill('Dès midi, tous les jours.');
  await expect(dialog.getByRole('figure', { name: w.popups.preview.label })).toContainText('Terrasse ouverte');
  await dialog.getByRole('switch', { name: w.popups.form.onlyWhileOpen }).check();
  await dialog.getByRole('button', { name: w.popups.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(serverFr.websitePopupCreated)).toBeVisible();
  const popup = page.getByRole('list', { name: w.popups.listLabel }).getByRole('listitem');
  await expect(popup).toContainText('Terrasse ouverte');
  await expect(popup).toContainText(w.popups.state.showing);

  // An FAQ.
  await page.goto('/website-manager/faqs');
  await page.getByRole('button', { name: w.faqs.create }).first().click();
  const faq = page.getByRole('dialog', { name: w.faqs.form.createTitle });
  await faq.getByRole('textbox', { name: label(w.faqs.form.question) }).fill('Livrez-vous?');
  await faq.getByRole('textbox', { name: label(w.faqs.form.answer) }).fill('Oui, dans un rayon de 5 km.');
  await faq.getByRole('button', { name: w.faqs.form.save }).click();
  await expect(faq).toBeHidden();
  await expect(page.getByRole('list', { name: w.faqs.listLabel })).toContainText('Livrez-vous?');

  // A javascript: link never reaches the site: refused on its field, in French.
  await page.goto('/website-manager/website-setup');
  const link = page.getByRole('textbox', { name: w.setup.promotionUrl });
  await link.fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: w.setup.save }).click();
  await expect(page.getByText(fr.validation.webAddress)).toBeVisible();
  await expect(link).toHaveValue('javascript:alert(document.cookie)');
});

test('without the website manager in the plan, its pages are not there', async ({ page }) => {
  await newMerchant(page, 'Bistro Sans Site');
  const res = await page.goto('/website-manager/gallery');
  expect(res?.status()).toBe(404);
  const api = await page.request.get('/api/v1/website-manager');
  expect(api.status()).toBe(403);
});
