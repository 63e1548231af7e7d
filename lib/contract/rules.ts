import { z } from 'zod';
import { lastTenDigits, phoneDigits, V } from './plain/rules';

export * from './plain/rules';

/**
 * C0 control characters and DEL belong in no field (PostgreSQL refuses NUL in text outright);
 * multi-line text keeps tab, line feed and carriage return.
 */
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const NO_CONTROL_MULTILINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** True when `value` holds a C0 control character or DEL (an id in a path that cannot exist). */
export const hasControlCharacters = (value: string) => !NO_CONTROL.test(value);

/**
 * A string of whole characters: JSON's \\uXXXX escapes can carry half of a surrogate pair, which
 * no database text column accepts (PostgreSQL: "invalid byte sequence for encoding UTF8").
 */
const wellFormed = () => z.string({ error: V.required }).refine((v) => v.isWellFormed(), V.brokenCharacter);

/** A one-line string, untrimmed (ids, codes): no control characters. */
export const plainString = () => wellFormed().regex(NO_CONTROL, V.controlChars);

/** A one-line text field: trimmed, then refused with a field error if it holds a control character. */
export const lineText = () => wellFormed().trim().regex(NO_CONTROL, V.controlChars);

/** A multi-line text field (descriptions, notes): tab and line breaks allowed, other controls refused. */
export const multilineText = () => wellFormed().trim().regex(NO_CONTROL_MULTILINE, V.controlChars);

const trimmed = lineText;

export const requiredText = (max: 64 | 180 | 255 = 255) =>
  trimmed()
    .min(1, V.required)
    .max(max, max === 64 ? V.max64 : max === 180 ? V.max180 : V.max255);

/** Blank (or only spaces) means "not given": the field is left out rather than sent as "". */
export const optionalText = (max: 64 | 180 | 255 = 255) =>
  lineText()
    .max(max, max === 64 ? V.max64 : max === 180 ? V.max180 : V.max255)
    .optional()
    .transform((v) => (v ? v : undefined));

export const email = () =>
  trimmed()
    .min(1, V.required)
    .max(64, V.max64)
    .pipe(z.email(V.email))
    .transform((e) => e.toLowerCase());

export const password = () => z.string({ error: V.required }).min(1, V.required).min(8, V.password).max(32, V.password);

export const personName = () => requiredText(64);

/** 6-digit e-mail confirmation or password reset code. */
export const confirmationCode = () => trimmed().regex(/^\d{6}$/, V.code);

export const phone = () =>
  trimmed()
    .min(1, V.required)
    .refine((v) => {
      const d = phoneDigits(v);
      return d.length >= 10 && d.length <= 15 && !/^(\d)\1+$/.test(d);
    }, V.phone)
    .transform(lastTenDigits);

export const optionalPhone = () =>
  lineText()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .refine((v) => {
          const d = phoneDigits(v);
          return d.length >= 10 && d.length <= 15;
        }, V.phone)
        .transform(lastTenDigits)
        .optional(),
    );

export const website = () =>
  trimmed()
    .max(255, V.max255)
    .refine((v) => v === '' || /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i.test(v), V.url)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Two password fields that must match; attaches the mismatch to the confirmation field. */
export function withPasswordConfirmation<
  T extends z.ZodObject<{ password: z.ZodType<string>; password_confirmation: z.ZodType<string> }>,
>(schema: T) {
  return schema.refine(
    (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation,
    {
      message: V.passwordMatch,
      path: ['password_confirmation'],
    },
  );
}

/** Device id of SPEC §9: 48 characters, made once per browser. */
export const deviceId = () => z.string().regex(/^[A-Za-z0-9]{48}$/, V.required);
