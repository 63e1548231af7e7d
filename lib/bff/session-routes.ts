import { callContext, saveSession, send, type BffDeps } from './call-context';
import { UpstreamTimeout } from './dispatch';
import { fail, json, lockedReply } from './replies';
import { bodyLimitFor, declaredTooLarge, readJsonBody } from './request-guards';
import { sessionFactsFromUserReply } from './session-facts';
import { bffText } from './texts';
import { isForeignOrigin } from './upstream-headers';

/**
 * The BFF's own session routes (not proxied as they are): logout, the location switcher, the idle
 * lock and what the pages may know about the session.
 */
export function sessionRoutes(deps: BffDeps) {
  /** Revokes the upstream token (best effort) and always ends the portal session. */
  async function logout(req: Request): Promise<Response> {
    const ctx = await callContext(req, deps);
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
    const ctx = await callContext(req, deps);
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
    const ctx = await callContext(req, deps);
    if (isForeignOrigin(req)) return fail(ctx, 403, 'foreignOrigin');
    if (!ctx.session.token) return fail(ctx, 401, 'sessionExpired');
    if (!ctx.session.locked) await saveSession(ctx, { ...ctx.session, locked: true }, deps);
    return json({ locked: true }, 200, ctx.setCookies);
  }

  /** What the pages may know about the session: never the token. */
  async function sessionInfo(req: Request): Promise<Response> {
    const ctx = await callContext(req, deps);
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

  return { logout, lock, sessionInfo, selectLocation };
}
