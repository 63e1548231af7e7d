import { couponRequest, GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH, type GiftCardPaymentMode } from '../../lib/contract';
import type { Db } from '../db/client';
import { giftCards, giftCardTransactions } from '../db/schema';
import { mulberry32 } from '../lib/random';
import { createCoupon } from '../services/coupons';
import { redeemGiftCard, reloadGiftCard, type Actor } from '../services/gift-cards';

/** The demo's gift-card codes are drawn from this seed, so they are the same on every reset. */
const GIFT_CARD_SEED = 20240603;

interface DemoCard {
  amount: number;
  paymentMode: GiftCardPaymentMode;
  buyer: string;
  recipient?: string;
  message?: string;
  /** When it was sold, in days before `now`. */
  issued: number;
  /** Later moves: a positive amount reloads, a negative one redeems. */
  moves: { days: number; amount: number; byManager?: boolean }[];
}

/** Issued over the last weeks: some partly spent, one reloaded, one spent to the last cent, one untouched. */
const DEMO_CARDS: DemoCard[] = [
  {
    amount: 5000,
    paymentMode: 'cash',
    buyer: 'claire.roy@example.com',
    recipient: 'julien.roy@example.com',
    message: 'Bon anniversaire, Julien !',
    issued: 45,
    moves: [
      { days: 30, amount: -1875 },
      { days: 12, amount: -1240, byManager: true },
    ],
  },
  {
    amount: 10000,
    paymentMode: 'card',
    buyer: 'marc.gagnon@example.com',
    issued: 38,
    moves: [
      { days: 10, amount: 5000 },
      { days: 8, amount: -6420 },
    ],
  },
  {
    amount: 2500,
    paymentMode: 'online',
    buyer: 'sophie.lavoie@example.com',
    recipient: 'emma.lavoie@example.com',
    message: 'Enjoy a lunch on me!',
    issued: 20,
    moves: [],
  },
  {
    amount: 7500,
    paymentMode: 'complimentary',
    buyer: 'events@demo-bistro.example',
    recipient: 'contest.winner@example.com',
    message: 'Congratulations on winning our contest.',
    issued: 14,
    moves: [{ days: 5, amount: -7500, byManager: true }],
  },
  {
    amount: 4000,
    paymentMode: 'card',
    buyer: 'olivier.tremblay@example.com',
    issued: 3,
    moves: [{ days: 1, amount: -2250 }],
  },
];

/**
 * The demo's coupon and gift cards, so those screens open on something (issue 16): "WELCOME10",
 * 10 % off delivery orders once per customer, and five gift cards with their history, stamped
 * back from `now` at midday. Reloads and redemptions go through the services, so each balance
 * after is what the API would have written.
 */
export async function seedCouponsAndGiftCards(
  db: Db,
  at: {
    businessId: string;
    owner: Omit<Actor, 'at'>;
    manager: Omit<Actor, 'at'>;
    now: Date;
    /** Another draw of codes (they are unique across businesses); the demo's own by default. */
    giftCardSeed?: number;
  },
): Promise<void> {
  await createCoupon(
    db,
    at.businessId,
    couponRequest.parse({
      code: 'WELCOME10',
      kind: 'percent',
      amount: 10,
      order_types: ['delivery'],
      uses_per_customer: 1,
    }),
  );
  const rng = mulberry32(at.giftCardSeed ?? GIFT_CARD_SEED);
  const code = () =>
    Array.from(
      { length: GIFT_CARD_CODE_LENGTH },
      () => GIFT_CARD_ALPHABET[Math.floor(rng() * GIFT_CARD_ALPHABET.length)],
    ).join('');
  const daysBack = (days: number) => new Date(at.now.getTime() - days * 86_400_000 - 3 * 3600_000);
  for (const card of DEMO_CARDS) {
    // Sold as POST gift-card sells one (a card and its issue row), with a code of the demo's own draw.
    const issuedAt = daysBack(card.issued);
    const [row] = await db
      .insert(giftCards)
      .values({
        businessId: at.businessId,
        code: code(),
        balance: card.amount,
        buyerEmail: card.buyer,
        recipientEmail: card.recipient ?? null,
        message: card.message ?? null,
        paymentMode: card.paymentMode,
        createdAt: issuedAt,
      })
      .returning();
    await db.insert(giftCardTransactions).values({
      businessId: at.businessId,
      cardId: row!.id,
      type: 'issue',
      amount: card.amount,
      balanceAfter: card.amount,
      paymentMode: card.paymentMode,
      userId: at.owner.userId,
      byName: at.owner.name,
      createdAt: issuedAt,
    });
    for (const move of card.moves) {
      const actor = { ...(move.byManager ? at.manager : at.owner), at: daysBack(move.days) };
      if (move.amount > 0)
        await reloadGiftCard(db, at.businessId, actor, { code: row!.code, amount: move.amount, payment_mode: 'cash' });
      else await redeemGiftCard(db, at.businessId, actor, { code: row!.code, amount: -move.amount });
    }
  }
}
