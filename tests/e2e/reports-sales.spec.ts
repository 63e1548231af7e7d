import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import type { SalesFigureKey, SalesSummary } from '../../lib/contract';
import { apiJson, demoMerchant, en, expect, fr, setLocale, test } from './support';

const s = en.reports.salesSummary;

/**
 * An amount as either language writes it ("CA$1,047.50", "1 047,50 $"): the digits, any thousands
 * separator and either decimal mark, whatever the currency sign and its side.
 */
function money(cents: number): RegExp {
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[,.\\s\\u00a0\\u202f]?');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return new RegExp(`(?<![\\d.,])${whole}[.,]${fraction}(?!\\d)`);
}
const dollars = (cents: number, mark = '.') => (cents / 100).toFixed(2).replace('.', mark);
/** The CSV's change column: a percent with one decimal, empty when the previous period had nothing. */
const changeCell = (now: number, before: number) =>
  before === 0 ? (now === 0 ? '0.0' : '') : (Math.round(((now - before) / before) * 1000) / 10).toFixed(1);

const card = (page: Page, key: SalesFigureKey) => page.locator(`[data-figure="${key}"]`);

/** What the page's API gives for a preset (the same call the screen makes). */
const summaryOf = async (page: Page, preset: string): Promise<SalesSummary> =>
  (await apiJson(page.request, 'GET', `order/sales_summary?date_range=${preset}`)).sales_summary;

/** The range is the browser's own select: an option is chosen by its text. */
async function chooseRange(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

async function exportCsv(page: Page, testInfo: TestInfo, button: string, name: string): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = testInfo.outputPath(name);
  await (await downloading).saveAs(file);
  return readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
}

/** The lines of one CSV table, from its title line to the blank line after it. */
const section = (lines: string[], title: string) =>
  lines.slice(lines.indexOf(title), lines.indexOf('', lines.indexOf(title)));

/**
 * Issue 17's sales summary: the demo owner opens last month, reads net sales, tips and taxes as the
 * API counts them, switches to this week and reads the comparison with the week before, exports
 * the CSV and finds the page's totals in it; then the same in French with ";" and decimal commas.
 */
test('the owner reads last month and this week against the period before, and exports them', async ({
  page,
  baseURL,
}, testInfo) => {
  await demoMerchant(page);
  await setLocale(page, baseURL, 'en');
  await page.goto('/reports/sales_summary');
  await expect(page.getByRole('heading', { name: s.title, level: 1 })).toBeVisible();

  // Last month: the figures to the cent.
  await chooseRange(page, en.dateRange.label, en.dateRange.presets.last_month);
  await expect(page).toHaveURL(/range=last_month/);
  const lastMonth = await summaryOf(page, 'last_month');
  expect(lastMonth.figures.orders).toBeGreaterThan(0);
  for (const key of ['net_sales', 'tips', 'taxes', 'total_collected'] as const)
    await expect(card(page, key)).toContainText(money(lastMonth.figures[key]));
  const f = lastMonth.figures;
  expect(f.net_sales + f.taxes + f.tips + f.service_fees + f.delivery_fees).toBe(f.total_collected);

  // This week, against the week's days just before.
  await chooseRange(page, en.dateRange.label, en.dateRange.presets.this_week);
  await expect(page).toHaveURL(/range=this_week/);
  const week = await summaryOf(page, 'this_week');
  const [now, before] = [week.figures.net_sales, week.previous.figures.net_sales];
  await expect(card(page, 'net_sales')).toContainText(money(now));
  const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
  const shownChange =
    now === before
      ? `= ${percent.format(0)}`
      : `${now > before ? '▲' : '▼'} ${before === 0 ? s.comparison.new : percent.format(Math.abs(now - before) / before)}`;
  await expect(card(page, 'net_sales')).toContainText(shownChange);
  await expect(card(page, 'net_sales')).toContainText(money(before));
  // Breakdowns sit beside their charts and close on the same total.
  const byType = page.getByRole('table', { name: s.sections.byOrderType });
  await expect(byType.getByRole('row').last()).toContainText(money(now));

  // The CSV says what the page says.
  const lines = await exportCsv(page, testInfo, en.reports.frame.exportCsv, 'sales-this-week.csv');
  expect(lines[0]!.startsWith(`${s.title},`)).toBe(true);
  expect(lines[0]!.endsWith(`,${week.from},${week.to}`)).toBe(true);
  const figures = section(lines, s.figuresTitle);
  for (const key of ['net_sales', 'tips', 'taxes'] as const) {
    const [a, b] = [week.figures[key], week.previous.figures[key]];
    expect(figures).toContain(`${s.figures[key]},${dollars(a)},${dollars(b)},${changeCell(a, b)}`);
  }
  const byDay = section(lines, week.from === week.to ? s.sections.byHour : s.sections.byDay);
  const total = byDay.at(-1)!.split(',');
  expect(total).toEqual([
    s.total,
    String(week.figures.orders),
    dollars(week.figures.net_sales),
    dollars(week.figures.taxes),
    dollars(week.figures.tips),
    dollars(week.figures.total_collected),
  ]);
  const rows = byDay.slice(2, -1).map((l) => l.split(','));
  const cents = (text: string) => Math.round(Number(text) * 100);
  expect(rows.reduce((sum, r) => sum + cents(r[2]!), 0)).toBe(week.figures.net_sales);

  // The print view leaves the buttons off.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: en.reports.frame.exportCsv })).toBeHidden();
  await expect(page.getByRole('heading', { name: s.title, level: 1 })).toBeHidden();
  await expect(card(page, 'net_sales')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // In French.
  const t = fr.reports.salesSummary;
  await setLocale(page, baseURL, 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: fr.dateRange.label }).locator('option:checked')).toHaveText(
    fr.dateRange.presets.this_week,
  );
  await expect(card(page, 'net_sales')).toContainText(t.figures.net_sales);
  await expect(card(page, 'net_sales')).toContainText(money(now));
  const frLines = await exportCsv(page, testInfo, fr.reports.frame.exportCsv, 'ventes-semaine.csv');
  expect(section(frLines, t.figuresTitle)[1]).toBe(
    `${t.columns.figure};${t.columns.current};${t.columns.previous};${t.columns.change}`,
  );
  expect(
    section(frLines, t.figuresTitle).some((l) => l.startsWith(`${t.figures.net_sales};${dollars(now, ',')};`)),
  ).toBe(true);
});
