import { inArray } from 'drizzle-orm';
import { email as emailRule, GIFT_CARD_MAX_CENTS, giftCardCode } from '../../lib/contract';
import type { Db } from '../db/client';
import { giftCards, giftCardTransactions } from '../db/schema';
import { t, type Lang } from '../i18n';
import type { Actor, GiftCardRow } from './gift-cards';

export interface ImportRow {
  line: number;
  code: string;
  balance: number;
  recipient_email: string | null;
}

export interface ImportCheck {
  rows: ImportRow[];
  /** `line N`: that line's problems, in the caller's language. */
  errors: Record<string, string[]>;
}

/**
 * Cells of a simple CSV line: the file holds codes, amounts and e-mails, none of which contain
 * quotes or line breaks, so quoted cells are only unwrapped. French Excel writes `;` (and a
 * decimal comma), which the header line gives away.
 */
function splitLine(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/** "25", "25.5", "25,50" or "$25.00" → cents; null when it is not an amount. */
function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$\s]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

const HEADERS = ['code', 'balance'];

/** Reads and checks the whole file; nothing is written here. */
export async function checkGiftCardImport(db: Db, lang: Lang, csv: string): Promise<ImportCheck> {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = lines[0] ?? '';
  const delimiter = header.split(';').length > header.split(',').length ? ';' : ',';
  const columns = splitLine(header, delimiter).map((c) => c.toLowerCase());
  const errors: Record<string, string[]> = {};
  const add = (line: number, key: Parameters<typeof t>[1]) => (errors[`line ${line}`] ??= []).push(t(lang, key));
  if (!HEADERS.every((h) => columns.includes(h))) {
    add(1, 'giftCardImportHeader');
    return { rows: [], errors };
  }
  const at = (name: string) => columns.indexOf(name);
  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  lines.forEach((text, index) => {
    const line = index + 1;
    if (index === 0 || text.trim() === '') return;
    const cells = splitLine(text, delimiter);
    const code = giftCardCode().safeParse(cells[at('code')] ?? '');
    const balance = dollarsToCents(cells[at('balance')] ?? '');
    const mailCell = at('recipient_email') >= 0 ? (cells[at('recipient_email')] ?? '') : '';
    const mail = mailCell ? emailRule().safeParse(mailCell) : null;
    if (!code.success) add(line, 'giftCardImportCode');
    else if (seen.has(code.data)) add(line, 'giftCardImportDuplicate');
    if (balance === null || balance < 1 || balance > GIFT_CARD_MAX_CENTS) add(line, 'giftCardImportBalance');
    if (mail && !mail.success) add(line, 'giftCardImportEmail');
    if (code.success) seen.add(code.data);
    if (code.success && balance !== null)
      rows.push({ line, code: code.data, balance, recipient_email: mail?.success ? mail.data : null });
  });
  if (rows.length === 0 && Object.keys(errors).length === 0) add(1, 'giftCardImportEmpty');
  // A code already on a card (this business's or another's) cannot be imported again.
  const codes = rows.map((r) => r.code);
  if (codes.length > 0) {
    const taken = await db.select({ code: giftCards.code }).from(giftCards).where(inArray(giftCards.code, codes));
    const takenSet = new Set(taken.map((r) => r.code));
    for (const row of rows) if (takenSet.has(row.code)) add(row.line, 'giftCardImportTaken');
  }
  return { rows, errors };
}

/** Writes every checked row, with its `import` transaction, in one transaction. */
export async function writeGiftCardImport(db: Db, businessId: string, actor: Actor, rows: ImportRow[]) {
  await db.transaction(async (tx) => {
    const cards: GiftCardRow[] = await tx
      .insert(giftCards)
      .values(
        rows.map((r) => ({
          businessId,
          code: r.code,
          balance: r.balance,
          recipientEmail: r.recipient_email,
          paymentMode: 'import',
          createdAt: actor.at,
        })),
      )
      .returning();
    await tx.insert(giftCardTransactions).values(
      cards.map((card) => ({
        businessId,
        cardId: card.id,
        type: 'import' as const,
        amount: card.balance,
        balanceAfter: card.balance,
        userId: actor.userId,
        byName: actor.name,
        createdAt: actor.at,
      })),
    );
  });
}
