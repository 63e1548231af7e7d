import { type Dispatch, UpstreamTimeout } from './dispatch';
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
import { LOCKED_CODE, LOCKED_STATUS } from '@/lib/contract/errors';
import { bffText, type BffText } from './texts';
import { clientIp, isForeignOrigin, replyHeaders, requestLocale, upstreamRequestHeaders } from './upstream-headers';
import { sessionFactsFromUserReply } from './session-facts';
import { logRequest, tracedDispatch, type Trace } from './request-log';
import {
  type BodyLimit,
  BodyTooLarge,
  bodyLimitFor,
  declaredTooLarge,
  isPortalScriptCall,
  isStateChangingGet,
  limitedBody,
  readLimitedText,
} from './request-guards';

/** Calls whose reply carries an access_token: the token goes into the cookie, never to the page. */
const TOKEN_CALLS = new Set(['POST user/login', 'POST user/email/confirm', 'POST user/password/reset']);
/** Calls whose JSON body the BFF reads: to add the device id or remember the pending e-mail. */
const BODY_CALLS = new Set([...TOKEN_CALLS, 'POST user/register', 'POST user/email/change']);
/** Calls whose reply refreshes what middleware knows (business, location, onboarding). */
const FACT_CALLS = new Set(['GET user', 'POST business/register', 'GET getting-started']);
/**
 * What a locked session may still call: the lock screen shows whose session it is (GET user),
 * unlocks with the password (a login, whose new session has no lock) or logs out.
 */
const LOCKED_CALLS = new Set(['GET user', 'POST user/login', 'POST user/logout']);

export interface BffDeps {
  dispatch: Dispatch;
  cookies: CookieConfig;
}

interface Ctx {
  req: Request;
  locale: string;
  session: SessionData;
  deviceId: string;
  setCookies: string[];
}

function json(body: unknown, status: number, setCookies: string[] = []): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const c of setCookies) headers.append('set-cookie', c);
  return new Response(JSON.stringify(body), { status, headers });
}

function fail(ctx: Ctx, status: number, key: BffText): Response {
  return json({ message: bffText(ctx.locale, key) }, status, ctx.setCookies);
}

/** 423 with its own code, so the page goes to the lock screen rather than to /login (a 401). */
function lockedReply(ctx: Ctx): Response {
  return json({ message: bffText(ctx.locale, 'locked'), code: LOCKED_CODE }, LOCKED_STATUS, ctx.setCookies);
}

async function saveSession(ctx: Ctx, data: SessionData, deps: BffDeps) {
  ctx.session = data;
  // Only the last state of the session matters: replace an earlier Set-Cookie of this reply.
  ctx.setCookies = ctx.setCookies.filter((c) => !c.startsWith(`${SESSION_COOKIE}=`));
  ctx.setCookies.push(await sessionSetCookie(data, deps.cookies));
}

/** The body's JSON object, undefined when it is not one; BodyTooLarge past the limit. */
async function readJsonBody(req: Request, limit: BodyLimit): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readLimitedText(req, limit.bytes));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch (err) {
    if (err instanceof BodyTooLarge) throw err;
    return undefined;
  }
}

async function context(req: Request, deps: BffDeps): Promise<Ctx> {
  const cookieHeader = req.headers.get('cookie');
  const session = await readSession(cookieHeader, deps.cookies);
  const existing = readCookie(cookieHeader, DEVICE_COOKIE);
  const deviceId = isValidDeviceId(existing) ? existing : newDeviceId();
  const setCookies = existing === deviceId ? [] : [deviceSetCookie(deviceId, deps.cookies)];
  return { req, session, deviceId, setCookies, locale: requestLocale(req, readCookie(cookieHeader, 'NEXT_LOCALE')) };
}

async function send(ctx: Ctx, deps: BffDeps, method: string, path: string, body?: BodyInit | null): Promise<Response> {
  const headers = upstreamRequestHeaders(ctx.req, {
    token: ctx.session.token,
    locale: ctx.locale,
    clientIp: clientIp(ctx.req),
  });
  if (typeof body === 'string') headers.set('content-type', 'application/json');
  return deps.dispatch(path, { method, headers, body: body ?? undefined });
}

/** Path (after /v1/) plus the caller's query, with `business` always the session's own. */
function upstreamPath(req: Request, segments: string[], session: SessionData): string {
  const query = new URL(req.url).searchParams;
  query.delete('business');
  if (session.business) query.set('business', session.business);
  // The location switcher's choice scopes every call unless the page names one itself.
  if (session.location && !query.has('location')) query.set('location', session.location);
  const qs = query.toString();
  // SPEC §7 writes some paths with a trailing slash (`item/{id}/clone/`); the route's segments
  // drop it, so it is taken from the URL: the upstream gets the path exactly as the page sent it.
  const slash = new URL(req.url).pathname.endsWith('/') ? '/' : '';
  return segments.map(encodeURIComponent).join('/') + slash + (qs ? `?${qs}` : '');
}

