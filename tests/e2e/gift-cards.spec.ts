import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { en as serverEn } from '../../server/i18n/en';
import { apiJson, demoMerchant, en, expect, fr, setLocale, test, uniqueEmail } from './support';

const g = en.giftCards;

interface Figures {
  gift_issued: number;
  gift_redeemed: number;
  gift_unredeemed: number;
}

const figuresNow = async (req: APIRequestContext): Promise<Figures> => apiJson(req, 'GET', 'gift-card');

/**
 * An amount as either language writes it ("CA$1,047.50", "1 047,50 $"): the digits, any thousands
 * separator and either decimal mark, whatever the currency sign and its side.
 */
function money(cents: number): RegExp {
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[,.\\s\\u00a0\\u202f]?');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return new RegExp(`(?<![\\d.,])${whole}[.,]${fraction}(?!\\d)`);
}

/** The figure named `label` (Issued, Redeemed, Outstanding) in the figures at the top. */
const figure = (page: Page, section: string, label: string): Locator =>
  page
    .getByRole('region', { name: section })
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();

/** The table row of a card, by its code as shown (groups of four). */
const cardRow = (page: Page, shownCode: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shownCode, exact: true }) });

/** A code no card of any business has yet (imports refuse a code already on a card). */
const freshCode = (tag: string) =>
  `E2E${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`.toUpperCase();

/**
 * Issue 16's gift-card job: the demo owner sells a $50 card, redeems $12.50 (after a redeem above
 * the balance is refused on its field), reloads $10, resends it to a corrected address and reads
 * its four history rows; imports a CSV whose bad line is named and nothing written, then the fixed
 * file; the figures and the liability export follow; the page in French.
 */
