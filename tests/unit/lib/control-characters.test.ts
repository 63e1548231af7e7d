import {
  categoryRequest,
  itemRequest,
  lineText,
  multilineText,
  optionalText,
  plainString,
  requiredText,
  V,
} from '@/lib/contract';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('text rules refuse control characters (issue 10)', () => {
  const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];

  test.each(controls.map((c) => [JSON.stringify(c), c]))('%s inside one-line text is the controlChars key', (_, c) => {
    for (const schema of [lineText(), requiredText(64), optionalText(64), plainString()]) {
      expect(messages(schema.safeParse(`a${c}b`))).toEqual([V.controlChars]);
    }
  });

  test('one-line text refuses tab and line breaks inside, but trims them at the ends', () => {
    expect(messages(lineText().safeParse('a\tb'))).toEqual([V.controlChars]);
    expect(messages(lineText().safeParse('a\nb'))).toEqual([V.controlChars]);
    expect(lineText().parse('  name\n')).toBe('name');
  });

  test('multi-line text keeps tab and line breaks, refuses the other controls', () => {
    expect(multilineText().parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    for (const c of controls) expect(messages(multilineText().safeParse(`a${c}b`))).toEqual([V.controlChars]);
  });

  test('half of a surrogate pair is the brokenCharacter key; a whole pair (emoji) passes', () => {
    for (const schema of [lineText(), multilineText(), plainString(), requiredText(64)]) {
      expect(messages(schema.safeParse('a\ude79b'))).toEqual([V.brokenCharacter]);
      expect(messages(schema.safeParse('a\ud83cb'))).toEqual([V.brokenCharacter]);
      expect(schema.safeParse('a🍮b').success).toBe(true);
    }
  });

  test('ordinary text, accents and emoji pass; blank stays "required"', () => {
    expect(requiredText(64).parse('Crème brûlée 🍮')).toBe('Crème brûlée 🍮');
    expect(messages(requiredText(64).safeParse('   '))).toEqual([V.required]);
  });

  test('the contract schemas use them: a category name, an item description', () => {
    expect(messages(categoryRequest.safeParse({ name: 'Mai\u0000ns' }))).toEqual([V.controlChars]);
    const item = { name: 'Poutine', price: 100, category_id: 'c1' };
    expect(messages(itemRequest.safeParse({ ...item, description: 'x\u0000' }))).toEqual([V.controlChars]);
    expect(itemRequest.parse({ ...item, description: 'line\nbreak' }).description).toBe('line\nbreak');
  });
});
