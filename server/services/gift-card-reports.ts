import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { GiftCardTransaction, GiftCardTransactionType } from '../../lib/contract';
import type { Db } from '../db/client';
import { giftCards, giftCardTransactions } from '../db/schema';
import { activeCards, type GiftCardRow } from './gift-cards';
import { localDayRange } from './order-history';

/** What the gift-card screen reads of the transactions: the figures, a card's history, the summaries. */

type TransactionRow = typeof giftCardTransactions.$inferSelect;

const serializeTransaction = (row: TransactionRow, code: string): GiftCardTransaction => ({
  _id: row.id,
  card_id: row.cardId,
  code,
  type: row.type,
  amount: row.amount,
  balance_after: row.balanceAfter,
  payment_mode: row.paymentMode,
  by: row.byName,
  created_at: row.createdAt.toISOString(),
});

/** Issued (everything loaded: issues, imports, reloads), redeemed, and what is still owed (the balances). */
export async function giftCardFigures(db: Db, businessId: string) {
  const [moves] = await db
    .select({
      issued: sql<string>`coalesce(sum(${giftCardTransactions.amount}) filter (where ${giftCardTransactions.amount} > 0), 0)`,
      redeemed: sql<string>`coalesce(-sum(${giftCardTransactions.amount}) filter (where ${giftCardTransactions.type} = 'redeem'), 0)`,
    })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.businessId, businessId));
  const [owed] = await db
    .select({ unredeemed: sql<string>`coalesce(sum(${giftCards.balance}), 0)` })
    .from(giftCards)
    .where(activeCards(businessId));
  return {
    gift_issued: Number(moves?.issued ?? 0),
    gift_redeemed: Number(moves?.redeemed ?? 0),
    gift_unredeemed: Number(owed?.unredeemed ?? 0),
  };
}

export async function giftCardHistory(db: Db, card: GiftCardRow): Promise<GiftCardTransaction[]> {
  const rows = await db
    .select()
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.cardId, card.id))
    .orderBy(desc(giftCardTransactions.createdAt), desc(giftCardTransactions.id));
  return rows.map((r) => serializeTransaction(r, card.code));
}

/** Sales (issues and reloads) or redemptions over local days of the time zone, oldest first. */
export async function giftCardSummary(
  db: Db,
  businessId: string,
  kind: 'sale' | 'redeem',
  tz: string,
  from: string,
  to: string,
) {
  const { since, until } = localDayRange(tz, from, to);
  const types: GiftCardTransactionType[] = kind === 'sale' ? ['issue', 'reload'] : ['redeem'];
  const rows = await db
    .select({ tx: giftCardTransactions, code: giftCards.code })
    .from(giftCardTransactions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.cardId))
    .where(
      and(
        eq(giftCardTransactions.businessId, businessId),
        inArray(giftCardTransactions.type, types),
        gte(giftCardTransactions.createdAt, since),
        lt(giftCardTransactions.createdAt, until),
      ),
    )
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  const transactions = rows.map((r) => serializeTransaction(r.tx, r.code));
  // Redemptions are stored negative; the summary totals what was spent, as a positive sum.
  const total = transactions.reduce((sum, t) => sum + Math.abs(t.amount), 0);
  return { transactions, total };
}
