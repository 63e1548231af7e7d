import type { Page } from '@playwright/test';
import { en, expect, fr, newMerchant, setLocale, test } from './support';

const h = en.storeSetup.hours;
const o = en.storeSetup.openAt;

/** The coming Monday in Montréal (newMerchant's store), never today. */
function nextMondayInMontreal(): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

const day = (page: Page, name: string) => page.getByRole('group', { name });

// A device in another zone than the store's: the tabs say so, once hydrated (the device's zone is
// only known in the browser), which is also when their fields start answering.
test.use({ timezoneId: 'Europe/Paris' });
const hydrated = (page: Page, text: RegExp) => expect(page.getByText(text)).toBeVisible();

test('split hours and a late night: saved, still there after a reload; the Store Hours step is done; "open at" answers', async ({
  page,
}) => {
  await newMerchant(page, 'Hours Bistro');
  await page.goto('/setup/store?tab=hours');
  await hydrated(page, /time zone, America\/Toronto\. Your device is set to Europe\/Paris/);

  // Monday: lunch, then a split dinner window.
  const monday = day(page, 'Monday');
  await monday.getByRole('switch').check();
  await monday.getByLabel(h.opensAt).first().fill('11:30');
  await monday.getByLabel(h.closesAt).first().fill('14:00');
  await monday.getByRole('button', { name: 'Add a window on Monday' }).click();
  await monday.getByLabel(h.opensAt).nth(1).fill('17:00');
  await monday.getByLabel(h.closesAt).nth(1).fill('22:00');
  // Friday: a late night to 02:00, which ends on Saturday.
  const friday = day(page, 'Friday');
  await friday.getByRole('switch').check();
  await friday.getByLabel(h.opensAt).first().fill('22:00');
  await friday.getByLabel(h.closesAt).first().fill('02:00');
  await expect(friday.getByText(h.nextDay)).toBeVisible();

  // An overlap is refused on the field before anything is sent; fixing it keeps the rest.
  await monday.getByLabel(h.closesAt).first().fill('18:00');
  await page.getByRole('button', { name: h.save }).click();
  await expect(monday.getByText(en.validation.hoursOverlap)).toBeVisible();
  await monday.getByLabel(h.closesAt).first().fill('14:00');

  const saved = page.waitForResponse(
    (r) => r.url().includes('/location/opening-hours') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: h.save }).click();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await hydrated(page, /Your device is set to Europe\/Paris/);
  const mondayAgain = day(page, 'Monday');
  await expect(mondayAgain.getByLabel(h.opensAt)).toHaveCount(2);
  await expect(mondayAgain.getByLabel(h.opensAt).nth(0)).toHaveValue('11:30');
  await expect(mondayAgain.getByLabel(h.closesAt).nth(1)).toHaveValue('22:00');
  await expect(day(page, 'Friday').getByLabel(h.closesAt)).toHaveValue('02:00');
  await expect(day(page, 'Friday').getByText(h.nextDay)).toBeVisible();
  await expect(day(page, 'Tuesday').getByText(h.closed)).toBeVisible();

  // Delivery gets hours of its own: Monday until 23:00.
  await page.getByRole('button', { name: h.types.delivery }).click();
  await page.getByRole('switch', { name: h.sameAsBusiness }).uncheck();
  const deliveryMonday = day(page, 'Monday');
  await expect(deliveryMonday.getByLabel(h.opensAt)).toHaveCount(2);
  await deliveryMonday.getByLabel(h.closesAt).nth(1).fill('23:00');
  const deliverySaved = page.waitForResponse(
    (r) => r.url().includes('/location/opening-hours') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: h.save }).click();
  expect((await deliverySaved).status()).toBe(200);

  await page.goto('/getting-started');
  const step = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: en.gettingStarted.steps.store_setup.title }) });
  await expect(step.getByText(en.gettingStarted.done, { exact: true })).toBeVisible();

  // "Could a customer order delivery next Monday at 22:30?" Yes; pick-up and catering no.
  await page.goto('/setup/store?tab=open-at');
  await hydrated(page, /Your device is set to Europe\/Paris/);
  await page.getByLabel(o.date, { exact: true }).fill(nextMondayInMontreal());
  await page.getByLabel(o.time, { exact: true }).fill('22:30');
  const answers = page.getByRole('list', { name: o.answersLabel });
  await expect(page.getByRole('heading', { name: /Monday, .* at 22:30/ })).toBeVisible();
  await expect(answers.getByRole('listitem').filter({ hasText: 'Delivery: open' })).toContainText(o.reasons.open);
  await expect(answers.getByRole('listitem').filter({ hasText: 'Pick-up: closed' })).toContainText(
    o.reasons.closedBusinessHours,
  );
  await expect(answers.getByRole('listitem').filter({ hasText: 'Catering: closed' })).toBeVisible();
});

test('the hours and "open at" tabs in French', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'fr');
  await newMerchant(page, 'Bistro des heures');
  await page.goto('/setup/store?tab=hours');
  await hydrated(page, /Votre appareil est réglé sur Europe\/Paris/);
  const fh = fr.storeSetup.hours;
  await expect(page.getByRole('button', { name: fh.types.business })).toBeVisible();
  await expect(page.getByRole('button', { name: fh.copyMonday })).toBeVisible();
  const lundi = day(page, 'lundi');
  await expect(lundi.getByText(fh.closed)).toBeVisible();
  await lundi.getByRole('switch').check();
  await lundi.getByRole('button', { name: 'Ajouter une plage le lundi' }).click();
  await lundi.getByLabel(fh.opensAt).nth(1).fill('16:00');
  await lundi.getByLabel(fh.closesAt).nth(1).fill('18:00');
  await page.getByRole('button', { name: fh.save }).click();
  await expect(lundi.getByText(fr.validation.hoursOverlap)).toBeVisible();

  await page.getByRole('tab', { name: fr.storeSetup.tabs['open-at'] }).click();
  await page.getByLabel(fr.storeSetup.openAt.date, { exact: true }).fill(nextMondayInMontreal());
  await page.getByLabel(fr.storeSetup.openAt.time, { exact: true }).fill('22:30');
  const answers = page.getByRole('list', { name: fr.storeSetup.openAt.answersLabel });
  await expect(answers.getByRole('listitem').filter({ hasText: 'Livraison : fermé' })).toContainText(
    fr.storeSetup.openAt.reasons.closedBusinessHours,
  );
});