async function refreshFacts(ctx: Ctx, deps: BffDeps, reply: unknown) {
  const facts = sessionFactsFromUserReply(reply);
  // Most GET user calls change nothing: keep the cookie as it is rather than re-sealing it.
  const changed = facts && (Object.keys(facts) as (keyof SessionData)[]).some((k) => facts[k] !== ctx.session[k]);
  if (changed) await saveSession(ctx, { ...ctx.session, ...facts }, deps);
}

/**
 * GET uploads/{id} (cached for a year) and widget/{key} (the website widget's settings, read by its
 * script on other sites): public and cacheable, so no session, no query and no Set-Cookie.
 */
const PUBLIC_ASSETS = new Set(['uploads', 'widget']);
const isPublicAsset = (req: Request, segments: string[]) =>
  (req.method === 'GET' || req.method === 'HEAD') && PUBLIC_ASSETS.has(segments[0] ?? '') && segments.length === 2;

/**
 * The BFF: every request gets a request id (sent upstream, returned in X-Request-Id) and one log
 * line (request-log.ts). The handlers are made per request over a dispatch that carries its id.
 */
export function createBff(deps: BffDeps) {
  const on = (trace: Trace) => bffHandlers({ ...deps, dispatch: tracedDispatch(deps.dispatch, trace) });
  return {
    handle: (req: Request, segments: string[]) => logRequest(req, (trace) => on(trace).handle(req, segments)),
    logout: (req: Request) => logRequest(req, (trace) => on(trace).logout(req)),
    lock: (req: Request) => logRequest(req, (trace) => on(trace).lock(req)),
    sessionInfo: (req: Request) => logRequest(req, (trace) => on(trace).sessionInfo(req)),
    selectLocation: (req: Request) => logRequest(req, (trace) => on(trace).selectLocation(req)),
  };
}

