import type { Page } from '@playwright/test';
import { menuTabs } from '../../components/menu/menu-tabs';
import { storeTabs } from '../../components/store-setup/store-tabs';
import { isMainRoute, paths } from '../../lib/paths';
import { demoMerchant, en, expect, perFile, signInApi, test } from './support';

/**
 * Issue 11: a page is drawn from its HTML alone. Its styles come inline in the head
 * (next.config.mjs, experimental.inlineCss): its HTML links no stylesheet and the browser asks
 * for none before the first paint. Parts loaded later (a grid, a drawer) may bring a stylesheet
 * of their own, and a page reached by a client navigation may fetch the one its styles are merged
 * into (tests/perf/README.md, "CSS chunks"): React loads it before showing the page, styled.
 */
async function stylesheetsBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The paint entry is there once the page has painted: the load event comes after it.
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.css(\?|$)/.test(e.name) && e.startTime < fcp)
      .map((e) => e.name);
  });
}

// One demo merchant for the file: its tests only read.
const demo = perFile((page) => demoMerchant(page, 'Paint Bistro'));

for (const path of ['/dashboard', '/order-history']) {
  test(`${path} is styled from its HTML alone: no stylesheet linked, none asked for before the first paint`, async ({
    page,
    baseURL,
  }) => {
    await signInApi(page, baseURL, demo().owner);
    const res = await page.request.get(path);
    // The page itself, not the sign-in page it would redirect to without the session.
    expect(new URL(res.url()).pathname).toBe(path);
    const html = await res.text();
    expect(html).toContain('<style');
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveCSS('margin-top', '0px');
    expect(await stylesheetsBeforeFirstPaint(page)).toEqual([]);
  });
}

/**
 * Every screen and every tab the server renders from its URL. A part rendered by the server from
 * a chunk of its own (next/dynamic) whose styles are not imported where it is called would be
 * given a render-blocking stylesheet link (`data-precedence="dynamic"`).
 */
const serverRenderedPages = [
  ...new Set(Object.values(paths).filter(isMainRoute)),
  ...storeTabs.map((tab) => `${paths.storeSetup}?tab=${tab}`),
  ...menuTabs.map((tab) => `${paths.menu}?tab=${tab}`),
];

test('no screen or tab links a stylesheet in its HTML', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInApi(page, baseURL, demo().owner);
  const linking: string[] = [];
  for (const path of serverRenderedPages) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBeLessThan(400);
    const links = (await res.text()).match(/<link[^>]*rel="stylesheet"[^>]*>/g);
    if (links) linking.push(`${path}: ${links.join(' ')}`);
  }
  expect(linking).toEqual([]);
});

/**
 * What the first screen shows comes with the page: asked by the browser while the page loads, a
 * reply's schema loads zod (32 KB), a long task on a tablet (tests/perf/README.md, Lighthouse).
 * The dashboard's live order stream is the one call a page makes at once.
 */
test('the main screens come with their page: the browser asks for nothing while loading them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInApi(page, baseURL, demo().owner);
  const asked: string[] = [];
  page.on('request', (req) => {
    const { pathname, search } = new URL(req.url());
    if (pathname.startsWith('/api/v1/') && pathname !== '/api/v1/order/stream') asked.push(pathname + search);
  });
  for (const path of [
    paths.dashboard,
    paths.orderHistory,
    paths.futureOrders,
    paths.menu,
    paths.customers,
    paths.giftCards,
    paths.employees,
    paths.reservationSetup,
    paths.billing,
  ]) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The stream never idles: wait for the load event and a moment instead of network idle.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    expect(asked, path).toEqual([]);
  }
});

test('the board is a grid at once, and a page opened from the menu is shown styled', async ({ page, baseURL }) => {
  await signInApi(page, baseURL, demo().owner);
  await page.goto('/dashboard');
  // The board's grid and the page header's title come from CSS modules (the browser's own h1 has margins).
  await expect(page.getByRole('group', { name: en.orderBoard.label })).toHaveCSS('display', 'grid');
  await page.getByRole('link', { name: en.nav.entries.orderHistory }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/order-history');
  await expect(page.getByRole('heading', { level: 1, name: en.nav.entries.orderHistory })).toHaveCSS(
    'margin-top',
    '0px',
  );
});
