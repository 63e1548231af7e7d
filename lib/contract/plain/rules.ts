/**
 * Field rules of SPEC §5, shared by the forms and the reference API. Messages are keys of the
 * `validation` namespace in messages/*.json: the client translates them with next-intl, the
 * server with the caller's locale, so both say the same thing in the same language.
 */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  max64: 'validation.max64',
  max180: 'validation.max180',
  max255: 'validation.max255',
  password: 'validation.password',
  passwordMatch: 'validation.passwordMatch',
  phone: 'validation.phone',
  code: 'validation.code',
  url: 'validation.url',
  choice: 'validation.choice',
  controlChars: 'validation.controlChars',
  brokenCharacter: 'validation.brokenCharacter',
} as const;

/** Keeps only digits; a valid number has 10 to 15 of them (E.164 without the plus). */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** SPEC §5: phone numbers are shown (and stored) as their last 10 digits. */
export function lastTenDigits(raw: string): string {
  return phoneDigits(raw).slice(-10);
}
