import { type APIRequestContext, type Page } from '@playwright/test';
import { apiJson, codeFor, en, expect, fr, newMerchant, setLocale, test, uniqueEmail } from './support';

/** Issue 11, items 12–14: the menu manager's rows and drags, money shown one way, addresses and codes. */

const m = en.menu;

interface WireCategory {
  _id: string;
  name: string;
  items: { _id: string; name: string }[];
}
const menuOf = async (req: APIRequestContext): Promise<WireCategory[]> =>
  (await apiJson(req, 'GET', 'category')).categories;
/** Each category's name with its items' names, in the stored order. */
const layout = async (req: APIRequestContext) =>
  Object.fromEntries((await menuOf(req)).map((c) => [c.name, c.items.map((i) => i.name)]));

/** A fresh (Canadian) merchant whose menu is made through the API, on /manage/menu. */
async function merchantWithMenu(page: Page, menu: Record<string, [string, number][]>) {
  await newMerchant(page, 'Menu Manager Bistro');
  for (const [category, items] of Object.entries(menu)) {
    const { category: c } = await apiJson(page.request, 'POST', 'category', { name: category });
    for (const [name, price] of items) await apiJson(page.request, 'POST', 'item', { name, price, category_id: c._id });
  }
  await page.goto('/manage/menu');
  await expect(page.getByRole('list', { name: m.list.label })).toBeVisible();
}

/** The rows of the menu list (not the navigation's). */
const menuRows = (page: Page) => page.getByRole('list', { name: m.list.label }).getByRole('listitem');
const row = (page: Page, label: string) => page.getByRole('listitem', { name: label, exact: true });
const categoryRow = (page: Page, name: string) => row(page, m.list.categoryLabel.replace('{name}', name));
const handle = (page: Page, name: string) =>
  page.getByRole('button', { name: m.reorder.handle.replace('{name}', name), exact: true });

/** Drags `name`'s handle by the pointer, in small steps, until its row's middle is over `target`'s middle. */
async function dragOnto(page: Page, name: string, target: ReturnType<typeof row>) {
  const from = (await handle(page, name).boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const dy = to.y + to.height / 2 - y;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(x, y + (dy * i) / 12);
  await page.mouse.up();
}

const MENU: Record<string, [string, number][]> = {
  Starters: [
    ['Soup', 500],
    ['Salad', 650],
  ],
  Mains: [['Steak', 2500]],
  Desserts: [['Pie', 700]],
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a click on an item row or a category row opens its drawer', async ({ page }) => {
      await merchantWithMenu(page, MENU);
      await row(page, 'Salad').getByText('Salad', { exact: true }).click();
      const item = page.getByRole('dialog', { name: m.itemForm.editTitle });
      await expect(item).toBeVisible();
      await expect(item.getByLabel(m.itemForm.name, { exact: false })).toHaveValue('Salad');
      await item.getByRole('button', { name: m.itemForm.cancel, exact: true }).click();
      await expect(item).toBeHidden();

      await categoryRow(page, 'Mains').getByText('Mains', { exact: true }).click();
      const category = page.getByRole('dialog', { name: m.categoryForm.editTitle });
      await expect(category.getByLabel(m.categoryForm.name, { exact: false })).toHaveValue('Mains');
      await category.getByRole('button', { name: m.categoryForm.cancel, exact: true }).click();
      await expect(category).toBeHidden();

      // The row's own controls keep their job.
      await page.getByRole('checkbox', { name: m.list.selectItem.replace('{name}', 'Pie') }).check();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a new category is scrolled into view and highlighted for a moment', async ({ page }) => {
      const many = Object.fromEntries(
        Array.from({ length: 14 }, (_, i) => [`Category ${String(i + 1).padStart(2, '0')}`, [['Dish', 900]]]),
      ) as Record<string, [string, number][]>;
      await merchantWithMenu(page, many);
      await page.getByRole('button', { name: m.toolbar.addCategory }).click();
      const drawer = page.getByRole('dialog', { name: m.categoryForm.createTitle });
      await drawer.getByLabel(m.categoryForm.name, { exact: false }).fill('Zucchini');
      await drawer.getByRole('button', { name: m.categoryForm.create, exact: true }).click();
      await expect(drawer).toBeHidden();
      const added = categoryRow(page, 'Zucchini');
      await expect(added).toBeInViewport();
      await expect(added).toHaveAttribute('data-highlighted', 'true');
      // Only for a moment.
      await expect(added).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 });
    });
  });
}

