import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiJson, demoMerchant, en, expect, fr, perFile, setLocale, signInApi, test } from './support';

const t = en.deliveryZoneTools;

/** The demo's first location, Vieux-Montréal ([lng, lat]: its pin). */
const STORE: [number, number] = [-73.5562, 45.5029];

interface Zone {
  _id: string;
  name: string;
}

const zonesOf = async (page: Page): Promise<Zone[]> =>
  (await apiJson(page.request, 'GET', 'location/delivery-zone')).location.delivery.delivery_zones;

/** A wide circle around the store and a small square inside it (they overlap; the square wins there). */
async function twoOverlappingZones(page: Page, tag: string) {
  const common = { address: '', allow_free_delivery: false, taxes: [], is_custom_date: false, colour: '#1e88e5' };
  await apiJson(page.request, 'POST', 'location/delivery-zone', {
    ...common,
    name: `Wide ${tag}`,
    map_shape: 'circle',
    radius: 3000,
    locations: { type: 'Point', coordinates: STORE },
    delivery_rate: 500,
    delivery_minimum_amount: 2000,
  });
  const d = 0.004; // ≈ 300-450 m around the store
  const [x, y] = STORE;
  await apiJson(page.request, 'POST', 'location/delivery-zone', {
    ...common,
    name: `Core ${tag}`,
    map_shape: 'custom',
    radius: 0,
    locations: {
      type: 'Polygon',
      coordinates: [
        [
          [x - d, y - d],
          [x + d, y - d],
          [x + d, y + d],
          [x - d, y + d],
          [x - d, y - d],
        ],
      ],
    },
    delivery_rate: 250,
    delivery_minimum_amount: 1500,
  });
}

async function testAt(page: Page, lat: number | string, lng: number | string, texts = t.tester) {
  const form = page.getByRole('form', { name: texts.coordinates });
  await form.getByLabel(texts.latitude).fill(String(lat));
  await form.getByLabel(texts.longitude).fill(String(lng));
  await form.getByRole('button', { name: texts.test }).click();
}

const mapOf = (page: Page) => page.getByTestId('zone-board').locator('.leaflet-container');

/**
 * The editor with its map drawn and the tools under the list (leaflet and the tools load after
 * the page: slow on a busy machine). The tools load when they come on the screen, or near it once
 * the merchant scrolls: with several zones listed they are below the fold, so scroll to them.
 */
async function openEditor(page: Page) {
  await page.goto('/manage/delivery-zones');
  await expect(mapOf(page)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('zone-tools')).toBeVisible({ timeout: 30_000 });
}

// Leaflet, the tools and turf load after the page: minutes on a machine shared by several builds.
test.describe.configure({ timeout: 150_000 });

// One demo merchant for the file: the zones each test adds carry a tag of their own, and the
// French test only reads.
const demo = perFile((page) => demoMerchant(page, 'Zones Bistro'));

test.beforeEach(async ({ page }) => {
  // No tiles at all: the tools must work on a blank map.
  await page.route(/tile\.openstreetmap\.org|\{z\}/, (route) => route.abort());
});

