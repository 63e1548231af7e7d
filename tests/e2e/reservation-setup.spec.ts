import type { APIRequestContext, Page } from '@playwright/test';
import { demoMerchant, en, expect, fr, perFile, setLocale, signInApi, test } from './support';

const r = en.reservations;

/** A day `days` from today in Montréal (the demo's locations), as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The demo location starts from the defaults on every run: no week, no block dates (a block date
 * left by an earlier run would overlap the one added here).
 */
async function resetReservations(req: APIRequestContext) {
  const res = await req.get('/api/v1/reservations-settings');
  expect(res.ok(), `GET reservations-settings: ${res.status()}`).toBeTruthy();
  const { reservations_settings: saved } = await res.json();
  for (const b of saved.block_dates as { _id: string }[])
    expect((await req.delete(`/api/v1/reservations-settings/block-date?block_date_id=${b._id}`)).ok()).toBeTruthy();
  const reset = await req.post('/api/v1/reservations-settings', {
    data: {
      reservation_interval: 15,
      minimum_time_to_book: 60,
      maximum_time_to_book: 30,
      meal_duration: 90,
      min_party_size: 1,
      max_party_size: 10,
      is_restaurant_message: false,
      restaurant_message: '',
      cancellation_policy_message: '',
      theme_color: '#383232',
      background_image_url: null,
      deposit_settings: { type: 'none', amount: 0, from_party_size: 1 },
      reservation_hours: [],
    },
  });
  expect(reset.ok(), `POST reservations-settings: ${reset.status()} ${await reset.text()}`).toBeTruthy();
}

// One demo merchant for the file: each test starts by putting its reservations back to the defaults.
const demoOf = perFile((page) => demoMerchant(page, 'Reservations Bistro'));

const day = (page: Page, name: string) => page.getByRole('group', { name });
const saveBar = (page: Page) => page.getByRole('region', { name: r.saveBar.unsaved });

