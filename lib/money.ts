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

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    // SPEC §9 shows every amount with two decimals, whatever the currency's usual digits.
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/** formatMoney(1234, 'USD', 'en-US') → "$12.34"; formatMoney(1234, 'CAD', 'fr-CA') → "12,34 $". */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return formatter(currency.toUpperCase(), locale).format(centsToDecimal(cents));
}

/** Cents → the text a money field starts with: "12.50" (en) or "12,50" (fr); "" for null. */
export function centsToInput(cents: number | null | undefined, locale = 'en'): string {
  if (cents == null) return '';
  const text = centsToDecimal(cents);
  return locale.startsWith('fr') ? text.replace('.', ',') : text;
}

export { parseMoneyText } from './contract/money-text';