test('test a point inside and outside; overlaps outlined with their winner; past orders on the map', async ({
  page,
  baseURL,
}) => {
  await signInApi(page, baseURL, demo().owner);
  const tag = `${Date.now() % 100000}`;
  await twoOverlappingZones(page, tag);
  await openEditor(page);

  // The overlap: outlined on the map, and the panel says which zone applies there.
  const overlaps = page.getByRole('list', { name: t.overlaps.title });
  await expect(overlaps).toContainText(`Where Wide ${tag} and Core ${tag} overlap, Core ${tag} applies.`);
  await expect(page.locator('path.zone-overlap-outline').first()).toBeVisible();

  // Inside both: the smaller zone applies, with its fee and minimum.
  await testAt(page, STORE[1], STORE[0]);
  const result = page.getByTestId('zone-test-result');
  await expect(result).toContainText(`Core ${tag} applies`);
  await expect(result).toContainText('Delivery fee: CA$2.50');
  await expect(result).toContainText('Minimum order: CA$15.00');
  await expect(result).toContainText(`Also inside`);
  await expect(page.locator('path.zone-test-point')).toHaveCount(1);

  // Outside every zone (Laval, 15 km north).
  await testAt(page, '45,6066', '-73,7124');
  await expect(result).toContainText(t.tester.outside);

  // A click on the map tests that point: the same answer as the API's quote there.
  await page.getByRole('button', { name: t.tester.pick }).click();
  const box = (await mapOf(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40);
  const form = page.getByRole('form', { name: t.tester.coordinates });
  await expect(form.getByLabel(t.tester.latitude)).not.toHaveValue('45.6066');
  const lat = await form.getByLabel(t.tester.latitude).inputValue();
  const lng = await form.getByLabel(t.tester.longitude).inputValue();
  const quote = await apiJson(page.request, 'GET', `location/delivery-zone/quote?lng=${lng}&lat=${lat}&kind=delivery`);
  await expect(result).toContainText(quote.zone ? `${quote.zone.name} applies` : t.tester.outside);

  // Past orders: one dot per delivery order of the last 90 days, as the API counts them.
  const stats = await apiJson(page.request, 'GET', 'location/delivery-zone/stats?kind=delivery');
  await page.getByRole('switch', { name: t.orders.show }).check();
  await expect(page.locator('path.zone-order-dot')).toHaveCount(stats.points.length);
});

test('export GeoJSON and import it at the second demo location', async ({ page, baseURL }, testInfo) => {
  const { owner, locations } = demo();
  await signInApi(page, baseURL, owner);
  const tag = `x${Date.now() % 100000}`;
  await twoOverlappingZones(page, tag);
  await openEditor(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.transfer.export }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^delivery-zones-.*\.geojson$/);
  const file = testInfo.outputPath('zones.geojson');
  await download.saveAs(file);
  const collection = JSON.parse(readFileSync(file, 'utf8'));
  expect(collection.type).toBe('FeatureCollection');
  const names = collection.features.map((f: { properties: { name: string } }) => f.properties.name);
  expect(names).toEqual(expect.arrayContaining([`Wide ${tag}`, `Core ${tag}`]));

  // To the Plateau location with the switcher, then import the file there.
  await page.getByRole('button', { name: /Change location/ }).click();
  await page.getByRole('menuitem', { name: locations.second }).click();
  await expect(page.getByText(en.shell.location.switched.replace('{name}', locations.second))).toBeVisible();
  await openEditor(page);
  await page.getByTestId('zone-import-file').setInputFiles(file);
  await expect(page.getByTestId('zone-tools')).toBeVisible();
  await expect(page.getByText(`Core ${tag}`).first()).toBeVisible();
  await expect(page.getByText(`Wide ${tag}`).first()).toBeVisible();
  const plateau = (await zonesOf(page)).map((z) => z.name);
  expect(plateau).toEqual(expect.arrayContaining([`Wide ${tag}`, `Core ${tag}`]));

  // A file with a fee of 4 digits is refused whole, the zone at fault named.
  const bad = structuredClone(collection);
  bad.features[1].properties.delivery_rate = 123456;
  bad.features[0].properties.name = `Never ${tag}`;
  const badFile = testInfo.outputPath('bad.geojson');
  writeFileSync(badFile, JSON.stringify(bad));
  await page.getByTestId('zone-import-file').setInputFiles(badFile);
  await expect(page.getByTestId('zone-import-errors')).toContainText(t.transfer.importRefused);
  await expect(page.getByTestId('zone-import-errors')).toContainText('Zone 2 of the file');
  expect((await zonesOf(page)).map((z) => z.name)).not.toContain(`Never ${tag}`);
});

test('the tools in French', async ({ page, baseURL }) => {
  await signInApi(page, baseURL, demo().owner);
  await setLocale(page, baseURL, 'fr');
  const f = fr.deliveryZoneTools;
  await openEditor(page);
  await expect(page.getByRole('heading', { name: f.tester.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: f.overlaps.title })).toBeVisible();
  await expect(page.getByRole('button', { name: f.transfer.export })).toBeVisible();
  await testAt(page, '45,6066', '-73,7124', f.tester);
  await expect(page.getByTestId('zone-test-result')).toContainText(f.tester.outside);
});

test('on a phone the tools under the fold wait for the merchant to scroll, then come as they near the screen', async ({
  page,
  baseURL,
}) => {
  await signInApi(page, baseURL, demo().owner);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/manage/delivery-zones');
  await expect(mapOf(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const tools = page.getByTestId('zone-tools');
  await expect(tools).toHaveCount(0);
  // The box holding the tools' place (tool-slots.tsx: 480 px high), under the fold: how far
  // depends on how many zones the file's other tests have listed above it.
  const box = page.locator('div[aria-hidden="true"][style*="480px"]');
  const fold = await page.evaluate(() => window.innerHeight);
  const top = await box.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(fold);
  // A scroll that leaves it 100 px under the fold, within reach: the tools load now.
  await page.evaluate((by) => window.scrollBy(0, by), Math.max(1, top - fold - 100));
  await expect(tools).toBeVisible({ timeout: 30_000 });
  // Still under the fold: they came by being within reach, not by being seen.
  expect((await tools.boundingBox())!.y).toBeGreaterThanOrEqual(fold - 1);
});
