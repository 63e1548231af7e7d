import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  type GiftCard,
  type giftCardIssueRequest,
  type GiftCardTransactionType,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { giftCards, giftCardTransactions, users } from '../db/schema';
import { fieldFail, foundOr404 } from '../lib/http';
import type { BusinessScope } from '../types';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** 16 characters of a 25-letter alphabet: about 74 bits, drawn with the CSPRNG. */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

export const serializeGiftCard = (row: GiftCardRow): GiftCard => ({
  _id: row.id,
  code: row.code,
  balance: row.balance,
  buyer_email: row.buyerEmail,
  recipient_email: row.recipientEmail,
  message: row.message,
  payment_mode: row.paymentMode,
  created_at: row.createdAt.toISOString(),
});

/**
 * Who a transaction row names: the member's name as it is now (kept as text on the row), and when:
 * the API's clock, as orders and coupon uses are stamped, so the summaries' local days agree with them.
 */
export interface Actor {
  userId: string;
  name: string;
  at: Date;
}

export async function actorOf(db: Db, scope: BusinessScope, at: Date): Promise<Actor> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, scope.userId));
  return { userId: scope.userId, name: user ? `${user.first} ${user.last}`.trim() : '', at };
}

export const activeCards = (businessId: string) =>
  and(eq(giftCards.businessId, businessId), eq(giftCards.status, 'active'));

/** LIKE pattern of a literal search text. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export async function listGiftCards(db: Db, businessId: string, search?: string): Promise<GiftCardRow[]> {
  const pattern = search ? likeText(search.replace(/[\s-]/g, '')) : undefined;
  const mailPattern = search ? likeText(search) : undefined;
  return db
    .select()
    .from(giftCards)
    .where(
      and(
        activeCards(businessId),
        pattern && mailPattern
          ? or(
              ilike(giftCards.code, pattern),
              ilike(giftCards.buyerEmail, mailPattern),
              ilike(giftCards.recipientEmail, mailPattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id));
}

async function record(
  db: Db,
  card: GiftCardRow,
  type: GiftCardTransactionType,
  amount: number,
  actor: Actor,
  paymentMode: string | null,
): Promise<void> {
  await db.insert(giftCardTransactions).values({
    businessId: card.businessId,
    cardId: card.id,
    type,
    amount,
    balanceAfter: card.balance,
    paymentMode,
    userId: actor.userId,
    byName: actor.name,
    createdAt: actor.at,
  });
}

/** The code set aside for the next online sale: the same one until it is sold. */
export async function reservedDigitalCode(db: Db, businessId: string, now: Date): Promise<string> {
  const [existing] = await db
    .select({ code: giftCards.code })
    .from(giftCards)
    .where(and(eq(giftCards.businessId, businessId), eq(giftCards.status, 'reserved')))
    .limit(1);
  if (existing) return existing.code;
  const [row] = await db
    .insert(giftCards)
    .values({ businessId, code: newGiftCardCode(), status: 'reserved', paymentMode: 'online', createdAt: now })
    .returning();
  return row!.code;
}

/** Sells a card: a new code, or the reserved online one when the call names it. */
export async function issueGiftCard(
  db: Db,
  businessId: string,
  actor: Actor,
  input: z.output<typeof giftCardIssueRequest>,
): Promise<GiftCardRow> {
  const fields = {
    balance: input.amount,
    buyerEmail: input.buyer_email,
    recipientEmail: input.recipient_email ?? null,
    message: input.message || null,
    paymentMode: input.payment_mode,
  };
  return db.transaction(async (tx) => {
    let card: GiftCardRow | undefined;
    if (input.reserved_code) {
      [card] = await tx
        .update(giftCards)
        .set({ ...fields, status: 'active', createdAt: actor.at })
        .where(
          and(
            eq(giftCards.businessId, businessId),
            eq(giftCards.code, input.reserved_code),
            eq(giftCards.status, 'reserved'),
          ),
        )
        .returning();
      if (!card) throw fieldFail('reserved_code', 'giftCardUnknown');
    } else {
      [card] = await tx
        .insert(giftCards)
        .values({ ...fields, businessId, code: newGiftCardCode(), createdAt: actor.at })
        .returning();
    }
    await record(tx, card!, 'issue', input.amount, actor, input.payment_mode);
    return card!;
  });
}

async function cardByCode(db: Db, businessId: string, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(activeCards(businessId), eq(giftCards.code, code)));
  return row;
}

export async function reloadGiftCard(
  db: Db,
  businessId: string,
  actor: Actor,
  input: { code: string; amount: number; payment_mode: string },
): Promise<GiftCardRow> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${input.amount}` })
      .where(and(activeCards(businessId), eq(giftCards.code, input.code)))
      .returning();
    if (!card) throw fieldFail('code', 'giftCardUnknown');
    await record(tx, card, 'reload', input.amount, actor, input.payment_mode);
    return card;
  });
}

/**
 * One conditional UPDATE spends the amount only while the balance covers it: PostgreSQL locks
 * the row, and a second redemption waiting on it re-reads the new balance before its condition
 * holds or not. Two redemptions at once can never spend more than the card holds.
 */
export async function redeemGiftCard(
  db: Db,
  businessId: string,
  actor: Actor,
  input: { code: string; amount: number },
): Promise<GiftCardRow> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${input.amount}` })
      .where(and(activeCards(businessId), eq(giftCards.code, input.code), gte(giftCards.balance, input.amount)))
      .returning();
    if (!card) {
      const existing = await cardByCode(tx, businessId, input.code);
      if (!existing) throw fieldFail('code', 'giftCardUnknown');
      throw fieldFail('amount', 'giftCardBalanceLow', { balance: (existing.balance / 100).toFixed(2) });
    }
    await record(tx, card, 'redeem', -input.amount, actor, null);
    return card;
  });
}

export async function giftCardOr404(db: Db, businessId: string, id: string): Promise<GiftCardRow> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(activeCards(businessId), eq(giftCards.id, id)));
  return foundOr404(row, 'giftCardNotFound');
}

/** A corrected e-mail replaces the recipient; the resend is a row of the history (amount 0). */
export async function markResent(db: Db, card: GiftCardRow, actor: Actor, email: string | undefined) {
  return db.transaction(async (tx) => {
    let row = card;
    if (email) {
      [row] = (await tx
        .update(giftCards)
        .set({ recipientEmail: email })
        .where(eq(giftCards.id, card.id))
        .returning()) as [GiftCardRow];
    }
    await record(tx, row, 'resend', 0, actor, null);
    return row;
  });
}