test('interval and meal, booking hours, a block date and a deposit for parties of 8: saved, kept after a reload; the address copies', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const demo = demoOf();
  await signInApi(page, baseURL, demo.owner);
  await resetReservations(page.request);
  await page.goto('/reservation/setup');
  await expect(page.getByRole('heading', { name: r.title, level: 1 })).toBeVisible();

  // A meal shorter than the interval is refused on its field; what was typed stays.
  const interval = page.getByRole('textbox', { name: r.rules.interval });
  const meal = page.getByRole('textbox', { name: r.rules.mealDuration });
  await interval.fill('30');
  await meal.fill('20');
  await saveBar(page).getByRole('button', { name: r.saveBar.save }).click();
  await expect(page.getByText(en.validation.reservationMealShorter)).toBeVisible();
  await expect(meal).toHaveAttribute('aria-invalid', 'true');
  await expect(interval).toHaveValue('30');
  await expect(meal).toHaveValue('20');
  await meal.fill('120');

  // Booking hours: Monday dinner, and a Saturday that runs past midnight.
  const monday = day(page, 'Monday');
  await monday.getByRole('switch').check();
  await monday.getByLabel(r.hours.opensAt).first().fill('17:00');
  await monday.getByLabel(r.hours.closesAt).first().fill('22:00');
  const saturday = day(page, 'Saturday');
  await saturday.getByRole('switch').check();
  await saturday.getByLabel(r.hours.opensAt).first().fill('18:00');
  await saturday.getByLabel(r.hours.closesAt).first().fill('01:00');
  await expect(saturday.getByText(r.hours.nextDay)).toBeVisible();

  // A deposit of $15.00 per person for parties of 8 or more.
  await page.getByRole('combobox', { name: r.deposit.type }).click();
  await page.getByRole('option', { name: r.deposit.types.per_person }).click();
  await page.getByRole('textbox', { name: r.deposit.amount }).fill('15');
  await page.getByRole('textbox', { name: r.deposit.fromPartySize }).fill('8');

  const saved = page.waitForResponse(
    (res) => res.url().includes('/reservations-settings') && res.request().method() === 'POST',
  );
  await saveBar(page).getByRole('button', { name: r.saveBar.save }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Reservation settings saved.')).toBeVisible();
  await expect(saveBar(page)).toBeHidden();

  // A block date, saved from its dialog at once.
  const from = dayFromToday(20);
  await page.getByRole('button', { name: r.blockDates.create }).click();
  const dialog = page.getByRole('dialog', { name: r.blockDates.form.createTitle });
  await dialog.getByLabel(r.blockDates.form.fromDate).fill(from);
  await dialog.getByLabel(r.blockDates.form.toDate).fill(dayFromToday(21));
  await dialog.getByRole('textbox', { name: r.blockDates.form.reason }).fill('Private event');
  await dialog.getByRole('button', { name: r.blockDates.form.save }).click();
  await expect(dialog).toBeHidden();
  const blocked = page.getByRole('table', { name: r.blockDates.table.label });
  await expect(blocked.getByRole('row').filter({ hasText: 'Private event' })).toBeVisible();

  // The same days again: the server refuses them on the field; what was typed stays.
  await page.getByRole('button', { name: r.blockDates.create }).click();
  await dialog.getByLabel(r.blockDates.form.fromDate).fill(from);
  await dialog.getByRole('textbox', { name: r.blockDates.form.reason }).fill('Twice');
  await dialog.getByRole('button', { name: r.blockDates.form.save }).click();
  await expect(dialog.getByText(/These days overlap another blocked period/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: r.blockDates.form.reason })).toHaveValue('Twice');
  await dialog.getByRole('button', { name: r.blockDates.form.cancel }).click();
  await expect(dialog).toBeHidden();

  // Everything is still there after a reload.
  await page.reload();
  await expect(page.getByRole('textbox', { name: r.rules.interval })).toHaveValue('30');
  await expect(page.getByRole('textbox', { name: r.rules.mealDuration })).toHaveValue('120');
  await expect(day(page, 'Monday').getByLabel(r.hours.opensAt).first()).toHaveValue('17:00');
  await expect(day(page, 'Monday').getByLabel(r.hours.closesAt).first()).toHaveValue('22:00');
  await expect(day(page, 'Saturday').getByLabel(r.hours.closesAt).first()).toHaveValue('01:00');
  await expect(day(page, 'Tuesday').getByText(r.hours.closed)).toBeVisible();
  await expect(page.getByRole('combobox', { name: r.deposit.type })).toHaveText(r.deposit.types.per_person);
  await expect(page.getByRole('textbox', { name: r.deposit.amount })).toHaveValue('15.00');
  await expect(page.getByRole('textbox', { name: r.deposit.fromPartySize })).toHaveValue('8');
  await expect(blocked.getByRole('row').filter({ hasText: 'Private event' })).toBeVisible();

  // The booking page's address: read-only, copied with a confirmation; guests see the setup there.
  const address = page.getByRole('textbox', { name: r.url.label });
  await expect(address).toHaveAttribute('readonly');
  const url = await address.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL}/locations/[^/]+/book/[0-9a-f]{24}$`));
  await page.getByRole('button', { name: r.url.copy, exact: true }).click();
  await expect(page.getByText(r.url.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const guest = await context.browser()!.newPage();
  try {
    await guest.goto(url);
    await expect(guest.getByRole('heading', { level: 1 })).toContainText(`Book a table at ${demo.name}`);
    await expect(guest.getByText('Parties of 8 or more leave a deposit of')).toBeVisible();
    await expect(guest.getByText('Private event')).toBeVisible();
  } finally {
    await guest.close();
  }
});

test('a rule typed before the page has run its code is kept: the Save bar comes and the save sends it', async ({
  page,
  baseURL,
}) => {
  await signInApi(page, baseURL, demoOf().owner);
  await resetReservations(page.request);
  // The page's scripts held back: the form is the server's HTML until they are let through, as on
  // a slow tablet where the merchant starts typing at once.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Scripts only: the stylesheets (also under chunks/) must come, or nothing is drawn.
  const chunks = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(chunks, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': it waits for the held scripts.
  await page.goto('/reservation/setup', { waitUntil: 'commit' });
  const interval = page.getByRole('textbox', { name: r.rules.interval });
  await interval.fill('30');
  release();
  await expect(saveBar(page)).toBeVisible();
  await expect(interval).toHaveValue('30');
  await saveBar(page).getByRole('button', { name: r.saveBar.save }).click();
  await expect(saveBar(page)).toBeHidden();
  const res = await page.request.get('/api/v1/reservations-settings');
  expect((await res.json()).reservations_settings.reservation_interval).toBe(30);
  await page.unroute(chunks);
});

test('in French: the page, its rule texts and its sections', async ({ page, baseURL }) => {
  const f = fr.reservations;
  await signInApi(page, baseURL, demoOf().owner);
  await resetReservations(page.request);
  await setLocale(page, baseURL, 'fr');
  await page.goto('/reservation/setup');
  await expect(page.getByRole('heading', { name: f.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: f.hours.title, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: f.blockDates.title, level: 2 })).toBeVisible();

  await page.getByRole('textbox', { name: f.rules.interval }).fill('45');
  await page.getByRole('textbox', { name: f.rules.mealDuration }).fill('30');
  await page.getByRole('region', { name: f.saveBar.unsaved }).getByRole('button', { name: f.saveBar.save }).click();
  await expect(page.getByText(fr.validation.reservationMealShorter)).toBeVisible();
  await expect(page.getByRole('textbox', { name: f.rules.mealDuration })).toHaveValue('30');

  await page.getByRole('combobox', { name: f.deposit.type }).click();
  await expect(page.getByRole('option', { name: f.deposit.types.per_booking })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: f.url.copy, exact: true })).toBeVisible();
});
