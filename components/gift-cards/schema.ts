import { z } from 'zod';
import {
  email,
  giftCardAmount,
  giftCardIssueRequest,
  giftCardRedeemRequest,
  giftCardReloadRequest,
  moneyText,
  type GiftCardPaymentMode,
} from '@/lib/contract';

/**
 * The dialogs' schemas: the contract's requests, with the amount typed in dollars (either decimal
 * mark) turned into cents and then held to the contract's own limits, so the form refuses what
 * the API would, on the same field.
 */
const amountText = () =>
  moneyText({ required: true })
    // moneyText({required}) only lets a filled amount through; the fallback is for the type.
    .transform((cents) => cents ?? 0)
    .pipe(giftCardAmount());

export const issueForm = giftCardIssueRequest.omit({ reserved_code: true }).extend({ amount: amountText() });
export const reloadForm = giftCardReloadRequest.extend({ amount: amountText() });
export const redeemForm = giftCardRedeemRequest.extend({ amount: amountText() });
/** Resend: where to; an address other than the card's own replaces its recipient. */
export const resendForm = z.object({ email: email() });

export type IssueFormIn = z.input<typeof issueForm>;
export type ReloadFormIn = z.input<typeof reloadForm>;
export type RedeemFormIn = z.input<typeof redeemForm>;
export type ResendFormIn = z.input<typeof resendForm>;

/** A sale at the counter is paid by card more often than not. */
export const DEFAULT_PAYMENT_MODE: GiftCardPaymentMode = 'card';

export const ISSUE_FIELDS = ['amount', 'buyer_email', 'recipient_email', 'message', 'payment_mode'] as const;
export const RELOAD_FIELDS = ['code', 'amount', 'payment_mode'] as const;
export const REDEEM_FIELDS = ['code', 'amount'] as const;
export const RESEND_FIELDS = ['email'] as const;
