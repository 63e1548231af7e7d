import { z } from 'zod';

/**
 * Dollars as a merchant types them ("12", "12.5", "12,50", "$1,234.56", "CA$3", "1 234,56 $") → integer
 * cents, or null when the text is not an amount with at most two decimals. Pure string work: no
 * float ever carries a price (SPEC §9). The last "." or "," followed by 1–2 digits is the decimal
 * mark; other separators (",", ".", spaces) are read as thousands separators.
 */
export function parseMoneyText(raw: string): number | null {
  // The sign a money field shows may be typed or pasted too: "CA$" and "US$" (English), "$CA" (French).
  let text = raw.replace(/[A-Za-z]{0,2}\$[A-Za-z]{0,2}|[\s\u00a0\u202f€£]/g, '');
  let sign = 1;
  if (text.startsWith('-')) {
    sign = -1;
    text = text.slice(1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const wholePart = decimal ? text.slice(0, decimal.index) : text;
  // The decimal mark cannot also group thousands ("12.345.6").
  if (decimal && wholePart.includes(text[decimal.index]!)) return null;
  // "12.999" is three decimals typed by mistake, not twelve thousand: refused rather than guessed.
  // "1,234" (English thousands) is accepted.
  if (!decimal && /^\d+\.\d{3}$/.test(wholePart)) return null;
  if (!/^\d{1,3}([.,]\d{3})*$|^\d*$/.test(wholePart)) return null;
  const whole = wholePart.replace(/[.,]/g, '') || '0';
  const cents = (decimal?.[1] ?? '').padEnd(2, '0');
  const value = Number(whole) * 100 + Number(cents);
  if (!Number.isSafeInteger(value)) return null;
  return sign * value;
}

export const MONEY_MAX_CENTS = 99_999_999;

/** Form field for an amount typed in dollars; the parsed value is cents. */
export const moneyText = (opts: { required?: boolean; allowZero?: boolean } = {}) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') {
        if (opts.required) ctx.addIssue({ code: 'custom', message: 'validation.required' });
        return null;
      }
      const cents = parseMoneyText(v);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.money' });
        return z.NEVER;
      }
      if (cents < 0 || (!opts.allowZero && cents === 0 && opts.required)) {
        ctx.addIssue({ code: 'custom', message: cents < 0 ? 'validation.moneyNegative' : 'validation.moneyPositive' });
        return z.NEVER;
      }
      if (cents > MONEY_MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: 'validation.moneyTooLarge' });
        return z.NEVER;
      }
      return cents;
    });
