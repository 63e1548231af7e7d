import type { Locator, Page } from '@playwright/test';
import { demoMerchant, en, expect, fr, perFile, setLocale, signInApi, test } from './support';

/** Issue 11 items 7 and 8: the order board on a laptop and a tablet, the order screens on a phone. */

type Messages = typeof en;
const columnKeys = Object.keys(en.orderBoard.columns) as (keyof Messages['orderBoard']['columns'])[];

/** A demo merchant with a live board and 90 days of orders, shared by the file's tests (they only look). */
const demo = perFile((page) => demoMerchant(page, 'Layout Bistro'));

/** Signs the page's context in through the API (the layout is under test here, not the form). */
const signIn = (page: Page, baseURL: string | undefined) => signInApi(page, baseURL, demo().owner);

/** Inside the viewport from left to right: nothing cut off at the edge, nothing scrolled away. */
async function expectWithinWidth(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** A text shown whole: its box is as wide as the text (no ellipsis, no clipping). */
async function expectWhole(locator: Locator) {
  const cut = await locator.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut, 'text cut off').toBe(false);
}

for (const [locale, m] of [
  ['en', en],
  ['fr', fr],
] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    test.describe(`the order board at ${viewport.width} × ${viewport.height} in ${locale}`, () => {
      test.use({ viewport });

      test('shows all six columns at once, a whole NEW badge and due times in words', async ({ page, baseURL }) => {
        await setLocale(page, baseURL, locale);
        await signIn(page, baseURL);
        await page.goto('/dashboard');
        const board = page.getByRole('group', { name: m.orderBoard.label });
        for (const key of columnKeys) {
          const heading = board.getByRole('heading', { name: m.orderBoard.columns[key], exact: true });
          await expect(heading).toBeVisible();
          await expectWithinWidth(page, heading);
          await expectWhole(heading);
        }
        // The demo's live board always has new orders: their badge reads in full.
        const badge = board.locator('[data-order-id]').getByText(m.orderBoard.card.new, { exact: true }).first();
        await expect(badge).toHaveText(m.orderBoard.card.new);
        await expectWithinWidth(page, badge);
        await expectWhole(badge);
        // Each card, whole, within its column: the last column's cards end inside the screen.
        const lastCard = board.locator('[data-column="completed"] [data-order-id]').first();
        await expectWithinWidth(page, lastCard);
        // A scheduled order (the demo has one due in two hours): "Due 1:15 PM" today,
        // "Due Mon 23, 1:15 PM" another day of the week, "Due Dec 1, 1:15 PM" beyond.
        const due =
          locale === 'en'
            ? /^Due ([A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2}\s[AP]M$/
            : /^Pour (\p{Ll}+\. \d{1,2} à |le \d{1,2} \p{Ll}+\.? à )?\d{1,2}:\d{2}$/u;
        const dues = board.getByText(locale === 'en' ? /^Due / : /^Pour /);
        await expect(dues.first()).toBeVisible();
        for (const text of await dues.allTextContents()) expect(text).toMatch(due);
      });
    });
  }
}

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  for (const [locale, m] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    test(`order history is a list of cards: number, time, customer, status, total (${locale})`, async ({
      page,
      baseURL,
    }) => {
      await setLocale(page, baseURL, locale);
      await signIn(page, baseURL);
      await page.goto('/order-history');
      const list = page.getByRole('list', { name: m.orders.history.gridLabel });
      await expect(list).toBeVisible();
      await expect(page.getByRole('grid')).toHaveCount(0);
      const card = list.getByRole('listitem').first();
      const number = locale === 'en' ? /#\d+/ : /n° \d+/;
      const time =
        locale === 'en'
          ? /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/
          : /\d{1,2} \p{Ll}+\.? \d{4}(,| à) \d{1,2}:\d{2}/u;
      const money = /\d+[.,]\d{2}/;
      await expect(card).toContainText(number);
      await expect(card).toContainText(time);
      await expect(card).toContainText(money);
      const statuses = Object.values(m.orders.status);
      const status = card.getByText(new RegExp(`^(${statuses.join('|')})$`));
      await expect(status).toBeVisible();
      // The customer: the demo's names are "First Last".
      await expect(card).toContainText(/\p{Lu}\p{Ll}+ \p{Lu}/u);
      for (const fact of [card.getByText(number), card.getByText(time), status])
        await expectWithinWidth(page, fact.first());
      // A tap opens the order.
      await card.getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test('the phone lists never download the data grid', async ({ page, baseURL }) => {
    const scripts: { url: string; code: Promise<string> }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), code: res.text().catch(() => '') });
    });
    await signIn(page, baseURL);
    for (const [path, list] of [
      ['/order-history', en.orders.history.gridLabel],
      ['/future-orders', en.orders.future.gridLabel],
      ['/manage/customers', en.customers.gridLabel],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: list })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // MUI X's grid names its parts MuiDataGrid: no script the phone received has it.
    const withGrid: string[] = [];
    for (const { url, code } of scripts) if ((await code).includes('MuiDataGrid')) withGrid.push(url);
    expect(withGrid).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('the dashboard does not move while it loads: "Enable sound" has its row from the start', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    // Every layout shift from the first paint on, as Lighthouse's CLS counts them. Audio held back
    // as a tablet's browser holds it before any tap (this Chromium's policy may let it play).
    await page.addInitScript(() => {
      window.AudioContext = class extends window.AudioContext {
        override get state(): AudioContextState {
          return 'suspended';
        }
      };
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The server's board drawn first, its scripts held back as on a slow tablet; then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const scripts = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
    await page.route(scripts, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const grid = page.getByRole('group', { name: en.orderBoard.label });
    await expect(grid).toBeVisible();
    const before = (await grid.boundingBox())!.y;
    release();
    // The board offers to enable the sound once it finds it held back, after hydration.
    await expect(page.getByRole('button', { name: en.orderBoard.sound.enable })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await grid.boundingBox())!.y, 'the columns stayed where they were').toBe(before);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(
      shifts.reduce((a, b) => a + b, 0),
      `layout shifts ${shifts.join(', ')}`,
    ).toBeLessThan(0.01);
    await page.unroute(scripts);
  });

  test('no page scrolls sideways', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    for (const path of [
      '/dashboard',
      '/order-history',
      '/future-orders',
      '/manage/menu',
      '/manage/tax',
      '/settings/billing',
      '/getting-started',
      '/change-password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, `${path} is ${widths.scroll} px wide in a ${widths.inner} px window`).toBeLessThanOrEqual(
        widths.inner,
      );
      // The breadcrumb trail stays on the screen (it collapses rather than widening the page).
      const crumbs = page.getByRole('navigation', { name: en.shell.breadcrumbs.label });
      if (await crumbs.count()) await expectWithinWidth(page, crumbs);
    }
  });
});
