import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderType } from '../../../lib/contract';
import { id, ts, createdAt } from './columns';
import { businessColumn, users } from './accounts';
import { orders } from './orders';

/** Gift cards, customer marks and coupons. */

/**
 * Gift cards of a business (issue 16): usable at any of its locations. `code` is the bearer
 * secret (16 characters of an unambiguous alphabet, server/services/gift-card-codes.ts), unique
 * across businesses so a code names one card. Money in cents; the check keeps a balance from
 * ever going below zero, whatever a caller races. `reserved`: a code set aside for an online sale
 * (GET gift-card/digital), not sold yet, so not counted anywhere.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    businessId: businessColumn(),
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['active', 'reserved'] })
      .notNull()
      .default('active'),
    balance: integer('balance').notNull().default(0),
    buyerEmail: text('buyer_email'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    paymentMode: text('payment_mode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_cards_business_idx').on(t.businessId, t.createdAt),
    check('gift_cards_balance_check', sql`${t.balance} >= 0`),
  ],
);

/**
 * Every change of a gift card, one row each: its type, the signed amount in cents, the balance
 * after it, who did it (the member's name as it was) and when. Summaries and history read these.
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: id(),
    businessId: businessColumn(),
    cardId: text('card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['issue', 'import', 'reload', 'redeem', 'resend'] }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    paymentMode: text('payment_mode'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.cardId, t.createdAt),
    index('gift_card_transactions_business_idx').on(t.businessId, t.type, t.createdAt),
    check('gift_card_transactions_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * What the business decided about a customer (issue 16). Customers themselves are read from the
 * orders, keyed by e-mail, else phone, else name (services/customers.ts `customerKey`); this row
 * holds the block and the deletion. A deleted customer's earlier orders stay (they are the
 * business's records) but no longer count: one who orders again comes back as new.
 */
export const customerMarks = pgTable(
  'customer_marks',
  {
    id: id(),
    businessId: businessColumn(),
    key: text('key').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    deletedAt: ts('deleted_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_marks_business_key_idx').on(t.businessId, t.key)],
);

/** Coupons of a business (issue 16): `amount` in cents (fixed) or whole percent; code unique per business, any case. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    businessId: businessColumn(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
    amount: integer('amount').notNull(),
    minimumPurchase: integer('minimum_purchase').notNull().default(0),
    validity: text('validity', { enum: ['always', 'period', 'recurring'] }).notNull(),
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    days: jsonb('days').$type<number[]>().notNull().default([]),
    // Minutes after local midnight (the ordering location's clock).
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    orderTypes: jsonb('order_types').$type<OrderType[]>().notNull(),
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_business_code_idx').on(t.businessId, sql`lower(${t.code})`),
    check('coupons_amount_check', sql`${t.amount} > 0 and ${t.minimumPurchase} >= 0`),
  ],
);

/** One row per order that used a coupon: the per-customer and total limits count these, results sum them. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    businessId: businessColumn(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_uses_coupon_idx').on(t.couponId, t.customerKey),
    index('coupon_uses_business_idx').on(t.businessId, t.createdAt),
  ],
);