function bffHandlers(deps: BffDeps) {
  async function publicAsset(req: Request, segments: string[]): Promise<Response> {
    try {
      const headers = upstreamRequestHeaders(req, { locale: requestLocale(req, undefined), clientIp: clientIp(req) });
      const upstream = await deps.dispatch(segments.map(encodeURIComponent).join('/'), { method: req.method, headers });
      return new Response(upstream.body, { status: upstream.status, headers: replyHeaders(upstream) });
    } catch (err) {
      return json(
        {
          message: bffText(
            requestLocale(req, undefined),
            err instanceof UpstreamTimeout ? 'upstreamTimeout' : 'upstreamDown',
          ),
        },
        err instanceof UpstreamTimeout ? 504 : 502,
        [],
      );
    }
  }

  async function handle(req: Request, segments: string[]): Promise<Response> {
    if (isPublicAsset(req, segments)) return publicAsset(req, segments);
    const ctx = await context(req, deps);
    if (isForeignOrigin(req)) return fail(ctx, 403, 'foreignOrigin');
    // SPEC §7's state-changing GETs (route table `stateChangingGet`): not from a link or another site.
    if (isStateChangingGet(req.method, segments) && !isPortalScriptCall(req)) return fail(ctx, 403, 'foreignOrigin');
    const limit = bodyLimitFor(req.method, segments);
    if (declaredTooLarge(req, limit.bytes)) return fail(ctx, 413, limit.text);
    const call = `${req.method} ${segments.join('/')}`;
    if (ctx.session.locked && !LOCKED_CALLS.has(call)) return lockedReply(ctx);
    const path = upstreamPath(req, segments, ctx.session);

    let body: BodyInit | null = null;
    let sentJson: Record<string, unknown> | undefined;
    let streamed: ReturnType<typeof limitedBody> | undefined;
    if (BODY_CALLS.has(call)) {
      try {
        sentJson = (await readJsonBody(req, limit)) ?? {};
      } catch {
        return fail(ctx, 413, limit.text);
      }
      if (TOKEN_CALLS.has(call)) sentJson.device_id = ctx.deviceId;
      body = JSON.stringify(sentJson);
    } else if (req.method !== 'GET' && req.method !== 'HEAD' && req.body) {
      // Counted while it streams upstream: a chunked body has no Content-Length to check first.
      streamed = limitedBody(req.body, limit.bytes);
      body = streamed.stream;
    }

    let upstream: Response;
    try {
      upstream = await send(ctx, deps, req.method, path, body);
      if (streamed?.exceeded()) {
        await upstream.body?.cancel();
        return fail(ctx, 413, limit.text);
      }
    } catch (err) {
      if (streamed?.exceeded()) return fail(ctx, 413, limit.text);
      return fail(
        ctx,
        err instanceof UpstreamTimeout ? 504 : 502,
        err instanceof UpstreamTimeout ? 'upstreamTimeout' : 'upstreamDown',
      );
    }

    if (upstream.status === 401) {
      const reply = (await upstream.json().catch(() => null)) as { message?: string } | null;
      await saveSession(ctx, {}, deps);
      return json({ message: reply?.message ?? bffText(ctx.locale, 'sessionExpired') }, 401, ctx.setCookies);
    }

    if (call === 'POST user/login' && upstream.status === 403) {
      // An account never confirmed: remember its e-mail so /confirm-email can finish the job.
      const reply = (await upstream.json().catch(() => ({}))) as Record<string, unknown>;
      if (reply.email_unconfirmed === true)
        await saveSession(ctx, { pendingEmail: String(sentJson?.email ?? '') }, deps);
      return json(reply, 403, ctx.setCookies);
    }

    const tracked =
      TOKEN_CALLS.has(call) || FACT_CALLS.has(call) || BODY_CALLS.has(call) || call === 'POST user/logout';
    if (!upstream.ok || !tracked) {
      return new Response(upstream.body, {
        status: upstream.status,
        headers: withCookies(replyHeaders(upstream), ctx.setCookies),
      });
    }

    const reply = (await upstream.json().catch(() => ({}))) as Record<string, unknown>;
    if (TOKEN_CALLS.has(call)) {
      const { access_token: token, ...rest } = reply;
      if (typeof token !== 'string') return fail(ctx, 502, 'upstreamDown');
      await saveSession(ctx, { token }, deps);
      // Middleware decides from the cookie alone, so learn business and onboarding now.
      const userReply = await send(ctx, deps, 'GET', 'user').catch(() => null);
      if (userReply?.ok) await refreshFacts(ctx, deps, await userReply.json().catch(() => null));
      return json(rest, upstream.status, ctx.setCookies);
    }
    if (call === 'POST user/register') await saveSession(ctx, { pendingEmail: String(sentJson?.email ?? '') }, deps);
    if (call === 'POST user/email/change')
      await saveSession(ctx, { ...ctx.session, pendingEmail: String(sentJson?.new_email ?? '') }, deps);
    if (call === 'POST user/logout') await saveSession(ctx, {}, deps);
    if (FACT_CALLS.has(call)) await refreshFacts(ctx, deps, reply);
    return json(reply, upstream.status, ctx.setCookies);
  }

  /** Revokes the upstream token (best effort) and always ends the portal session. */
  async function logout(req: Request): Promise<Response> {
    const ctx = await context(req, deps);
    if (isForeignOrigin(req)) return fail(ctx, 403, 'foreignOrigin');
    if (ctx.session.token) await send(ctx, deps, 'POST', 'user/logout').catch(() => null);
    await saveSession(ctx, {}, deps);
    return json({ message: bffText(ctx.locale, 'loggedOut') }, 200, ctx.setCookies);
  }

  /**
   * The location switcher: the upstream decides whether the user may see the location (GET user
   * with it answers 404 otherwise); the choice is kept in the session for every later call.
   */
  async function selectLocation(req: Request): Promise<Response> {
    const ctx = await context(req, deps);
    if (isForeignOrigin(req)) return fail(ctx, 403, 'foreignOrigin');
    const limit = bodyLimitFor(req.method, ['session', 'location']);
    if (declaredTooLarge(req, limit.bytes)) return fail(ctx, 413, limit.text);
    let body: Record<string, unknown> | undefined;
    try {
      body = await readJsonBody(req, limit);
    } catch {
      return fail(ctx, 413, limit.text);
    }
    const location = typeof body?.location === 'string' ? body.location : '';
    if (!ctx.session.token) return fail(ctx, 401, 'sessionExpired');
    if (ctx.session.locked) return lockedReply(ctx);
    let upstream: Response;
    try {
      upstream = await send(ctx, deps, 'GET', `user?location=${encodeURIComponent(location)}`);
    } catch (err) {
      return fail(
        ctx,
        err instanceof UpstreamTimeout ? 504 : 502,
        err instanceof UpstreamTimeout ? 'upstreamTimeout' : 'upstreamDown',
      );
    }
    const reply = await upstream.json().catch(() => ({}));
    if (!upstream.ok) return json(reply, upstream.status, ctx.setCookies);
    const facts = sessionFactsFromUserReply(reply);
    if (facts?.location !== location) return fail(ctx, 404, 'unknownLocation');
    await saveSession(ctx, { ...ctx.session, location }, deps);
    return json({ location }, 200, ctx.setCookies);
  }

  /** The idle lock (IdleLock calls it before showing the lock screen): kept in the session itself. */
  async function lock(req: Request): Promise<Response> {
    const ctx = await context(req, deps);
    if (isForeignOrigin(req)) return fail(ctx, 403, 'foreignOrigin');
    if (!ctx.session.token) return fail(ctx, 401, 'sessionExpired');
    if (!ctx.session.locked) await saveSession(ctx, { ...ctx.session, locked: true }, deps);
    return json({ locked: true }, 200, ctx.setCookies);
  }

  /** What the pages may know about the session: never the token. */
  async function sessionInfo(req: Request): Promise<Response> {
    const ctx = await context(req, deps);
    const s = ctx.session;
    return json(
      {
        authenticated: !!s.token,
        pending_email: s.pendingEmail ?? null,
        has_business: !!s.business,
        onboarded: !!s.onboarded,
      },
      200,
      ctx.setCookies,
    );
  }

  return { handle, logout, lock, sessionInfo, selectLocation };
}

function withCookies(headers: Headers, cookies: string[]): Headers {
  for (const c of cookies) headers.append('set-cookie', c);
  return headers;
}
