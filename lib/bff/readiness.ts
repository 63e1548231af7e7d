import { readyReply } from '@/lib/contract/readiness';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/log/request-id';
import { logger } from '@/lib/log/logger';
import { type Dispatch, UpstreamTimeout } from './dispatch';
import { CLIENT_HEADERS } from './upstream-headers';

type Body = { status: 'ready' | 'not-ready'; reason?: string };

const reply = (body: Body) =>
  new Response(JSON.stringify(body), {
    status: body.status === 'ready' ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** GET /api/health: the process answers. Touches nothing else, so a slow database never restarts it. */
export function healthReply(): Response {
  return new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * GET /api/ready: the upstream's GET /v1/ready, in-process or over HTTP. The reference API checks
 * its database and migrations; an upstream without that route (404) answers, so it counts as
 * ready. A reference API that could not start (its database did not open) is not ready.
 */
export async function readinessReply(dispatch: Dispatch, req: Request): Promise<Response> {
  const requestId = requestIdFrom(req.headers.get(REQUEST_ID_HEADER));
  let upstream: Response;
  try {
    upstream = await dispatch('ready', {
      method: 'GET',
      headers: { ...CLIENT_HEADERS, accept: 'application/json', [REQUEST_ID_HEADER]: requestId },
    });
  } catch (err) {
    const reason = err instanceof UpstreamTimeout ? 'upstream did not answer in time' : 'upstream unavailable';
    logger().warn({ src: 'bff', requestId, reason, err }, 'not ready');
    return reply({ status: 'not-ready', reason });
  }
  if (upstream.status === 404) {
    await upstream.body?.cancel();
    return reply({ status: 'ready' });
  }
  const parsed = readyReply.safeParse(await upstream.json().catch(() => null));
  if (upstream.ok && parsed.success && parsed.data.status === 'ready') return reply({ status: 'ready' });
  const reason = (parsed.success && parsed.data.reason) || `upstream answered ${upstream.status}`;
  logger().warn({ src: 'bff', requestId, reason }, 'not ready');
  return reply({ status: 'not-ready', reason });
}
