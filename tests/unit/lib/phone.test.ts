import { caretAfterDigits, formatPhone, formatPhoneInput } from '@/lib/phone';

describe('formatPhone (SPEC §5: shown as the last 10 digits)', () => {
  test('groups ten digits the North American way', () => {
    expect(formatPhone('5145550199')).toBe('(514) 555-0199');
  });

  test('keeps only the last ten digits of a longer number, whatever its punctuation', () => {
    expect(formatPhone('15145550199')).toBe('(514) 555-0199');
    expect(formatPhone('+1 (514) 555-0199')).toBe('(514) 555-0199');
    expect(formatPhone('0033 5145550199')).toBe('(514) 555-0199');
  });

  test('groups a short number as far as it goes and shows nothing for nothing', () => {
    expect(formatPhone('514')).toBe('(514');
    expect(formatPhone('51455')).toBe('(514) 55');
    expect(formatPhone('5145550')).toBe('(514) 555-0');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatPhoneInput (what the field shows while typing)', () => {
  test('groups up to ten digits as they come', () => {
    expect(formatPhoneInput('5')).toBe('(5');
    expect(formatPhoneInput('(514) 5550')).toBe('(514) 555-0');
    expect(formatPhoneInput('514.555.0199')).toBe('(514) 555-0199');
  });

  test('keeps a country prefix visible in front of the last ten, up to 15 digits', () => {
    expect(formatPhoneInput('15145550199')).toBe('+1 (514) 555-0199');
    expect(formatPhoneInput('+33 1 23 45 67 89 0')).toBe('+33 (123) 456-7890');
    expect(formatPhoneInput('1234567890123456789')).toBe('+12345 (678) 901-2345');
  });

  test('drops everything that is not a digit', () => {
    expect(formatPhoneInput('abc')).toBe('');
  });
});

describe('caretAfterDigits', () => {
  test('puts the caret right after the n-th digit of the grouped text', () => {
    expect(caretAfterDigits('(514) 555-0199', 3)).toBe(4);
    expect(caretAfterDigits('(514) 555-0199', 4)).toBe(7);
    expect(caretAfterDigits('(514) 555-0199', 10)).toBe(14);
    expect(caretAfterDigits('(514) 555-0199', 0)).toBe(0);
    expect(caretAfterDigits('+1 (514) 555-0199', 0)).toBe(1);
  });
});
