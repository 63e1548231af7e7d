import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { addMenu, apiJson, en, expect, newMerchant, test, untilDragKeysListen } from './support';

const b = en.orderBoard;
const o = en.orders;

interface WireOrder {
  _id: string;
  order_number: string;
  status: string;
  preparation_time: number | null;
  address: string | null;
}

async function placeTestOrder(req: APIRequestContext, type: 'pickup' | 'delivery' = 'pickup'): Promise<WireOrder> {
  const res = await req.post('/api/v1/order/test', { data: { type } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order;
}

const orderNow = async (req: APIRequestContext, id: string): Promise<WireOrder> =>
  (await apiJson(req, 'GET', `order/${id}`)).order;
const column = (page: Page, key: keyof typeof b.columns) =>
  page.getByRole('region', { name: b.columns[key], exact: true });
const cardIn = (page: Page, key: keyof typeof b.columns, number: string) =>
  column(page, key).getByRole('button', { name: b.card.open.replace('{number}', number) });
/**
 * The card's handle once any drag has settled: while a dropped card flies back, the copy that
 * followed the pointer is a second handle with the same name.
 */
async function handleOf(page: Page, number: string) {
  const handle = page.getByRole('button', { name: b.card.handle.replace('{number}', number), exact: true });
  await expect(handle).toHaveCount(1);
  return handle;
}

/** Drags with the mouse in small steps so dnd-kit's pointer sensor starts and follows the drag. */
async function drag(
  page: Page,
  from: { x: number; y: number; width: number; height: number },
  to: { x: number; y: number; width: number; height: number },
) {
  const sx = from.x + from.width / 2;
  const sy = from.y + from.height / 2;
  const tx = to.x + to.width / 2;
  const ty = to.y + Math.min(to.height / 2, 80);
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) await page.mouse.move(sx + ((tx - sx) * i) / 15, sy + ((ty - sy) * i) / 15);
  await page.mouse.up();
}

test.describe('live order board', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('an order placed elsewhere appears without a reload, marked new; drag to Confirmed (Now) with a preparation time; a move back is refused; keyboard to Ready', async ({
    page,
    browser,
    baseURL,
  }) => {
    await newMerchant(page, 'Board Test Bistro');
    await addMenu(page.request, { Mains: [['Poutine', 1195]] });
    await page.goto('/dashboard');
    await expect(page.getByText(b.connection.live, { exact: true })).toBeVisible();

    // "Elsewhere": another browser context with the same merchant's session cookies.
    const other = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    const placed = await placeTestOrder(other.request);
    await other.close();
    // The stream, not polling (every 10 s, and only while the stream is down), brings it.
    const card = cardIn(page, 'open_orders', placed.order_number);
    await expect(card).toBeVisible({ timeout: 3000 });
    await expect(column(page, 'open_orders')).toContainText(b.card.new);

    await drag(
      page,
      (await (await handleOf(page, placed.order_number)).boundingBox())!,
      (await column(page, 'confirmed_order_asap').boundingBox())!,
    );
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(b.prep.title.replace('{number}', placed.order_number));
    await dialog.getByLabel(b.prep.label, { exact: false }).fill('15');
    await dialog.getByRole('button', { name: b.prep.confirm }).click();
    await expect(cardIn(page, 'confirmed_order_asap', placed.order_number)).toBeVisible();
    await expect
      .poll(async () => orderNow(page.request, placed._id))
      .toMatchObject({ status: 'confirmed', preparation_time: 15 });

    // Back to New is not a move an order can make: the card returns and the reason is shown.
    await drag(
      page,
      (await (await handleOf(page, placed.order_number)).boundingBox())!,
      (await column(page, 'open_orders').boundingBox())!,
    );
    await expect(page.getByText(b.refused.backToNew)).toBeVisible();
    await expect(cardIn(page, 'confirmed_order_asap', placed.order_number)).toBeVisible();
    expect((await orderNow(page.request, placed._id)).status).toBe('confirmed');

    // Keyboard: two columns to the right (past Confirmed (Upcoming)) is Ready for Pickup.
    // Each step waits for the screen reader's "is over" line, as a person hearing it would.
    const over = (key: keyof typeof b.columns) =>
      page.getByText(b.dnd.over.replace('{number}', placed.order_number).replace('{column}', b.columns[key]));
    await (await handleOf(page, placed.order_number)).focus();
    await page.keyboard.press('Space');
    // Picked up: dnd-kit says so, then at once that the card is over its own column.
    const start = b.dnd.start.replace('{number}', placed.order_number);
    await expect(
      page.getByText(start.replace('{column}', b.columns.confirmed_order_asap)).or(over('confirmed_order_asap')),
    ).toBeAttached();
    await untilDragKeysListen(page);
    await page.keyboard.press('ArrowRight');
    await expect(over('confirmed_scheduled')).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(over('ready_for_pickup')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(cardIn(page, 'ready_for_pickup', placed.order_number)).toBeVisible();
    await expect.poll(async () => (await orderNow(page.request, placed._id)).status).toBe('ready_for_pickup');
  });
});

test.describe('order history', () => {
  test('cancel from the drawer, the list refreshes; the address form checks its field; the day exports as CSV', async ({
    page,
  }, testInfo) => {
    await newMerchant(page, 'History Test Bistro');
    await addMenu(page.request, { Mains: [['Poutine', 1195]] });
    const pickup = await placeTestOrder(page.request, 'pickup');
    const delivery = await placeTestOrder(page.request, 'delivery');
    await page.goto('/order-history');
    await expect(page.getByRole('heading', { name: o.history.title })).toBeVisible();
    const grid = page.getByRole('grid');
    await expect(grid).toContainText(pickup.order_number);
    await expect(grid).toContainText(delivery.order_number);

    // Cancel asks first, then the row shows the new status without a reload.
    await grid.getByText(`#${pickup.order_number}`, { exact: true }).click();
    const drawer = page
      .getByRole('dialog')
      .filter({ hasText: o.drawer.title.replace('{number}', pickup.order_number) });
    await drawer.getByRole('button', { name: o.actions.cancel }).click();
    await page.getByRole('button', { name: o.actions.cancelConfirm }).click();
    await expect.poll(async () => (await orderNow(page.request, pickup._id)).status).toBe('cancelled');
    // The question's dialog gone first: a click during its exit lands on its backdrop (flaky under load).
    await expect(page.getByRole('button', { name: o.actions.cancelConfirm })).toBeHidden();
    await drawer.getByRole('button', { name: o.drawer.close }).click();
    await expect(drawer).toBeHidden();
    await expect(grid.getByRole('row').filter({ hasText: `#${pickup.order_number}` })).toContainText(
      o.status.cancelled,
    );

    // Change address: blank address refused at the field, then saved.
    await grid.getByText(`#${delivery.order_number}`, { exact: true }).click();
    const deliveryDrawer = page
      .getByRole('dialog')
      .filter({ hasText: o.drawer.title.replace('{number}', delivery.order_number) });
    await deliveryDrawer.getByRole('button', { name: o.actions.address }).click();
    const form = page
      .getByRole('dialog')
      .filter({ hasText: o.addressForm.title.replace('{number}', delivery.order_number) });
    const address = form.getByLabel(o.addressForm.address, { exact: false }).first();
    await address.fill('');
    await form.getByRole('button', { name: o.addressForm.save }).click();
    await expect(form.getByText(en.validation.required)).toBeVisible();
    await address.fill('500 Rue Sherbrooke O, Montréal');
    await form.getByLabel(o.addressForm.buzzer, { exact: false }).fill('1234');
    await form.getByRole('button', { name: o.addressForm.save }).click();
    await expect(form).toBeHidden();
    await expect
      .poll(async () => (await orderNow(page.request, delivery._id)).address)
      .toBe('500 Rue Sherbrooke O, Montréal');
    await expect(deliveryDrawer).toContainText('500 Rue Sherbrooke O, Montréal');
    await deliveryDrawer.getByRole('button', { name: o.drawer.close }).click();
    await expect(deliveryDrawer).toBeHidden();

    const downloading = page.waitForEvent('download');
    await page
      .getByRole('link', { name: o.history.export })
      .or(page.getByRole('button', { name: o.history.export }))
      .click();
    const file = testInfo.outputPath('orders.csv');
    await (await downloading).saveAs(file);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain(pickup.order_number);
    expect(csv).toContain(delivery.order_number);
  });
});
