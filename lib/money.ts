/**
 * Money is integer cents everywhere but on screen (SPEC §9, DESIGN §4.5). Conversion to a
 * decimal goes through a string so that no float ever carries a price: Intl.NumberFormat
 * accepts decimal strings and formats them exactly.
 */

/** 1234 → "12.34", -5 → "-0.05". Throws on anything that is not a whole number of cents. */
export function centsToDecimal(cents: number): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
}

/**
 * How the currency shows: `symbol` (the default) is Intl's own, which tells currencies apart in
 * that language ("CA$" and "$" in English, "$CA" and "$US" in French); `narrow` is the bare sign
 * ("$"), for a page that names its currency once in words (billing).
 */
export type CurrencyDisplay = 'symbol' | 'narrow';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string, display: CurrencyDisplay): Intl.NumberFormat {
  const key = `${locale}|${currency}|${display}`;
  let f = formatters.get(key);
  if (!f) {
    // SPEC §9 shows every amount with two decimals, whatever the currency's usual digits.
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display === 'narrow' ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * The one way an amount shows (lists, forms, billing). formatMoney(1234, 'USD', 'en-US') →
 * "$12.34"; formatMoney(1234, 'CAD', 'en') → "CA$12.34"; formatMoney(1234, 'CAD', 'fr-CA') → "12,34 $".
 */
export function formatMoney(
  cents: number,
  currency: string,
  locale: string,
  display: CurrencyDisplay = 'symbol',
): string {
  return formatter(currency.toUpperCase(), locale, display).format(centsToDecimal(cents));
}

/**
 * The currency sign formatMoney writes, and on which side of the number: what a money field
 * shows beside the amount typed, so the form and the lists agree ("CA$" before in English,
 * "$CA" after in French).
 */
export function currencyAffix(currency: string, locale: string): { sign: string; position: 'start' | 'end' } {
  const parts = formatter(currency.toUpperCase(), locale, 'symbol').formatToParts(1);
  const at = parts.findIndex((p) => p.type === 'currency');
  const number = parts.findIndex((p) => p.type === 'integer');
  return { sign: parts[at]?.value ?? currency, position: at > number ? 'end' : 'start' };
}

/** Cents → the text a money field starts with: "12.50" (en) or "12,50" (fr); "" for null. */
export function centsToInput(cents: number | null | undefined, locale = 'en'): string {
  if (cents == null) return '';
  const text = centsToDecimal(cents);
  return locale.startsWith('fr') ? text.replace('.', ',') : text;
}

export { parseMoneyText } from './contract/money-text';
