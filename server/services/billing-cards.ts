import { randomBytes } from 'node:crypto';
import type { ServerTextKey } from '../i18n';

export interface CardInput {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  name: string;
}

/** What is kept of a card: the provider's token, brand and last 4 digits, never the number. */
export interface SavedCard {
  paymentMethod: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type AttachResult = { ok: true; card: SavedCard } | { ok: false; reason: ServerTextKey };

export type ChargeResult =
  | { status: 'succeeded' }
  | { status: 'declined'; reason: ServerTextKey }
  /** The card holder must confirm (3-D Secure); `confirm(actionId)` completes it. */
  | { status: 'requires_action'; actionId: string };

/**
 * What billing needs from a card processor. A real one (Stripe …) would tokenise the card in the
 * browser and call its API here; the rows and the subscription's rules stay in services/billing.
 */
export interface CardProvider {
  /** Checks the card and saves it with the provider. */
  attach(card: CardInput, now: Date): Promise<AttachResult>;
  /** Charges cents. `offSession`: a renewal or retry, with nobody there to confirm. */
  charge(paymentMethod: string, amount: number, opts: { offSession: boolean }): Promise<ChargeResult>;
  /** Completes a charge the card holder has confirmed. */
  confirm(actionId: string): Promise<ChargeResult>;
}

/**
 * The test cards of the built-in provider (the numbers card processors use in their test modes).
 * `later`: attaches and pays while the owner is there, fails off-session (renewals, retries).
 */
const TEST_CARDS: Record<string, 'ok' | 'decline' | 'auth' | 'later'> = {
  '4242424242424242': 'ok',
  '5555555555554444': 'ok',
  '4000000000000002': 'decline',
  '4000002500003155': 'auth',
  '4000000000000341': 'later',
};

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The built-in test provider: no external call. Its payment method token carries the card's test
 * behaviour (`pm_test_later_…`), so renewals know what the card does without keeping its number.
 */
export const testCardProvider: CardProvider = {
  async attach(card, now) {
    if (!luhn(card.number)) return { ok: false, reason: 'cardNumberInvalid' };
    const endOfExpiry = new Date(Date.UTC(card.expYear, card.expMonth, 1));
    if (endOfExpiry <= now) return { ok: false, reason: 'cardExpired' };
    const behaviour = TEST_CARDS[card.number];
    if (!behaviour) return { ok: false, reason: 'cardTestOnly' };
    if (behaviour === 'decline') return { ok: false, reason: 'cardDeclined' };
    return {
      ok: true,
      card: {
        paymentMethod: `pm_test_${behaviour}_${randomBytes(8).toString('hex')}`,
        brand: brandOf(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
    };
  },
  async charge(paymentMethod, _amount, { offSession }) {
    const behaviour = /^pm_test_([a-z]+)_/.exec(paymentMethod)?.[1];
    if (behaviour === 'later' && offSession) return { status: 'declined', reason: 'cardDeclinedLater' };
    if (behaviour === 'auth' && !offSession)
      return { status: 'requires_action', actionId: `pi_test_${randomBytes(8).toString('hex')}` };
    if (behaviour === 'ok' || behaviour === 'later' || behaviour === 'auth') return { status: 'succeeded' };
    return { status: 'declined', reason: 'cardDeclined' };
  },
  async confirm(actionId) {
    return actionId.startsWith('pi_test_') ? { status: 'succeeded' } : { status: 'declined', reason: 'cardDeclined' };
  },
};

/** The card processor: the built-in test provider until a real one is configured. */
export const cardProvider: CardProvider = testCardProvider;
