import type { Context } from 'hono';
import type { z } from 'zod';
import { t, tValidation, type Lang, type ServerTextKey } from '../i18n';
import type { AppEnv } from '../types';

export type FieldErrors = Record<string, string[]>;

/** A failure with its wire body `{message, errors?, ...}`; app.onError turns it into the reply. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly body: { message: string; errors?: FieldErrors; [extra: string]: unknown },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function fail(c: Context<AppEnv>, status: ApiError['status'], key: ServerTextKey, params?: Record<string, string | number>): ApiError {
  return new ApiError(status, { message: t(c.get('lang'), key, params) });
}

/** 422 on one field with a server text, e.g. a wrong code or a taken e-mail. */
export function fieldFail(c: Context<AppEnv>, field: string, key: ServerTextKey, params?: Record<string, string | number>): ApiError {
  const lang = c.get('lang');
  const text = t(lang, key, params);
  return new ApiError(422, { message: text, errors: { [field]: [text] } });
}

function issueText(lang: Lang, issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return tValidation(lang, issue.message);
  // Fields without their own rule text (a missing device_id, a number sent as a string...).
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return tValidation(lang, 'validation.required');
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
  return new ApiError(422, { message: tValidation(lang, 'validation.invalid'), errors });
}

/** Reads the JSON body and validates it with a contract schema: 400 if not JSON, 422 if invalid. */
export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
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
