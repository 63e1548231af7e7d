import { centsToDecimal, currencyAffix, formatMoney } from '@/lib/money';

// Intl separates groups and the currency sign with no-break spaces (U+00A0 or U+202F).
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('centsToDecimal', () => {
  test('splits whole cents exactly, sign first', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(99)).toBe('0.99');
    expect(centsToDecimal(1234)).toBe('12.34');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(-123456)).toBe('-1234.56');
    expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  test('refuses fractions of a cent and non-numbers', () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
    expect(() => centsToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  test('en-US in USD', () => {
    expect(formatMoney(1234, 'USD', 'en-US')).toBe('$12.34');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney(99, 'USD', 'en-US')).toBe('$0.99');
    expect(formatMoney(123456789, 'USD', 'en-US')).toBe('$1,234,567.89');
    expect(formatMoney(-1999, 'USD', 'en-US')).toBe('-$19.99');
  });

  test('fr-CA in CAD', () => {
    expect(spaces(formatMoney(1234, 'CAD', 'fr-CA'))).toBe('12,34 $');
    expect(spaces(formatMoney(123456789, 'CAD', 'fr-CA'))).toBe('1 234 567,89 $');
    expect(spaces(formatMoney(1, 'CAD', 'fr-CA'))).toBe('0,01 $');
  });

  test('keeps every cent of amounts a float would round', () => {
    // 0.1 + 0.2 style drift cannot happen: the digits never pass through a float.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(1005, 'USD', 'en-US')).toBe('$10.05');
  });

  test('accepts a lower-case currency code from the wire', () => {
    expect(formatMoney(500, 'usd', 'en-US')).toBe('$5.00');
  });
});

describe("one way to show money: the field sign is the lists' sign", () => {
  test('a money field puts the sign where formatMoney does', () => {
    expect(currencyAffix('CAD', 'en')).toEqual({ sign: 'CA$', position: 'start' });
    expect(formatMoney(1250, 'CAD', 'en').startsWith('CA$')).toBe(true);
    expect(currencyAffix('CAD', 'fr')).toEqual({ sign: '$CA', position: 'end' });
    expect(formatMoney(1250, 'CAD', 'fr').endsWith('$CA')).toBe(true);
    expect(currencyAffix('usd', 'en')).toEqual({ sign: '$', position: 'start' });
  });

  test('narrow display drops the country from the sign (billing names its currency once)', () => {
    expect(formatMoney(2900, 'USD', 'fr')).toMatch(/\$US$/);
    expect(spaces(formatMoney(2900, 'USD', 'fr', 'narrow'))).toBe('29,00 $');
    expect(formatMoney(2900, 'CAD', 'en', 'narrow')).toBe('$29.00');
  });
});
