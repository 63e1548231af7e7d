import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { apiJson, en, expect, fr, newMerchant, setLocale, test, untilDragKeysListen } from './support';

const m = en.menu;
const tools = en.menuTools;

interface WireItem {
  _id: string;
  name: string;
  price: number;
  available: boolean;
}
interface WireCategory {
  _id: string;
  name: string;
  items: WireItem[];
}

const menuOf = async (req: APIRequestContext): Promise<WireCategory[]> =>
  (await apiJson(req, 'GET', 'category')).categories;
/** [name, cents] of the first category's items, as stored. */
const firstCategoryPrices = async (req: APIRequestContext) =>
  (await menuOf(req))[0]!.items.map((i) => [i.name, i.price]);

/** A fresh merchant whose menu is made through the API: categories with [name, cents] items. */
async function merchantWithMenu(page: Page, menu: Record<string, [string, number][]>, title = m.title) {
  await newMerchant(page, 'Menu Test Bistro');
  for (const [category, items] of Object.entries(menu)) {
    const { category: c } = await apiJson(page.request, 'POST', 'category', { name: category });
    for (const [name, price] of items) await apiJson(page.request, 'POST', 'item', { name, price, category_id: c._id });
  }
  await page.goto('/manage/menu');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

const handle = (page: Page, name: string) =>
  page.getByRole('button', { name: m.reorder.handle.replace('{name}', name), exact: true });
const actionsFor = (page: Page, name: string) =>
  page.getByRole('button', { name: m.list.categoryActions.replace('{name}', name), exact: true });
const names = (menu: WireCategory[]) => menu.map((c) => c.name);

test('a new merchant builds a category and an item in the browser; the price is stored in cents and the step ticks', async ({
  page,
}) => {
  await newMerchant(page, 'Menu Test Bistro');
  await page.goto('/manage/menu');
  await page.getByRole('button', { name: m.empty.action }).click();
  const name = page.getByLabel(m.categoryForm.name, { exact: false });
  await name.fill('Bu');
  await page.getByRole('button', { name: m.categoryForm.create, exact: true }).click();
  await expect(page.getByText(en.validation.name3to20)).toBeVisible();
  await name.fill('Burgers');
  await page.getByRole('button', { name: m.categoryForm.create, exact: true }).click();
  await expect(handle(page, 'Burgers')).toBeVisible();

  await actionsFor(page, 'Burgers').click();
  await page.getByRole('menuitem', { name: m.actions.addItem }).click();
  await page.getByLabel(m.itemForm.name, { exact: false }).fill('Classic Burger');
  const price = page.getByLabel(m.itemForm.price, { exact: false });
  await price.fill('12.5.0');
  await page.getByRole('button', { name: m.itemForm.create, exact: true }).click();
  await expect(page.getByText(en.validation.money)).toBeVisible();
  // What the merchant typed is still there after the refusal.
  await expect(page.getByLabel(m.itemForm.name, { exact: false })).toHaveValue('Classic Burger');
  await price.fill('12.50');
  await page.getByRole('button', { name: m.itemForm.create, exact: true }).click();
  await expect(page.getByText('$12.50')).toBeVisible();

  const [burgers] = await menuOf(page.request);
  expect(burgers).toMatchObject({ name: 'Burgers', items: [{ name: 'Classic Burger', price: 1250 }] });
  const { getting_started: steps } = await apiJson(page.request, 'GET', 'getting-started');
  expect(steps.menu_manager).toBe(true);
});

test('categories reorder by dragging with the mouse and with the keyboard', async ({ page }) => {
  await merchantWithMenu(page, { Starters: [['Soup', 500]], Mains: [['Steak', 2500]], Desserts: [['Pie', 700]] });

  // Mouse: drag Desserts above Starters (small steps so the pointer sensor activates).
  const from = (await handle(page, 'Desserts').boundingBox())!;
  const to = (await handle(page, 'Starters').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 8) * i) / 12);
  await page.mouse.up();
  await expect.poll(async () => names(await menuOf(page.request))).toEqual(['Desserts', 'Starters', 'Mains']);

  // Keyboard: pick up Mains, one step up, drop. Each step waits for the screen reader's line, as a
  // person hearing it would (dnd-kit listens for the arrows only once the pick-up has run).
  const said = (key: 'pickedUp' | 'movedTo', position: number) =>
    page.getByText(
      m.reorder[key].replace('{name}', 'Mains').replace('{position}', `${position}`).replace('{total}', '3'),
    );
  await handle(page, 'Mains').focus();
  await page.keyboard.press('Space');
  await expect(said('pickedUp', 3)).toBeAttached();
  await untilDragKeysListen(page);
  await page.keyboard.press('ArrowUp');
  await expect(said('movedTo', 2)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(async () => names(await menuOf(page.request))).toEqual(['Desserts', 'Mains', 'Starters']);
  await page.reload();
  const order = await page.getByRole('button', { name: /^Reorder (Desserts|Mains|Starters)$/ }).allTextContents();
  expect(order).toHaveLength(3);
});

