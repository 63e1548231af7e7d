import { parseMoneyText } from '@/lib/contract/money-text';

export type PriceMode = 'none' | 'amount' | 'percent';

/** Typed signs vary: "+10", "−5" (a real minus from a phone keyboard), "- 5". */
function normalizeSign(text: string): string {
  return text
    .trim()
    .replace(/^\u2212/, '-')
    .replace(/^\+/, '')
    .replace(/^-\s+/, '-');
}

/** "10", "-5", "+2.5", "2,5" → percent; null when not a percentage between -100 and 1000. */
export function parsePercentText(text: string): number | null {
  const t = normalizeSign(text).replace(/\s*%$/, '');
  if (!/^-?\d{1,4}([.,]\d{1,2})?$/.test(t)) return null;
  const value = Number(t.replace(',', '.'));
  return value >= -100 && value <= 1000 ? value : null;
}

/** "+1.50", "-1,50", "−$2" → signed cents; null when not an amount. */
export function parseSignedMoneyText(text: string): number | null {
  return parseMoneyText(normalizeSign(text));
}

/** The price part of item/bulk, or an error key of `menuTools.bulk`. */
export function priceChange(
  mode: PriceMode,
  text: string,
): { mode: 'amount' | 'percent'; value: number } | undefined | { error: string } {
  if (mode === 'none') return undefined;
  const value = mode === 'percent' ? parsePercentText(text) : parseSignedMoneyText(text);
  if (value === null) return { error: mode === 'percent' ? 'percentInvalid' : 'amountInvalid' };
  if (value === 0) return { error: 'zero' };
  return { mode, value };
}
