import type { Page } from '@playwright/test';
import { en, expect, fr, newMerchant, setLocale, test } from './support';

const t = en.storeSetup.store;

/**
 * The map is drawn in the browser only, when it comes near the screen: scrolled to, once it is
 * there the form is hydrated and typing sticks.
 */
function mapOf(page: Page) {
  return page.getByTestId('location-map').locator('.leaflet-container');
}
async function scrollToMap(page: Page) {
  await page.getByTestId('location-map').scrollIntoViewIfNeeded();
  await expect(mapOf(page)).toBeVisible();
}

test('edit the business name and the location address, place the pin on the map, save, reload and find them', async ({
  page,
}) => {
  await newMerchant(page, 'Profile Bistro');
  await page.goto('/setup/store?tab=store');
  await scrollToMap(page);

  const business = page.getByRole('region', { name: t.businessTitle });
  await business.getByLabel(t.businessName).fill('Profile Bistro & Bar');
  await business.getByRole('button', { name: t.saveBusiness }).click();
  await expect(page.getByText('Business details saved.')).toBeVisible();

  const location = page.getByRole('region', { name: t.locationTitle });
  await location.getByLabel(t.street).fill('200 Rue Saint-Paul Ouest');
  await location.getByLabel(t.zip).fill('h2y 1z8');
  // No pin yet: a click on the map places it and fills the coordinates (tiles or not).
  await expect(location.getByLabel(t.latitude)).toHaveValue('');
  await mapOf(page).click({ position: { x: 200, y: 120 } });
  await expect(location.getByLabel(t.latitude)).not.toHaveValue('');
  const lat = await location.getByLabel(t.latitude).inputValue();
  const lng = await location.getByLabel(t.longitude).inputValue();
  expect(Math.abs(Number(lat))).toBeLessThanOrEqual(90);
  expect(Math.abs(Number(lng))).toBeLessThanOrEqual(180);
  await expect(page.getByTitle(t.pin)).toBeVisible();

  // Dragging the pin moves it, and the numbers follow.
  const pin = page.getByTitle(t.pin);
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 30, { steps: 8 });
  await page.mouse.up();
  await expect(location.getByLabel(t.longitude)).not.toHaveValue(lng);
  const dragged = [
    await location.getByLabel(t.latitude).inputValue(),
    await location.getByLabel(t.longitude).inputValue(),
  ];

  await location.getByRole('button', { name: t.saveLocation }).click();
  await expect(page.getByText('Location saved.')).toBeVisible();

  await page.reload();
  await scrollToMap(page);
  await expect(page.getByRole('region', { name: t.businessTitle }).getByLabel(t.businessName)).toHaveValue(
    'Profile Bistro & Bar',
  );
  const after = page.getByRole('region', { name: t.locationTitle });
  await expect(after.getByLabel(t.street)).toHaveValue('200 Rue Saint-Paul Ouest');
  await expect(after.getByLabel(t.zip)).toHaveValue('H2Y 1Z8');
  await expect(after.getByLabel(t.latitude)).toHaveValue(dragged[0]!);
  await expect(after.getByLabel(t.longitude)).toHaveValue(dragged[1]!);
  await expect(page.getByTitle(t.pin)).toBeVisible();
});

test('a wrong postal code is shown on its field, and what was typed stays', async ({ page }) => {
  await newMerchant(page, 'Postal Bistro');
  await page.goto('/setup/store?tab=store');
  await scrollToMap(page);
  const location = page.getByRole('region', { name: t.locationTitle });
  await location.getByLabel(t.street).fill('1 Typed Street');
  await location.getByLabel(t.zip).fill('90210');
  await location.getByRole('button', { name: t.saveLocation }).click();
  await expect(location.getByLabel(t.zip)).toHaveAttribute('aria-invalid', 'true');
  await expect(location.getByText(en.validation.postalCodeCA)).toBeVisible();
  await expect(location.getByLabel(t.street)).toHaveValue('1 Typed Street');
});

test('the tab in French: field error, time zone search, saved notice', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'fr');
  await newMerchant(page, 'Bistro Français');
  await page.goto('/setup/store?tab=store');
  await scrollToMap(page);
  const f = fr.storeSetup.store;
  await expect(page.getByRole('tab', { name: fr.storeSetup.tabs.store })).toHaveAttribute('aria-selected', 'true');
  const business = page.getByRole('region', { name: f.businessTitle });
  await expect(business.getByLabel(f.businessName)).toHaveValue('Bistro Français');
  const location = page.getByRole('region', { name: f.locationTitle });
  await expect(location.getByLabel(f.timeZone)).toBeVisible();
  await expect(location.getByText(f.positionHint)).toBeVisible();
  await location.getByLabel(f.zip).fill('H2Y');
  await location.getByRole('button', { name: f.saveLocation }).click();
  await expect(location.getByText(fr.validation.postalCodeCA)).toBeVisible();
  await location.getByLabel(f.zip).fill('H2Y 1Z8');
  // The time zone list is searched by typing (its open list is named as the field is).
  const zone = location.getByRole('combobox', { name: f.timeZone });
  await zone.click();
  await zone.press('ControlOrMeta+a');
  await zone.pressSequentially('Vancouver');
  await page.getByRole('option', { name: 'America/Vancouver' }).click();
  await location.getByRole('button', { name: f.saveLocation }).click();
  await expect(page.getByText('Établissement enregistré.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: f.locationTitle }).getByLabel(f.timeZone)).toHaveValue(
    'America/Vancouver',
  );
});
