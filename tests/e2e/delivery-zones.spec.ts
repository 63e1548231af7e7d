import type { Locator, Page } from '@playwright/test';
import { apiJson, en, expect, fr, newMerchant, setLocale, test } from './support';

const t = en.deliveryZones;

/** The store's pin, downtown Montréal ([lng, lat]). */
const PIN: [number, number] = [-73.5673, 45.5017];

interface Zone {
  name: string;
  map_shape: string;
  radius: number;
  locations: { type: string; coordinates: unknown };
  delivery_rate: number;
  delivery_minimum_amount: number;
}

/** A form field by the start of its label (required ones end with " *"; the taxes' label contains "fee"). */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** The editor's map, once leaflet has drawn it (the page is hydrated by then). */
const mapOf = (page: Page) => page.getByTestId('zone-board').locator('.leaflet-container');

/** Places the signed-in merchant's store on the map through the API (the store profile's own save). */
async function placeStore(page: Page) {
  const { business } = await apiJson(page.request, 'GET', 'user');
  const l = business.locations[0];
  const res = await page.request.put(`/api/v1/location/${l._id}`, {
    data: {
      name: l.name,
      address: {
        street: l.address.street,
        city: l.address.city,
        state_province: l.address.state_province,
        zip_postal_code: l.address.zip_postal_code,
        country: l.address.country,
        geo_location: { type: 'Point', coordinates: PIN },
      },
      contact: l.contact,
      timezone: l.timezone,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function zonesOf(page: Page): Promise<Zone[]> {
  const { location } = await apiJson(page.request, 'GET', 'location/delivery-zone');
  return location.delivery.delivery_zones;
}

test.beforeEach(async ({ page }) => {
  // No tiles at all: the editor must work on a blank map.
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort());
});

test('draw a circle and a custom polygon with the mouse, set fee and minimum, save, reload and find them', async ({
  page,
}) => {
  // The whole job in one test (sign-up, two drawings, a refusal, reloads, a resize, French): ~1 min on a busy machine.
  test.slow();
  await newMerchant(page, 'Zone Bistro');

  // No pin yet: the editor asks for it first, with the way to the store profile.
  await page.goto('/manage/delivery-zones');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(page.getByTestId('no-pin')).toContainText(t.noPin);
  await expect(page.getByRole('link', { name: t.noPinLink })).toHaveAttribute('href', '/setup/store?tab=store');

  await placeStore(page);
  await page.reload();
  const map = mapOf(page);
  await expect(map).toBeVisible();
  await expect(page.getByText(t.empty.title)).toBeVisible();
  await expect(page.getByTitle(t.map.pin)).toBeVisible();

  // A circle: press on the store and drag 120 px east.
  await page.getByRole('button', { name: t.draw.modes.circle, exact: true }).click();
  await expect(page.getByTestId('draw-hint')).toHaveText(t.draw.hints.circle);
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 120, cy, { steps: 8 });
  await page.mouse.up();

  let drawer = page.getByRole('dialog', { name: t.form.createTitle });
  await expect(drawer).toBeVisible();
  await field(drawer, t.form.name).fill('Wide circle');
  await field(drawer, t.form.fee).fill('4.99');
  await field(drawer, t.form.minimum).fill('20');
  await drawer.getByRole('button', { name: t.form.save }).click();
  await expect(drawer).toBeHidden();
  const rows = page.getByTestId('zone-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Wide circle');
  await expect(rows.first()).toContainText('Fee CA$4.99 · minimum CA$20.00');
  // SPEC §9: the board's zone index is 100 after a zone action.
  await expect(page.getByTestId('zone-board')).toHaveCSS('z-index', '100');

  // A custom polygon north-west of the store: three corners, closed on the first one.
  await page.getByRole('button', { name: t.draw.modes.custom, exact: true }).click();
  await page.mouse.click(cx - 200, cy - 150);
  await page.mouse.click(cx - 60, cy - 170);
  await page.mouse.click(cx - 90, cy - 40);
  await page.getByTitle(t.map.firstVertex).click();

  drawer = page.getByRole('dialog', { name: t.form.createTitle });
  await expect(drawer).toBeVisible();
  await field(drawer, t.form.name).fill('Downtown');
  // A fee of 4 digits is refused on its field, and what was typed stays.
  await field(drawer, t.form.fee).fill('1000');
  await field(drawer, t.form.minimum).fill('15');
  await drawer.getByRole('button', { name: t.form.save }).click();
  await expect(drawer.getByText(en.validation.zoneFeeMax)).toBeVisible();
  await expect(field(drawer, t.form.fee)).toHaveValue('1000');
  await expect(field(drawer, t.form.name)).toHaveValue('Downtown');
  await field(drawer, t.form.fee).fill('2.50');
  await drawer.getByRole('button', { name: t.form.save }).click();
  await expect(drawer).toBeHidden();
  await expect(rows).toHaveCount(2);

  // Reload: both are there, on the map with their names and in the list with their terms.
  await page.reload();
  await expect(mapOf(page)).toBeVisible();
  await expect(rows).toHaveCount(2);
  const downtown = rows.filter({ hasText: 'Downtown' });
  await expect(downtown).toContainText('Fee CA$2.50 · minimum CA$15.00');
  await expect(rows.filter({ hasText: 'Wide circle' })).toContainText('Fee CA$4.99 · minimum CA$20.00');
  await expect(mapOf(page).locator('.zone-name', { hasText: 'Wide circle' })).toBeVisible();
  await expect(mapOf(page).locator('.zone-name', { hasText: 'Downtown' })).toBeVisible();

  // Stored as drawn: a circle of the dragged radius in metres (120 px at zoom 12 ≈ 3.2 km), a closed ring of 3 corners.
  const zones = await zonesOf(page);
  const circle = zones.find((z) => z.name === 'Wide circle')!;
  expect(circle).toMatchObject({ map_shape: 'circle', delivery_rate: 499, delivery_minimum_amount: 2000 });
  expect(circle.radius).toBeGreaterThan(2500);
  expect(circle.radius).toBeLessThan(4000);
  const custom = zones.find((z) => z.name === 'Downtown')!;
  expect(custom).toMatchObject({ map_shape: 'custom', radius: 0, delivery_rate: 250, delivery_minimum_amount: 1500 });
  expect((custom.locations.coordinates as number[][][])[0]).toHaveLength(4);

  // The resize handle of the selected circle makes it larger; the new shape is saved from the drawer.
  await rows.filter({ hasText: 'Wide circle' }).getByText('Wide circle').click();
  const handle = page.getByTitle(t.map.resizeHandle);
  await expect(handle).toBeVisible();
  const hb = (await handle.boundingBox())!;
  await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
  await page.mouse.down();
  await page.mouse.move(hb.x + hb.width / 2 + 40, hb.y + hb.height / 2, { steps: 6 });
  await page.mouse.up();
  await page.getByRole('button', { name: t.shape.save }).click();
  drawer = page.getByRole('dialog', { name: t.form.editTitle.replace('{name}', 'Wide circle') });
  await expect(field(drawer, t.form.fee)).toHaveValue('4.99');
  await drawer.getByRole('button', { name: t.form.save }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: t.shape.save })).toBeHidden();
  const grown = (await zonesOf(page)).find((z) => z.name === 'Wide circle')!;
  expect(grown.radius).toBeGreaterThan(circle.radius + 500);

  // In French: the page, the list and the amounts.
  await setLocale(page, test.info().project.use.baseURL, 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: fr.deliveryZones.title })).toBeVisible();
  await expect(mapOf(page)).toBeVisible();
  await expect(page.getByRole('button', { name: fr.deliveryZones.draw.modes.custom, exact: true })).toBeVisible();
  await expect(page.getByTestId('zone-row').filter({ hasText: 'Downtown' })).toContainText(
    /Frais 2,50\s\$CA · minimum 15,00\s\$CA/,
  );
});