test.describe('dragging an item to another category', () => {
  // Tall enough that the rows stay clear of the edges where dnd-kit scrolls the page during a drag
  // (a scroll moves the rows under a still pointer, as a person would see and follow).
  test.use({ viewport: { width: 1280, height: 1200 } });

  test('an item dragged onto another category moves there, where it was dropped', async ({ page }) => {
    await merchantWithMenu(page, MENU);
    // Onto the Mains header: first of Mains (the move, then the sort that puts it first).
    await dragOnto(page, 'Soup', categoryRow(page, 'Mains'));
    await expect
      .poll(() => layout(page.request))
      .toEqual({ Starters: ['Salad'], Mains: ['Soup', 'Steak'], Desserts: ['Pie'] });
    // Shown there too, after a reload.
    await page.reload();
    const order = await menuRows(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(order).toEqual([
      'Category Starters',
      'Salad',
      'Category Mains',
      'Soup',
      'Steak',
      'Category Desserts',
      'Pie',
    ]);

    // Moving down onto Pie: after it, last in Desserts.
    await dragOnto(page, 'Steak', row(page, 'Pie'));
    await expect
      .poll(() => layout(page.request))
      .toEqual({ Starters: ['Salad'], Mains: ['Soup'], Desserts: ['Pie', 'Steak'] });
  });

  test('a move the server refuses puts the item back and says so', async ({ page }) => {
    await merchantWithMenu(page, MENU);
    const reason = 'This item is locked by another change.';
    await page.route('**/api/v1/item/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: reason }) })
        : route.fallback(),
    );
    await dragOnto(page, 'Pie', categoryRow(page, 'Starters'));
    await expect(
      page.getByText(
        m.reorder.moveRefused.replace('{name}', 'Pie').replace('{category}', 'Starters').replace('{reason}', reason),
      ),
    ).toBeVisible();
    // Back under Desserts on screen, and never moved on the server.
    await expect(row(page, 'Pie')).toBeVisible();
    const labels = await menuRows(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.slice(-2)).toEqual(['Category Desserts', 'Pie']);
    expect((await layout(page.request)).Desserts).toEqual(['Pie']);
  });
});

test('money shows one way: the price field has the sign the list shows (CA$ in English, $CA in French)', async ({
  page,
  baseURL,
}) => {
  await merchantWithMenu(page, { Mains: [['Steak', 2500]] });
  await expect(row(page, 'Steak')).toContainText('CA$25.00');
  await row(page, 'Steak').getByText('Steak', { exact: true }).click();
  const drawer = page.getByRole('dialog', { name: m.itemForm.editTitle });
  const field = drawer.getByLabel(m.itemForm.price, { exact: false });
  await expect(field).toHaveValue('25.00');
  // The sign is the field's adornment, in the same box as the input.
  const box = field.locator('xpath=..');
  await expect(box).toContainText('CA$');

  await setLocale(page, baseURL, 'fr');
  await page.goto('/manage/menu');
  await expect(row(page, 'Steak')).toContainText(/25,00\s\$CA/);
  await row(page, 'Steak').getByText('Steak', { exact: true }).click();
  const frDrawer = page.getByRole('dialog', { name: fr.menu.itemForm.editTitle });
  const frBox = frDrawer.getByLabel(fr.menu.itemForm.price, { exact: false }).locator('xpath=..');
  await expect(frBox).toContainText('$CA');
  await expect(frBox).not.toContainText('CA$');
});

test('billing in French: plans translated, prices in the plans’ currency, said once', async ({ page, baseURL }) => {
  await newMerchant(page, 'Billing Bistro');
  await setLocale(page, baseURL, 'fr');
  await page.goto('/settings/billing');
  const plans = page.getByRole('list', { name: fr.billing.plansLabel });
  const basic = plans.getByRole('listitem', { name: fr.billing.plans.basic.name });
  await expect(basic).toBeVisible();
  await expect(page.getByText('Tous les prix sont en dollars américains (USD).')).toHaveCount(1);
  await expect(basic).toContainText(/29,00\s\$ \/ mois/);
  await expect(basic).not.toContainText('US');
  await expect(basic).toContainText(fr.billing.plans.basic.description);
  for (const feature of fr.billing.plans.basic.features) await expect(basic).toContainText(feature);
  await expect(plans.getByRole('listitem', { name: 'Premium' })).toContainText('Gestionnaire de site web');
  await expect(page.getByText('Online ordering for pick-up')).toHaveCount(0);
});

/** Signs a newcomer up on /signup; the page is then on /confirm-email. Returns the address. */
async function signUpInBrowser(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await page.goto('/signup');
  const r = en.auth.register;
  await page.getByRole('textbox', { name: r.firstName, exact: true }).fill('Sam');
  await page.getByRole('textbox', { name: r.lastName, exact: true }).fill('Newcomer');
  await page.getByRole('textbox', { name: r.email, exact: true }).fill(email);
  await page.getByLabel(r.password, { exact: true }).fill('Secret123');
  await page.getByLabel(r.passwordConfirmation, { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  return email;
}

test('a wrong confirmation code is reported once, on the code field', async ({ page, request }) => {
  const email = await signUpInBrowser(page, 'wrong-code');
  const right = await codeFor(request, email);
  const wrong = right === '000000' ? '111111' : '000000';
  const code = page.getByRole('textbox', { name: en.auth.confirmEmail.code, exact: true });
  await code.fill(wrong);
  await page.getByRole('button', { name: en.auth.confirmEmail.submit, exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  const text = 'This code is incorrect.';
  await expect(code).toHaveAccessibleDescription(text);
  // Give a notice the time it would take to show, then count: the field alone says it.
  await page.waitForTimeout(500);
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(code).toHaveValue(wrong);
});

test('the business form checks the postal code for the country and keeps it as the country writes it', async ({
  page,
  request,
}) => {
  const email = await signUpInBrowser(page, 'postal');
  await page.getByRole('textbox', { name: en.auth.confirmEmail.code, exact: true }).fill(await codeFor(request, email));
  await page.getByRole('button', { name: en.auth.confirmEmail.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/confirm-business$/);
  await page
    .getByRole('link', { name: en.business.confirm.register })
    .or(page.getByRole('button', { name: en.business.confirm.register }))
    .click();
  await expect(page).toHaveURL(/\/business$/);

  const b = en.business.register;
  await page.getByRole('textbox', { name: b.name, exact: true }).fill('Postal Poutine');
  await page.getByRole('combobox', { name: b.type, exact: true }).click();
  await page.getByRole('option', { name: 'Restaurant' }).click();
  await page.getByRole('textbox', { name: b.phone, exact: true }).fill('514 555 0199');
  await page.getByRole('textbox', { name: b.street, exact: true }).fill('1 rue Ontario');
  await page.getByRole('textbox', { name: b.city, exact: true }).fill('Montréal');
  await page.getByRole('combobox', { name: b.country, exact: true }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('combobox', { name: b.state, exact: true }).click();
  await page.getByRole('option', { name: 'Quebec' }).click();
  const zip = page.getByRole('textbox', { name: b.zip, exact: true });
  await zip.fill('90210');
  await page.getByRole('button', { name: b.submit }).click();
  await expect(zip).toHaveAccessibleDescription(en.validation.postalCodeCA);
  await expect(page).toHaveURL(/\/business$/);

  await zip.fill('h2l2c4');
  await page.getByRole('button', { name: b.submit }).click();
  await expect(page).not.toHaveURL(/\/business$/);
  const { locations } = await apiJson(page.request, 'GET', 'location');
  expect(locations[0].address.zip_postal_code).toBe('H2L 2C4');
});