test('clone a category, delete an item after confirming', async ({ page }) => {
  await merchantWithMenu(page, {
    Burgers: [
      ['Classic', 1250],
      ['Veggie', 1150],
    ],
  });
  await actionsFor(page, 'Burgers').click();
  await page.getByRole('menuitem', { name: m.actions.clone }).click();
  await expect.poll(async () => names(await menuOf(page.request))).toEqual(['Burgers', 'Burgers (copy)']);
  const copy = (await menuOf(page.request))[1]!;
  expect(copy.items.map((i) => [i.name, i.price])).toEqual([
    ['Classic', 1250],
    ['Veggie', 1150],
  ]);

  await page
    .getByRole('button', { name: m.list.itemActions.replace('{name}', 'Veggie'), exact: true })
    .first()
    .click();
  await page.getByRole('menuitem', { name: m.actions.delete }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(m.delete.itemTitle.replace('{name}', 'Veggie'));
  await dialog.getByRole('button', { name: m.delete.confirm }).click();
  await expect.poll(async () => (await menuOf(page.request))[0]!.items.map((i) => i.name)).toEqual(['Classic']);
});

test('bulk edit raises the selected prices by 10 %', async ({ page }) => {
  await merchantWithMenu(page, {
    Drinks: [
      ['Lemonade', 425],
      ['Iced Tea', 399],
      ['Water', 200],
    ],
  });
  await page.getByRole('checkbox', { name: m.list.selectItem.replace('{name}', 'Lemonade') }).check();
  await page.getByRole('checkbox', { name: m.list.selectItem.replace('{name}', 'Iced Tea') }).check();
  await page.getByRole('button', { name: m.toolbar.bulkEdit }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: tools.bulk.pricePercent }).click();
  await dialog.getByLabel(tools.bulk.percent, { exact: false }).fill('10');
  await dialog.getByRole('button', { name: tools.bulk.submit }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => firstCategoryPrices(page.request))
    .toEqual([
      ['Lemonade', 468],
      ['Iced Tea', 439],
      ['Water', 200],
    ]);
});

test('CSV export, edit, import: the preview lists the change and the import applies it', async ({ page }, testInfo) => {
  await merchantWithMenu(page, { Salads: [['Caesar', 1250]] });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: tools.export.label }).click();
  const download = await downloading;
  const file = testInfo.outputPath('menu.csv');
  await download.saveAs(file);
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain('Caesar');
  expect(csv).toContain('12.50');

  const edited = `${csv.replace('12.50', '13.75').trimEnd()}\r\nSalads,Greek Salad,11.00,Feta and olives,yes,\r\n`;
  await page.getByRole('button', { name: tools.import.label }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  await expect(dialog).toContainText('1 new item');
  await expect(dialog).toContainText('1 changed item');
  await dialog.getByRole('button', { name: tools.import.submit }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => firstCategoryPrices(page.request))
    .toEqual([
      ['Caesar', 1375],
      ['Greek Salad', 1100],
    ]);

  // A bad row is refused with its line number before anything is sent.
  await page.getByRole('button', { name: tools.import.label }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('category,name,price\nSalads,Cobb,abc\n'),
  });
  await expect(dialog).toContainText('Row 2');
  await expect(dialog.getByRole('button', { name: tools.import.submit })).toBeDisabled();
});

