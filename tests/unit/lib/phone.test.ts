import { caretAfterDigits, formatPhone, formatPhoneInput } from '@/lib/phone';

describe('formatPhone (SPEC §5: shown as the last 10 digits)', () => {
  test.each([
    // Ten digits, grouped the North American way.
    ['5145550199', '(514) 555-0199'],
    // Only the last ten digits of a longer number, whatever its punctuation.
    ['15145550199', '(514) 555-0199'],
    ['+1 (514) 555-0199', '(514) 555-0199'],
    ['0033 5145550199', '(514) 555-0199'],
    // A short number grouped as far as it goes; nothing for nothing.
    ['514', '(514'],
    ['51455', '(514) 55'],
    ['5145550', '(514) 555-0'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p is shown as %p', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});

describe('formatPhoneInput (what the field shows while typing)', () => {
  test.each([
    // Up to ten digits grouped as they come.
    ['5', '(5'],
    ['(514) 5550', '(514) 555-0'],
    ['514.555.0199', '(514) 555-0199'],
    // A country prefix stays visible in front of the last ten, up to 15 digits.
    ['15145550199', '+1 (514) 555-0199'],
    ['+33 1 23 45 67 89 0', '+33 (123) 456-7890'],
    ['1234567890123456789', '+12345 (678) 901-2345'],
    // Everything that is not a digit goes.
    ['abc', ''],
  ])('%p is shown as %p', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });
});

describe('caretAfterDigits: the caret right after the n-th digit of the grouped text', () => {
  test.each([
    ['(514) 555-0199', 3, 4],
    ['(514) 555-0199', 4, 7],
    ['(514) 555-0199', 10, 14],
    ['(514) 555-0199', 0, 0],
    ['+1 (514) 555-0199', 0, 1],
  ])('in %p after %p digits: %p', (grouped, digits, caret) => {
    expect(caretAfterDigits(grouped, digits)).toBe(caret);
  });
});
