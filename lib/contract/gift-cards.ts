import { z } from 'zod';
import { isoDay } from './orders';
import { V } from './plain/rules';
import { email, lineText, multilineText } from './rules';

/** Gift-card field rules; texts in the `validation` namespace. */
export const GV = {
  amount: 'validation.giftCardAmount',
  code: 'validation.giftCardCode',
} as const;

/** The most one issue or reload may load: $1,000.00 (the largest card a merchant usually sells). */
export const GIFT_CARD_MAX_CENTS = 100_000;
/** Codes are read aloud and typed at a counter: no 0/O, 1/I/L, 2/Z, 5/S, 8/B (docs/decisions.md). */
export const GIFT_CARD_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const GIFT_CARD_CODE_LENGTH = 16;

export const giftCardPaymentModes = ['cash', 'card', 'online', 'complimentary'] as const;
export type GiftCardPaymentMode = (typeof giftCardPaymentModes)[number];
export const giftCardTransactionTypes = ['issue', 'import', 'reload', 'redeem', 'resend'] as const;
export type GiftCardTransactionType = (typeof giftCardTransactionTypes)[number];

/** Cents of one issue, reload or redeem: 1 to GIFT_CARD_MAX_CENTS. */
export const giftCardAmount = () =>
  z.number({ error: GV.amount }).int(GV.amount).min(1, GV.amount).max(GIFT_CARD_MAX_CENTS, GV.amount);

/**
 * A code as a person types it: any case, with spaces or dashes between groups. Imported cards
 * keep the codes they were printed with (4 to 32 letters or digits); cards issued here are 16.
 */
export const giftCardCode = () =>
  z
    .string({ error: V.required })
    .transform((s) => s.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, V.required)
        .regex(/^[A-Z0-9]{4,32}$/, GV.code),
    );

const optionalEmail = () =>
  z
    .union([z.literal(''), email()])
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST gift-card: sells (issues) a card; `reserved_code` activates a code from GET gift-card/digital. */
export const giftCardIssueRequest = z.object({
  amount: giftCardAmount(),
  buyer_email: email(),
  recipient_email: optionalEmail(),
  message: multilineText().max(255, V.max255).optional(),
  payment_mode: z.enum(giftCardPaymentModes, { error: V.choice }),
  reserved_code: giftCardCode().optional(),
});
/** POST gift-card/reload-card: adds money to a card. */
export const giftCardReloadRequest = z.object({
  code: giftCardCode(),
  amount: giftCardAmount(),
  payment_mode: z.enum(giftCardPaymentModes, { error: V.choice }),
});
/** POST gift-card/redeem: spends from a card; never more than its balance. */
export const giftCardRedeemRequest = z.object({ code: giftCardCode(), amount: giftCardAmount() });
/** POST gift-card/{id}/resend: to the recipient (else the buyer), or to a corrected e-mail that replaces it. */
export const giftCardResendRequest = z.object({ email: optionalEmail() });
/**
 * POST gift-card/import: the CSV text (header `code,balance[,recipient_email]`, balance in dollars).
 * `confirm` false: a preview, nothing written; true: every row or none.
 */
export const giftCardImportRequest = z.object({
  csv: z.string({ error: V.required }).min(1, V.required).max(500_000, V.max255),
  confirm: z.boolean().default(false),
});
/** GET gift-card?search=: code or e-mail, case-insensitive. */
export const giftCardListQuery = z.object({ search: lineText().max(64, V.max64).optional() });
/** GET gift-card/summary/sale and summary/redeem: inclusive local days of the caller's location. */
export const giftCardSummaryQuery = z.object({ from: isoDay(), to: isoDay() });

export const giftCard = z.object({
  _id: z.string(),
  code: z.string(),
  balance: z.number().int(),
  buyer_email: z.string().nullable(),
  recipient_email: z.string().nullable(),
  message: z.string().nullable(),
  payment_mode: z.string(),
  created_at: z.string(),
});
export type GiftCard = z.infer<typeof giftCard>;

export const giftCardTransaction = z.object({
  _id: z.string(),
  card_id: z.string(),
  code: z.string(),
  type: z.enum(giftCardTransactionTypes),
  /** Signed cents: positive loads the card, negative spends from it, 0 for a resend. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  payment_mode: z.string().nullable(),
  by: z.string(),
  created_at: z.string(),
});
export type GiftCardTransaction = z.infer<typeof giftCardTransaction>;

/** GET gift-card: the figures (cents) and the cards, newest first. */
export const giftCardsReply = z.object({
  gift_issued: z.number().int(),
  gift_redeemed: z.number().int(),
  gift_unredeemed: z.number().int(),
  gift_cards: z.array(giftCard),
  payment_mode: z.array(z.enum(giftCardPaymentModes)),
});
export const giftCardReply = z.object({ gift_card: giftCard, message: z.string() });
export const giftCardDigitalReply = z.object({ reserved_gift_card: z.object({ code: z.string() }) });
export const giftCardHistoryReply = z.object({
  gift_card: giftCard,
  transactions: z.array(giftCardTransaction),
  transaction_types: z.array(z.enum(giftCardTransactionTypes)),
});
export const giftCardSummaryReply = z.object({ transactions: z.array(giftCardTransaction), total: z.number().int() });

export const giftCardImportRow = z.object({
  line: z.number().int(),
  code: z.string(),
  balance: z.number().int(),
  recipient_email: z.string().nullable(),
});
/** Preview or result of an import; `errors` names each bad row (`line 3`: its problems). */
export const giftCardImportReply = z.object({
  rows: z.array(giftCardImportRow),
  errors: z.record(z.string(), z.array(z.string())),
  total: z.number().int(),
  imported: z.number().int(),
  message: z.string(),
});