test('the owner issues, redeems, reloads, resends and imports gift cards, and the figures add up', async ({
  page,
  baseURL,
}, testInfo) => {
  await demoMerchant(page);
  await setLocale(page, baseURL, 'en');
  const before = await figuresNow(page.request);
  await page.goto('/manage/gift-cards');
  await expect(page.getByRole('heading', { name: g.title, level: 1 })).toBeVisible();
  await expect(figure(page, g.figures.label, g.figures.outstanding)).toContainText(money(before.gift_unredeemed));

  // Issue a $50 card, paid cash.
  const buyer = uniqueEmail('gift-buyer');
  const recipient = uniqueEmail('gift-friend');
  await page.getByRole('button', { name: g.actions.issue }).first().click();
  const issue = page.getByRole('dialog', { name: g.issue.title });
  await issue.getByRole('textbox', { name: new RegExp(`^${g.form.amount}`) }).fill('50');
  await issue.getByRole('textbox', { name: new RegExp(`^${g.issue.buyerEmail}`) }).fill(buyer);
  await issue.getByRole('textbox', { name: new RegExp(`^${g.issue.recipientEmail}`) }).fill(recipient);
  await issue.getByRole('textbox', { name: new RegExp(`^${g.issue.message}`) }).fill('Bon appétit!');
  await issue.getByRole('combobox', { name: new RegExp(`^${g.form.paymentMode}`) }).click();
  await page.getByRole('option', { name: g.paymentModes.cash }).click();
  await issue.getByRole('button', { name: g.issue.submit, exact: true }).click();
  await expect(issue).toBeHidden();
  const issuedRow = page.getByRole('row').filter({ hasText: recipient });
  await expect(issuedRow).toContainText(money(5000));
  const code = ((await issuedRow.getByRole('rowheader').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{4}( [A-Z0-9]{4}){3}$/);
  const row = cardRow(page, code);

  // Redeem: above the balance the server's refusal sits on the amount, typing kept; then $12.50.
  await row.getByRole('button', { name: g.actions.redeemNamed.replace('{code}', code) }).click();
  const redeem = page.getByRole('dialog', { name: g.redeem.title });
  await expect(redeem.getByRole('textbox', { name: new RegExp(`^${g.form.code}`) })).toHaveValue(code);
  const redeemAmount = redeem.getByRole('textbox', { name: new RegExp(`^${g.form.amount}`) });
  await redeemAmount.fill('100');
  await redeem.getByRole('button', { name: g.redeem.submit, exact: true }).click();
  await expect(redeemAmount).toHaveAttribute('aria-invalid', 'true');
  await expect(redeemAmount).toHaveAccessibleDescription(serverEn.giftCardBalanceLow.replace('{balance}', '50.00'));
  await expect(redeemAmount).toHaveValue('100');
  await redeemAmount.fill('12.50');
  await redeem.getByRole('button', { name: g.redeem.submit, exact: true }).click();
  await expect(redeem).toBeHidden();
  await expect(row).toContainText(money(3750));

  // Reload $10 from the toolbar, the code typed as a cashier would.
  await page.getByRole('button', { name: g.actions.reload, exact: true }).click();
  const reload = page.getByRole('dialog', { name: g.reload.title });
  await reload
    .getByRole('textbox', { name: new RegExp(`^${g.form.code}`) })
    .fill(code.toLowerCase().replace(/ /g, '-'));
  await reload.getByRole('textbox', { name: new RegExp(`^${g.form.amount}`) }).fill('10');
  await reload.getByRole('button', { name: g.reload.submit, exact: true }).click();
  await expect(reload).toBeHidden();
  await expect(row).toContainText(money(4750));

  // Resend to a corrected address: it replaces the recipient and gets the mail.
  const corrected = uniqueEmail('gift-corrected');
  await row.getByRole('button', { name: g.actions.resendNamed.replace('{code}', code) }).click();
  const resend = page.getByRole('dialog', { name: g.resend.title.replace('{code}', code) });
  const sendTo = resend.getByRole('textbox', { name: new RegExp(`^${g.resend.email}`) });
  await expect(sendTo).toHaveValue(recipient);
  await sendTo.fill(corrected);
  await resend.getByRole('button', { name: g.resend.submit, exact: true }).click();
  await expect(resend).toBeHidden();
  await expect(row).toContainText(corrected);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(corrected)}`);
      return ((await res.json()) as { messages: unknown[] }).messages.length;
    })
    .toBeGreaterThan(0);

  // The history: four rows, newest first, balances 50.00 → 37.50 → 47.50 (the resend moves none).
  await row.getByRole('button', { name: g.actions.historyNamed.replace('{code}', code) }).click();
  const drawer = page.getByRole('dialog', { name: g.history.title.replace('{code}', code) });
  const items = drawer.getByRole('list', { name: g.history.transactions }).getByRole('listitem');
  await expect(items).toHaveCount(4);
  const expected = [
    [g.transaction.types.resend, 4750],
    [g.transaction.types.reload, 4750],
    [g.transaction.types.redeem, 3750],
    [g.transaction.types.issue, 5000],
  ] as const;
  for (const [i, [type, balance]] of expected.entries()) {
    await expect(items.nth(i)).toContainText(type);
    await expect(items.nth(i)).toContainText(g.transaction.balanceAfter.split('{')[0]!);
    await expect(items.nth(i)).toContainText(money(balance));
  }
  await expect(items.nth(2)).toContainText(money(1250));
  await drawer.getByRole('button', { name: g.history.close }).click();
  await expect(drawer).toBeHidden();

  // The figures moved by exactly this card: $60 loaded, $12.50 spent, $47.50 still owed.
  const afterCard = await figuresNow(page.request);
  expect(afterCard.gift_issued - before.gift_issued).toBe(6000);
  expect(afterCard.gift_redeemed - before.gift_redeemed).toBe(1250);
  expect(afterCard.gift_unredeemed - before.gift_unredeemed).toBe(4750);
  await expect(figure(page, g.figures.label, g.figures.outstanding)).toContainText(money(afterCard.gift_unredeemed));
  await expect(figure(page, g.figures.label, g.figures.issued)).toContainText(money(afterCard.gift_issued));

  // Import: a bad line is named and nothing is written; the fixed file imports every line.
  const first = freshCode('A');
  const second = freshCode('B');
  const badCsv = `code,balance,recipient_email\n${first},25.00,${uniqueEmail('gift-import')}\n${second},abc,\n`;
  await page.getByRole('button', { name: g.actions.import }).click();
  const importing = page.getByRole('dialog', { name: g.import.title });
  const lines = importing.getByRole('textbox', { name: g.import.text });
  await lines.fill(badCsv);
  await importing.getByRole('button', { name: g.import.preview }).click();
  const badLines = importing.getByRole('list', { name: g.import.badLines });
  await expect(badLines.getByRole('listitem')).toHaveCount(1);
  await expect(badLines).toContainText(g.import.lineProblems.replace('{line}', '3').split('{')[0]!);
  await expect(importing.getByRole('button', { name: g.import.submit, exact: true })).toBeDisabled();
  expect((await apiJson(page.request, 'GET', `gift-card?search=${first}`)).gift_cards).toEqual([]);

  await lines.fill(badCsv.replace(`${second},abc`, `${second},10.50`));
  await importing.getByRole('button', { name: g.import.preview }).click();
  await expect(importing.getByRole('table', { name: g.import.rows }).getByRole('row')).toHaveCount(3);
  await importing.getByRole('button', { name: g.import.submit, exact: true }).click();
  await expect(importing).toBeHidden();
  const shown = (c: string) => c.match(/.{1,4}/g)!.join(' ');
  await expect(cardRow(page, shown(first))).toContainText(money(2500));
  await expect(cardRow(page, shown(second))).toContainText(money(1050));
  await expect(cardRow(page, shown(second))).toContainText(g.paymentModes.import);
  const afterImport = await figuresNow(page.request);
  expect(afterImport.gift_unredeemed - afterCard.gift_unredeemed).toBe(3550);
  await expect(figure(page, g.figures.label, g.figures.outstanding)).toContainText(money(afterImport.gift_unredeemed));

  // The liability export: every card still owed, with its balance.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: g.figures.export }).click();
  const file = testInfo.outputPath('gift-card-liability.csv');
  await (await downloading).saveAs(file);
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain(`${code.replace(/ /g, '')},47.50`);
  expect(csv).toContain(`${first},25.00`);

  // In French.
  const f = fr.giftCards;
  await setLocale(page, baseURL, 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: f.title, level: 1 })).toBeVisible();
  await expect(figure(page, f.figures.label, f.figures.outstanding)).toContainText(money(afterImport.gift_unredeemed));
  await expect(page.getByRole('link', { name: f.figures.export })).toBeVisible();
  await expect(row).toContainText(f.paymentModes.cash);
  await row.getByRole('button', { name: f.actions.historyNamed.replace('{code}', code) }).click();
  const frDrawer = page.getByRole('dialog', { name: f.history.title.replace('{code}', code) });
  const frItems = frDrawer.getByRole('list', { name: f.history.transactions }).getByRole('listitem');
  await expect(frItems).toHaveText([
    new RegExp(f.transaction.types.resend),
    new RegExp(f.transaction.types.reload),
    new RegExp(f.transaction.types.redeem),
    new RegExp(f.transaction.types.issue),
  ]);
  await expect(frItems.nth(1)).toContainText('47,50');
});
