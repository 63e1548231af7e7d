/** What the plain auth forms get back from a BFF call. */
export interface JsonReply {
  ok: boolean;
  status: number;
  /** The reply as sent (the success message, or a failure's extra flags). */
  body?: Record<string, unknown>;
  /** A failure's text: the server's, else the network or unexpected-reply text. */
  message?: string;
  /** A 422's texts per field, already translated by the server. */
  fieldErrors: Record<string, string[]>;
}

export interface PostTexts {
  networkError: string;
  invalidReply: string;
}

/**
 * POST a JSON body through the BFF (`/api/v1/...`), as lib/api's client does, without React Query
 * or the contract's schemas: the plain auth pages load neither. A failure reads like the API
 * client's (errors.ts `apiErrorBody`): a message, and optionally texts per field.
 */
export async function postJson(path: string, body: unknown, texts: PostTexts): Promise<JsonReply> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: texts.networkError, fieldErrors: {} };
  }
  const payload: unknown = await res.json().catch(() => undefined);
  const reply = isRecord(payload) ? payload : undefined;
  if (res.ok) return { ok: true, status: res.status, body: reply, fieldErrors: {} };
  const message = reply?.message;
  const errors = reply?.errors;
  if (typeof message !== 'string' || (errors !== undefined && !isFieldErrors(errors)))
    return { ok: false, status: res.status, body: reply, message: texts.invalidReply, fieldErrors: {} };
  return { ok: false, status: res.status, body: reply, message, fieldErrors: errors ?? {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    isRecord(value) &&
    Object.values(value).every((texts) => Array.isArray(texts) && texts.every((t) => typeof t === 'string'))
  );
}
