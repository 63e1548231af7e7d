import { checkPostalCode, POSTAL_CODE_MAX } from '@/lib/contract';

describe('checkPostalCode: the rule of the address country, shared by the forms and the API', () => {
  test.each([
    ['H2X 1Y4', 'H2X 1Y4'],
    ['h2x1y4', 'H2X 1Y4'],
    [' k1a 0a6 ', 'K1A 0A6'],
    ['A1A1A1', 'A1A 1A1'],
  ])('Canada: %p is kept as %p', (raw, kept) => {
    expect(checkPostalCode('CA', raw)).toEqual({ ok: true, value: kept });
    expect(checkPostalCode('ca', raw)).toEqual({ ok: true, value: kept });
  });

  test.each(['12345', 'H2X-1Y4', 'H2X  1Y4', 'HH2 1Y4', 'H2X 1Y', 'H2X 1Y44', ''])('Canada refuses %p', (raw) => {
    expect(checkPostalCode('CA', raw)).toEqual({ ok: false, message: 'validation.postalCodeCA' });
  });

  test.each(['12345', '12345-6789', ' 10001 '])('United States: %p is a ZIP', (raw) => {
    expect(checkPostalCode('US', raw)).toEqual({ ok: true, value: raw.trim() });
  });

  test.each(['1234', '123456', '12345-678', '123456789', 'H2X 1Y4', '12345 6789'])(
    'United States refuses %p',
    (raw) => {
      expect(checkPostalCode('US', raw)).toEqual({ ok: false, message: 'validation.zipUS' });
    },
  );

  test('other countries (or none chosen yet): free text up to the length limit', () => {
    expect(checkPostalCode('FR', '75001')).toEqual({ ok: true, value: '75001' });
    expect(checkPostalCode(undefined, 'SW1A 1AA')).toEqual({ ok: true, value: 'SW1A 1AA' });
    expect(checkPostalCode('GB', 'x'.repeat(POSTAL_CODE_MAX + 1))).toEqual({
      ok: false,
      message: 'validation.postalCodeLength',
    });
  });
});
