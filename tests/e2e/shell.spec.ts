import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { addMenu, demoMerchant, en, expect, fr, login, newMerchant, perFile, signInApi, test } from './support';

/** One demo merchant (Premium, a menu, a manager and an employee) for the file: its tests only read it. */
const demo = perFile((page) => demoMerchant(page, 'Shell Bistro'));
const nav = en.nav;
const menu = (page: Page) => page.getByRole('navigation', { name: nav.menuLabel });

/** The demo owner signed in through the API, on `path`: where signing in and landing are not under test. */
async function asOwner(page: Page, baseURL: string | undefined, path = '/dashboard') {
  await signInApi(page, baseURL, demo().owner);
  await page.goto(path);
}

/** Opens a menu group (entries of a closed group are not in the page). */
async function openGroup(page: Page, name: string) {
  const heading = menu(page).getByRole('button', { name, exact: true });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner sees every menu group, and the sidebar collapses to icons', async ({ page, baseURL }) => {
    await asOwner(page, baseURL);
    // Catering shows only while catering is on at a location (SPEC §4): off in the demo.
    const { catering, ...groups } = nav.groups;
    for (const group of Object.values(groups)) await expect(menu(page).getByText(group, { exact: true })).toBeVisible();
    await expect(menu(page).getByText(catering, { exact: true })).toHaveCount(0);
    await expect(menu(page).getByText(nav.entries.dashboard, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: nav.collapseMenu }).click();
    await expect(menu(page).getByText(nav.entries.dashboard, { exact: true })).toBeHidden();
    await expect(menu(page).getByRole('link', { name: nav.entries.dashboard })).toBeVisible();
    await page.getByRole('button', { name: nav.expandMenu }).click();
    await expect(menu(page).getByText(nav.entries.dashboard, { exact: true })).toBeVisible();
  });

  test("the shell's checklist counter comes with the page: the browser does not ask for it while loading", async ({
    page,
    baseURL,
  }) => {
    await signInApi(page, baseURL, demo().owner);
    // Asked by the browser during the load, these replies loaded the schemas' code (zod): a long
    // task on a tablet. The server fills them with the page.
    const asked: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path === '/api/v1/getting-started' || path === '/api/v1/location/store-availability') asked.push(path);
    });
    await page.goto('/order-history');
    const counter = menu(page).getByRole('link', { name: new RegExp(`^${nav.entries.gettingStarted}`) });
    await expect(counter).toContainText(/\d\/7/);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('Premium-only entries show on the Premium plan and their routes open', async ({ page, baseURL }) => {
    await asOwner(page, baseURL);
    await openGroup(page, nav.groups.settings);
    await expect(menu(page).getByRole('link', { name: nav.entries.floorPlan })).toBeVisible();
    const res = await page.goto('/reservation/floor-plan');
    expect(res?.status()).toBe(200);
  });

  test('a new merchant: banner to billing, no Premium entries, checklist counter moves with a test order', async ({
    page,
  }) => {
    await newMerchant(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/getting-started$/);
    await expect(page.getByText(en.shell.banner.text)).toBeVisible();

    await openGroup(page, nav.groups.settings);
    await expect(menu(page).getByRole('link', { name: nav.entries.tax })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: nav.entries.floorPlan })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: nav.entries.locations })).toHaveCount(0);
    expect((await page.request.get('/reservation/floor-plan')).status()).toBe(404);

    const counter = menu(page).getByRole('link', { name: new RegExp(`^${nav.entries.gettingStarted}`) });
    await expect(counter).toContainText('0/7');
    // An empty menu: the test-order step says to add items first and leads to the menu.
    await expect(page.getByText(en.gettingStarted.emptyMenu)).toBeVisible();
    await expect(page.getByRole('button', { name: en.gettingStarted.placeTestOrder })).toHaveCount(0);
    await page.getByRole('link', { name: en.gettingStarted.addMenuItems }).click();
    await expect(page).toHaveURL(/\/manage\/menu$/);
    // A first item completes the Menu Manager step; the test order then completes its own.
    await addMenu(page.request, { Mains: [['Poutine', 1195]] });
    await page.goto('/getting-started');
    await expect(counter).toContainText('1/7');
    await page.getByRole('button', { name: en.gettingStarted.placeTestOrder }).click();
    await expect(counter).toContainText('2/7');
    await expect(page.getByText('2/7 steps completed')).toBeVisible();

    await page
      .getByRole('link', { name: en.shell.banner.selectPlan })
      .or(page.getByRole('button', { name: en.shell.banner.selectPlan }))
      .click();
    await expect(page).toHaveURL(/\/settings\/billing$/);
    await expect(page.getByRole('heading', { name: en.billing.title, level: 1 })).toBeVisible();
  });

  test('an Employee lands on the dashboard, sees only what its flags allow and is refused a hidden route', async ({
    page,
  }) => {
    await login(page, demo().staff);
    // Not the owner's checklist: the first page of their own menu.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menu(page).getByText(nav.entries.orderHistory, { exact: true })).toBeVisible();
    // Groups with nothing this employee may open are gone, with their entries.
    for (const hidden of Object.values(nav.groups)) {
      await expect(menu(page).getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
    }
    await expect(menu(page).getByRole('link')).toHaveText([
      nav.entries.dashboard,
      nav.entries.orderHistory,
      nav.entries.futureOrders,
    ]);
    const res = await page.goto('/manage/menu');
    expect(res?.status()).toBe(404);
    expect((await page.goto('/getting-started'))?.status()).toBe(404);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a Manager sees the checklist, with the owner-only step said so', async ({ page }) => {
    await login(page, demo().manager);
    await expect(page).toHaveURL(/\/getting-started$/);
    const payment = page.getByRole('listitem').filter({ hasText: en.gettingStarted.steps.payment_setup.title });
    await expect(payment).toContainText(en.gettingStarted.askOwner);
    await expect(payment.getByRole('link')).toHaveCount(0);
    // The demo menu has dishes: the test order is offered (again, once another test has placed one).
    const g = en.gettingStarted;
    await expect(
      page
        .getByRole('button', { name: g.placeTestOrder, exact: true })
        .or(page.getByRole('button', { name: g.placeAnotherTestOrder, exact: true })),
    ).toBeVisible();
  });

  test('the language switch turns the shell French and back', async ({ page, baseURL }) => {
    await asOwner(page, baseURL);
    await page.getByRole('button', { name: en.shell.userMenu.open }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('navigation', { name: fr.nav.menuLabel }).getByText(fr.nav.groups.settings, { exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: fr.shell.userMenu.open }).click();
    await page.getByRole('button', { name: 'English' }).click();
    // As above: Escape once the switch has answered (pressed during it, it may reach no menu).
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('navigation', { name: nav.menuLabel }).getByText(nav.groups.settings, { exact: true }),
    ).toBeVisible();
  });

  test('after the idle time the page locks, and the password brings it back', async ({ page, baseURL }) => {
    await asOwner(page, baseURL, '/dashboard?idleLockMs=2000');
    await expect(page).toHaveURL(/\/lockscreen\?next=/, { timeout: 15_000 });
    await page.getByLabel(en.auth.lock.password, { exact: true }).fill(demo().owner.password);
    await page.getByRole('button', { name: en.auth.lock.submit }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('the shell and dashboard have no serious or critical accessibility findings', async ({ page, baseURL }) => {
    await signInApi(page, baseURL, demo().owner);
    for (const path of ['/getting-started', '/dashboard']) {
      await page.goto(path);
      await expect(menu(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
    }
  });
});

test.describe('at 900 px', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('the sidebar is forced to icons', async ({ page, baseURL }) => {
    await asOwner(page, baseURL);
    await expect(menu(page).getByRole('link', { name: nav.entries.dashboard })).toBeVisible();
    await expect(menu(page).getByText(nav.entries.dashboard, { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: nav.expandMenu })).toHaveCount(0);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu is a drawer, opened by the button or a swipe from the left edge', async ({ page, baseURL }) => {
    await asOwner(page, baseURL);
    await expect(menu(page)).toBeHidden();
    await page.getByRole('button', { name: nav.openMenu }).click();
    await expect(menu(page).getByText(nav.entries.dashboard, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();

    await swipe(page, 10, 150);
    await expect(menu(page).getByText(nav.entries.dashboard, { exact: true })).toBeVisible();
  });

  test('on a phone the employee lands on the dashboard, and an empty menu says to add items first', async ({
    page,
  }) => {
    await login(page, demo().staff);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Off the dashboard first: signed out under it, its live queries would send it to the login
    // page in the middle of the next navigation.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await newMerchant(page, 'Phone Test Bistro');
    await page.goto('/');
    await expect(page).toHaveURL(/\/getting-started$/);
    const step = page.getByRole('listitem').filter({ hasText: en.gettingStarted.steps.place_a_test_order.title });
    await expect(step).toContainText(en.gettingStarted.emptyMenu);
    const link = step.getByRole('link', { name: en.gettingStarted.addMenuItems });
    await expect(link).toHaveAttribute('href', '/manage/menu');
    // The message and the link stay within the phone's width.
    for (const part of [step.getByText(en.gettingStarted.emptyMenu), link]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });

  test('a swipe that starts away from the edge does not open it', async ({ page, baseURL }) => {
    await asOwner(page, baseURL);
    await swipe(page, 120, 300);
    await page.waitForTimeout(500);
    await expect(menu(page)).toBeHidden();
  });
});

/** A one-finger horizontal swipe at mid height, as touch events. */
async function swipe(page: Page, fromX: number, toX: number) {
  const y = 300;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let x = fromX; x <= toX; x += 20)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
