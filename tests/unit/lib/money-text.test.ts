import { moneyText, parseMoneyText } from '@/lib/contract/money-text';
import { centsToInput } from '@/lib/money';

describe('parseMoneyText: dollars typed by a merchant → cents', () => {
  test.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12,50', 1250],
    ['0.99', 99],
    ['.99', 99],
    ['$1,234.56', 123456],
    ['1 234,56 $', 123456],
    ['1.234,56', 123456],
    ['1,234', 123400],
    ['  7 ', 700],
    ['-3.10', -310],
    ['CA$12.50', 1250],
    ['12,50 $CA', 1250],
    ['US$ 3', 300],
  ])('%p → %p', (text, cents) => expect(parseMoneyText(text)).toBe(cents));

  test.each(['', 'abc', '12.345.6', '1,2,3', '12.5.0', '$', '1e3', '12.999'])('%p is not an amount', (text) => {
    expect(parseMoneyText(text)).toBeNull();
  });

  test('no float rounding: 0.29 and 1.15 stay exact', () => {
    expect(parseMoneyText('0.29')).toBe(29);
    expect(parseMoneyText('1.15')).toBe(115);
    expect(parseMoneyText('19.99')).toBe(1999);
  });
});

describe('moneyText form schema', () => {
  const required = moneyText({ required: true, allowZero: true });
  const optional = moneyText();
  const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  test('required: blank refused, "0" accepted, text → cents', () => {
    expect(firstMessage(required.safeParse(''))).toBe('validation.required');
    expect(required.parse('0')).toBe(0);
    expect(required.parse('12,50')).toBe(1250);
  });

  test('optional: blank is null', () => expect(optional.parse('  ')).toBeNull());

  test('bad, negative and huge amounts get their own messages', () => {
    expect(firstMessage(required.safeParse('12.3.4'))).toBe('validation.money');
    expect(firstMessage(required.safeParse('-1'))).toBe('validation.moneyNegative');
    expect(firstMessage(required.safeParse('1000000'))).toBe('validation.moneyTooLarge');
  });
});

describe('centsToInput', () => {
  test('English uses a point, French a comma; null is blank', () => {
    expect(centsToInput(1250)).toBe('12.50');
    expect(centsToInput(5, 'fr')).toBe('0,05');
    expect(centsToInput(null)).toBe('');
  });
});