test('taxes: create one, a duplicate name is refused on the field', async ({ page }) => {
  await newMerchant(page, 'Tax Test Bistro');
  await page.goto('/manage/tax');
  const t = en.taxes;
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: t.create }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.form.name, { exact: false }).fill('QST');
    await dialog.getByLabel(t.form.rate, { exact: false }).fill('9,975');
    await dialog.getByRole('button', { name: t.form.save }).click();
    if (attempt === 1) {
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('cell', { name: 'QST' })).toBeVisible();
    } else {
      await expect(dialog.getByLabel(t.form.name, { exact: false })).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel(t.form.rate, { exact: false })).toHaveValue('9,975');
    }
  }
  const { taxes } = await apiJson(page.request, 'GET', 'tax');
  expect(taxes).toEqual([expect.objectContaining({ name: 'QST', rate: 9.975 })]);
});

test('the menu manager in French', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'fr');
  await merchantWithMenu(page, { Boissons: [['Limonade', 425]] }, fr.menu.title);
  await expect(page.getByRole('tab', { name: fr.menu.tabs.modifiers })).toBeVisible();
  await expect(page.getByText('4,25 $')).toBeVisible();
  await page.getByRole('button', { name: fr.menu.toolbar.addCategory }).click();
  await page.getByLabel(fr.menu.categoryForm.name, { exact: false }).fill('Ab');
  await page.getByRole('button', { name: fr.menu.categoryForm.create, exact: true }).click();
  await expect(page.getByText(fr.validation.name3to20)).toBeVisible();
});

test('a modifier group with priced options and a combo of two items, made in the tabs', async ({ page }) => {
  await merchantWithMenu(page, {
    Mains: [
      ['Burger', 1400],
      ['Fries', 500],
      ['Soda', 300],
    ],
  });
  const g = en.modifierGroups;
  await page.getByRole('tab', { name: m.tabs.modifiers }).click();
  await page.getByRole('button', { name: g.create }).first().click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel(g.form.name, { exact: false }).fill('Size');
  await drawer.getByLabel(g.form.optionName, { exact: false }).first().fill('Large');
  await drawer.getByLabel(g.form.optionPrice, { exact: false }).first().fill('1,50');
  await drawer.getByRole('button', { name: g.form.save }).click();
  await expect(drawer).toBeHidden();
  const { modifier_groups: groups } = await apiJson(page.request, 'GET', 'modifier-group');
  expect(groups).toEqual([
    expect.objectContaining({ name: 'Size', options: [expect.objectContaining({ name: 'Large', price: 150 })] }),
  ]);

  const c = en.combos;
  await page.getByRole('tab', { name: m.tabs.combos }).click();
  await expect(page).toHaveURL(/tab=combos/);
  await page.getByRole('button', { name: c.create }).first().click();
  const comboDrawer = page.getByRole('dialog');
  await comboDrawer.getByLabel(c.form.name, { exact: false }).fill('Lunch Deal');
  await comboDrawer.getByRole('textbox', { name: /^Price/ }).fill('16.99');
  const picker = comboDrawer.getByRole('combobox', { name: /^Items/ });
  for (const item of ['Burger', 'Fries']) {
    await picker.fill(item);
    await page.getByRole('option', { name: item, exact: true }).click();
    await expect(comboDrawer.getByRole('button', { name: item })).toBeVisible();
  }
  await comboDrawer.getByRole('button', { name: c.form.save }).click();
  await expect(comboDrawer).toBeHidden();
  const { combos } = await apiJson(page.request, 'GET', 'combo');
  expect(combos).toEqual([expect.objectContaining({ name: 'Lunch Deal', price: 1699, type: 'all' })]);
  expect(combos[0].items).toHaveLength(2);
});
