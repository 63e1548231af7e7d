import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiJson, en, expect, fr, newMerchant, setLocale, test } from './support';

const w = en.websiteWidget;

/** The button the embed script drew in the preview (Playwright reaches into its open shadow root). */
const previewButton = (page: Page) => page.getByTestId('widget-preview').getByRole('link');

/** Where the preview's button sits on its mock page: a bottom corner, or in the page's text. */
async function previewSpot(page: Page): Promise<'left' | 'right' | 'in the page'> {
  const frame = (await page.getByTestId('preview-page').boundingBox())!;
  const button = (await previewButton(page).boundingBox())!;
  const bottom = frame.y + frame.height - (button.y + button.height);
  if (bottom > 40) return 'in the page';
  const left = button.x - frame.x;
  const right = frame.x + frame.width - (button.x + button.width);
  return left < right ? 'left' : 'right';
}

/** The Website Widget row of the getting-started checklist (the menu has an entry of the same name). */
const widgetStep = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

/**
 * A merchant's own website on another origin (127.0.0.1, a port of its own) with the pasted line,
 * and styles that would wreck a button that shared the page's CSS.
 */
async function merchantSite(tag: string) {
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>Our own website</title>
<style>
  * { color: rgb(255, 0, 0) !important; font-family: serif !important; }
  a { display: none !important; }
  div, order-online-widget { display: none; }
  button { background: rgb(1, 2, 3); }
</style></head>
<body><h1>Our own website</h1><p>Made by our nephew.</p><button id="own">Our own button</button>
${tag}
</body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('colour and corner on the preview, saved, tag copied; on another site the button shows there and opens the order page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await newMerchant(page, 'Widget Bistro');
  await page.goto('/settings/website-widget');
  await expect(page.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();

  // The defaults: a dark button in the bottom right corner of the mock page.
  await expect(previewButton(page)).toHaveText('Order online');
  await expect.poll(() => previewSpot(page)).toBe('right');
  await page.getByRole('textbox', { name: w.themeColor, exact: true }).fill('#0a7d32');
  await expect(previewButton(page)).toHaveCSS('background-color', 'rgb(10, 125, 50)');
  await page.getByRole('radio', { name: w.placements['bottom-left'] }).check();
  await expect.poll(() => previewSpot(page)).toBe('left');
  await page.getByRole('button', { name: w.save }).click();
  await expect(page.getByText('Website widget saved.')).toBeVisible();

  const code = page.getByRole('textbox', { name: w.embed.label });
  const tag = await code.inputValue();
  expect(tag).toMatch(/^<script src="http:\/\/[^"]+\/widget\.js" data-key="[\w-]{22}" async><\/script>$/);
  expect(tag).toContain(`src="${baseURL}/widget.js"`);
  await page.getByRole('button', { name: w.embed.copy }).click();
  await expect(page.getByText(w.embed.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tag);

  // The script is one cacheable file, loadable from any site.
  const script = await page.request.get('/widget.js');
  expect(script.headers()['content-type']).toMatch(/javascript/);
  expect(script.headers()['cache-control']).toContain('public');
  const { order_url: orderUrl } = await apiJson(page.request, 'GET', 'website-widget');

  const site = await merchantSite(tag);
  try {
    const visitor = await context.newPage();
    await visitor.goto(site.url);
    const button = visitor.locator('order-online-widget').getByRole('link', { name: 'Order online' });
    await expect(button).toBeVisible();
    // Bottom left corner of the window, 20 px in.
    const box = (await button.boundingBox())!;
    const viewport = visitor.viewportSize()!;
    expect(box.x).toBeGreaterThan(10);
    expect(box.x).toBeLessThan(30);
    expect(viewport.height - (box.y + box.height)).toBeGreaterThan(10);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(30);
    // The saved colours, whatever the page's CSS says; and the page keeps its own look.
    await expect(button).toHaveCSS('background-color', 'rgb(10, 125, 50)');
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('font-family', /^system-ui/);
    await expect(visitor.locator('#own')).toHaveCSS('background-color', 'rgb(1, 2, 3)');

    const [orderPage] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await orderPage.waitForLoadState();
    expect(orderPage.url()).toBe(new URL(orderUrl, baseURL).href);
    await expect(orderPage.getByRole('heading', { name: 'Widget Bistro', level: 1 })).toBeVisible();
  } finally {
    await site.close();
  }

  // Saving a setting marked the Website Widget step of getting started done (SPEC §4).
  await page.goto('/getting-started');
  const step = widgetStep(page, en.gettingStarted.steps.website_widget_setup.title);
  await expect(step).toContainText(en.gettingStarted.done);
});

test('in French: the button moves into the page, a refused text keeps what was typed, saved as a banner', async ({
  page,
  baseURL,
}) => {
  await newMerchant(page, 'Bistro Widget');
  await setLocale(page, baseURL, 'fr');
  const f = fr.websiteWidget;
  await page.goto('/settings/website-widget');
  await expect(page.getByRole('heading', { name: f.title, level: 1 })).toBeVisible();
  // The default text is the merchant's language's.
  await expect(page.getByRole('textbox', { name: f.text })).toHaveValue('Commander en ligne');
  await expect(previewButton(page)).toHaveText('Commander en ligne');

  await page.getByRole('radio', { name: f.placements.inline }).check();
  await expect.poll(() => previewSpot(page)).toBe('in the page');
  await page.getByRole('radio', { name: f.layouts.banner }).check();
  const text = page.getByRole('textbox', { name: f.text });
  await text.fill('C');
  await page.getByRole('button', { name: f.save }).click();
  await expect(page.getByText(fr.validation.widgetText)).toBeVisible();
  await expect(text).toHaveValue('C');
  await text.fill('Commandez ici');
  await expect(previewButton(page)).toHaveText('Commandez ici');
  await page.getByRole('button', { name: f.save }).click();
  await expect(page.getByText('Widget du site web enregistré.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: f.text })).toHaveValue('Commandez ici');
  await expect(page.getByRole('radio', { name: f.layouts.banner })).toBeChecked();
  await expect(page.getByRole('textbox', { name: f.embed.label })).toHaveValue(/data-key="[\w-]{22}"/);
  await page.goto('/getting-started');
  const step = widgetStep(page, fr.gettingStarted.steps.website_widget_setup.title);
  await expect(step).toContainText(fr.gettingStarted.done);
});
