import { cardDigits, cardRequest, type CardRequest } from '@/lib/contract';

/** The card form's schema is the contract's: its texts are validation.cardNumber, cardExpiry, cardCvc. */
export const cardForm = cardRequest;
export type CardFormValues = CardRequest;
export const CARD_FIELDS = ['card_number', 'card_expiry', 'card_cvc', 'card_name'] as const;
export const emptyCard: CardFormValues = { card_number: '', card_expiry: '', card_cvc: '', card_name: '' };

/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card (at most 19 digits). */
export function groupCardNumber(text: string): string {
  return cardDigits(text)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1234" → "12/34": the slash comes by itself once the year is being typed, so erasing it back
 * to "12" works; a slash typed after the month stays.
 */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && text.includes('/') ? `${digits}/` : digits;
}
