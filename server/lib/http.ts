import type { Context } from 'hono';
import type { z } from 'zod';
import { t, tValidation, type Lang, type ServerTextKey } from '../i18n';
import type { ClientDevice } from '../services/tokens';
import type { AppEnv } from '../types';

export type FieldErrors = Record<string, string[]>;

type ErrorBody = { message: string; errors?: FieldErrors; [extra: string]: unknown };

/**
 * A failure with its wire body `{message, errors?, ...}`; app.onError turns it into the reply. The
 * body may be written later in the caller's language, so services throw without knowing it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    private readonly bodyIn: ErrorBody | ((lang: Lang) => ErrorBody),
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof bodyIn === 'function' ? `API error ${status}` : bodyIn.message);
  }

  body(lang: Lang): ErrorBody {
    return typeof this.bodyIn === 'function' ? this.bodyIn(lang) : this.bodyIn;
  }
}

type TextParams = Record<string, string | number>;

export function fail(status: ApiError['status'], key: ServerTextKey, params?: TextParams): ApiError {
  return new ApiError(status, (lang) => ({ message: t(lang, key, params) }));
}

/** 422 on one field with a server text, e.g. a wrong code or a taken e-mail. */
export function fieldFail(field: string, key: ServerTextKey, params?: TextParams): ApiError {
  return new ApiError(422, (lang) => {
    const text = t(lang, key, params);
    return { message: text, errors: { [field]: [text] } };
  });
}

/** 404 unless the row was found: an id of another business or location reads as unknown, never as "elsewhere". */
export async function foundOr404<T>(row: T | undefined | Promise<T | undefined>, key: ServerTextKey): Promise<T> {
  const found = await row;
  if (found === undefined) throw fail(404, key);
  return found;
}

function issueText(lang: Lang, issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return tValidation(lang, issue.message);
  // Fields without their own rule text (a missing device_id, a number sent as a string...).
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return tValidation(lang, 'validation.required');
  return tValidation(lang, 'validation.invalid');
}

export function validationError(lang: Lang, issues: z.core.$ZodIssue[]): ApiError {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const text = issueText(lang, issue);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fieldsFail(lang, errors);
}

/** Reads the JSON body and validates it with a contract schema: 400 if not JSON, 422 if invalid. */
export async function readBody<S extends z.ZodType, E extends AppEnv>(c: Context<E>, schema: S): Promise<z.output<S>> {
  const lang = c.get('lang');
  const raw = await c.req.text();
  let data: unknown = {};
  if (raw.trim() !== '') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw new ApiError(400, { message: t(lang, 'badJson') });
    }
  }
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(lang, result.error.issues);
  return result.data;
}

/** Validates a value against the given field errors of a later check (e.g. a foreign key). */
export function fieldsFail(lang: Lang, errors: FieldErrors): ApiError {
  return new ApiError(422, { message: tValidation(lang, 'validation.invalid'), errors });
}

/** The same with a server text per field, written in the caller's language when answered. */
export function fieldKeysFail(keys: Record<string, ServerTextKey>): ApiError {
  return new ApiError(422, (lang) => {
    const errors = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, [t(lang, key)]]));
    return fieldsFail(lang, errors).body(lang);
  });
}

/** The device the client says it is (headers the BFF forwards, SPEC §7), with the body's device id. */
export function clientDevice<E extends AppEnv>(c: Context<E>, deviceId?: string): ClientDevice {
  const header = (name: string) => c.req.header(name)?.slice(0, 128) ?? null;
  return {
    deviceId: deviceId ?? null,
    deviceType: header('x-device-type'),
    clientId: header('x-client-id'),
    appVersion: header('x-app-version'),
  };
}
