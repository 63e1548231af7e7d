import { callContext, refreshFacts, saveSession, send, type BffDeps } from './call-context';
import { UpstreamTimeout } from './dispatch';
import { isPublicAsset, publicAsset } from './public-asset';
import { fail, json, lockedReply, withCookies } from './replies';
import { logRequest, tracedDispatch, type Trace } from './request-log';
import {
  bodyLimitFor,
  declaredTooLarge,
  isPortalScriptCall,
  isStateChangingGet,
  limitedBody,
  readJsonBody,
} from './request-guards';
import type { SessionData } from './session';
import { sessionRoutes } from './session-routes';
import { bffText } from './texts';
import { isForeignOrigin, replyHeaders } from './upstream-headers';

export type { BffDeps } from './call-context';

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

/** Every call the portal sends upstream (handle) and the BFF's own session routes, over one dispatch. */
function bffHandlers(deps: BffDeps) {
  async function handle(req: Request, segments: string[]): Promise<Response> {
    if (isPublicAsset(req, segments)) return publicAsset(deps, req, segments);
    const ctx = await callContext(req, deps);
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

  return { handle, ...sessionRoutes(deps) };
}
