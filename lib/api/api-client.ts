import { LOCKED_CODE, LOCKED_STATUS } from '@/lib/contract/plain/errors';
import type { z } from 'zod';
import { ApiError, INVALID_REPLY_STATUS, NETWORK_ERROR_STATUS } from './api-error';
import { loadSchema, type SchemaSource } from './schema-source';
import { announceSessionEnded, announceSessionLocked } from './session-events';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The BFF's two doors: the /v1 proxy, and the portal's own session routes (not part of /v1). */
export const V1_BASE = '/api/v1';
export const SESSION_BASE = '/api/session';

export interface CallOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  base?: typeof V1_BASE | typeof SESSION_BASE;
  /** The error's text when the server gives none (no answer, or an answer without a message). */
  fallbackMessage?: string;
}

/** Texts for failures with no server answer; the providers set translated ones at start. */
const clientTexts = { network: 'Network error.', invalidReply: 'Unexpected reply from the server.' };

export function setClientTexts(texts: typeof clientTexts): void {
  Object.assign(clientTexts, texts);
}

/** The query string of a call, without its `?`; undefined values are left out. */
export function queryString(query?: CallOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  return qs.toString();
}

function url(path: string, query: CallOptions['query'], base = V1_BASE): string {
  const q = queryString(query);
  const rest = path.replace(/^\/+/, '');
  return `${base}${rest ? `/${rest}` : ''}${q ? `?${q}` : ''}`;
}

/** The schema of failed replies, loaded with the first failure (zod stays off the first load). */
const errorBodySchema = () => import('@/lib/contract/errors').then((m) => m.apiErrorBody);

/**
 * One call through the BFF (a /v1 path unless `base` says otherwise). The reply is parsed with its contract schema: a reply that does
 * not parse is an error the user sees, never a silent undefined. A schema given as a loader
 * (schema-source.ts) loads while the request is on its way.
 */
export async function apiCall<S extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<S>,
  opts: CallOptions = {},
): Promise<z.infer<S>> {
  // A schema that cannot load (offline since the page came) fails the call like the network would.
  const schemaReady = loadSchema(schemaSource).catch(() => null);
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url(path, opts.query, opts.base), {
      method: opts.method ?? 'GET',
      headers:
        opts.body === undefined || isForm
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR_STATUS, opts.fallbackMessage ?? clientTexts.network);
  }
  const payload: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    if (res.status === 401) announceSessionEnded();
    if (res.status === LOCKED_STATUS && (payload as { code?: unknown } | undefined)?.code === LOCKED_CODE)
      announceSessionLocked();
    const body = (await errorBodySchema().catch(() => null))?.safeParse(payload) ?? { success: false as const };
    throw new ApiError(
      res.status,
      body.success ? body.data.message : (opts.fallbackMessage ?? clientTexts.invalidReply),
      body.success ? body.data.errors : {},
      payload,
    );
  }
  const schema = await schemaReady;
  if (!schema) throw new ApiError(NETWORK_ERROR_STATUS, opts.fallbackMessage ?? clientTexts.network);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Reply of ${path} does not match the contract`, parsed.error.issues);
    throw new ApiError(INVALID_REPLY_STATUS, clientTexts.invalidReply, {}, payload);
  }
  return parsed.data;
}
