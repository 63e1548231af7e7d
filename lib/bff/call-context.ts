import type { Dispatch } from './dispatch';
import {
  type CookieConfig,
  type SessionData,
  DEVICE_COOKIE,
  SESSION_COOKIE,
  deviceSetCookie,
  isValidDeviceId,
  newDeviceId,
  readCookie,
  readSession,
  sessionSetCookie,
} from './session';
import { sessionFactsFromUserReply } from './session-facts';
import { clientIp, requestLocale, upstreamRequestHeaders } from './upstream-headers';

/**
 * One call through the BFF: the caller's session and device as read from the cookies, the
 * Set-Cookie headers its reply will carry, and the upstream call made with the session's token.
 */

export interface BffDeps {
  dispatch: Dispatch;
  cookies: CookieConfig;
}

export interface CallContext {
  req: Request;
  locale: string;
  session: SessionData;
  deviceId: string;
  setCookies: string[];
}

export async function callContext(req: Request, deps: BffDeps): Promise<CallContext> {
  const cookieHeader = req.headers.get('cookie');
  const session = await readSession(cookieHeader, deps.cookies);
  const existing = readCookie(cookieHeader, DEVICE_COOKIE);
  const deviceId = isValidDeviceId(existing) ? existing : newDeviceId();
  const setCookies = existing === deviceId ? [] : [deviceSetCookie(deviceId, deps.cookies)];
  return { req, session, deviceId, setCookies, locale: requestLocale(req, readCookie(cookieHeader, 'NEXT_LOCALE')) };
}

export async function saveSession(ctx: CallContext, data: SessionData, deps: BffDeps) {
  ctx.session = data;
  // Only the last state of the session matters: replace an earlier Set-Cookie of this reply.
  ctx.setCookies = ctx.setCookies.filter((c) => !c.startsWith(`${SESSION_COOKIE}=`));
  ctx.setCookies.push(await sessionSetCookie(data, deps.cookies));
}

export async function refreshFacts(ctx: CallContext, deps: BffDeps, reply: unknown) {
  const facts = sessionFactsFromUserReply(reply);
  // Most GET user calls change nothing: keep the cookie as it is rather than re-sealing it.
  const changed = facts && (Object.keys(facts) as (keyof SessionData)[]).some((k) => facts[k] !== ctx.session[k]);
  if (changed) await saveSession(ctx, { ...ctx.session, ...facts }, deps);
}

export async function send(
  ctx: CallContext,
  deps: BffDeps,
  method: string,
  path: string,
  body?: BodyInit | null,
): Promise<Response> {
  const headers = upstreamRequestHeaders(ctx.req, {
    token: ctx.session.token,
    locale: ctx.locale,
    clientIp: clientIp(ctx.req),
  });
  if (typeof body === 'string') headers.set('content-type', 'application/json');
  return deps.dispatch(path, { method, headers, body: body ?? undefined });
}
