import { LOCKED_CODE, LOCKED_STATUS } from '@/lib/contract/errors';
import type { CallContext } from './call-context';
import { bffText, type BffText } from './texts';

/** The BFF's own replies: JSON, never cached, with the call's Set-Cookie headers. */

export function json(body: unknown, status: number, setCookies: string[] = []): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const c of setCookies) headers.append('set-cookie', c);
  return new Response(JSON.stringify(body), { status, headers });
}

export function fail(ctx: CallContext, status: number, key: BffText): Response {
  return json({ message: bffText(ctx.locale, key) }, status, ctx.setCookies);
}

/** 423 with its own code, so the page goes to the lock screen rather than to /login (a 401). */
export function lockedReply(ctx: CallContext): Response {
  return json({ message: bffText(ctx.locale, 'locked'), code: LOCKED_CODE }, LOCKED_STATUS, ctx.setCookies);
}

export function withCookies(headers: Headers, cookies: string[]): Headers {
  for (const c of cookies) headers.append('set-cookie', c);
  return headers;
}
