import { elapsedMs, logger } from '@/lib/log/logger';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/log/request-id';
import type { Dispatch } from './dispatch';

/** One BFF request as the log line tells it: its id, and the time spent waiting for the upstream. */
export interface Trace {
  requestId: string;
  /** Until the upstream's status line, summed over the request's calls (a login makes two); null without any. */
  upstreamMs: number | null;
}

/** `dispatch` sending the request id upstream and timing each call into `trace`. */
export function tracedDispatch(dispatch: Dispatch, trace: Trace): Dispatch {
  return async (path, init) => {
    const headers = new Headers(init.headers);
    headers.set(REQUEST_ID_HEADER, trace.requestId);
    const startedAt = performance.now();
    try {
      return await dispatch(path, { ...init, headers });
    } finally {
      trace.upstreamMs = Math.round(((trace.upstreamMs ?? 0) + elapsedMs(startedAt)) * 10) / 10;
    }
  };
}

/** The reply with the request's id; a Response with immutable headers is copied first. */
function withRequestId(res: Response, requestId: string): Response {
  try {
    res.headers.set(REQUEST_ID_HEADER, requestId);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/**
 * Runs one BFF request and writes its line: method, path (never the query, which may carry codes or
 * e-mails), status, duration to the reply's headers (a stream's line is written when it opens) and
 * the upstream's share. No body, cookie or header is logged.
 */
export async function logRequest(req: Request, run: (trace: Trace) => Promise<Response>): Promise<Response> {
  const startedAt = performance.now();
  const trace: Trace = { requestId: requestIdFrom(req.headers.get(REQUEST_ID_HEADER)), upstreamMs: null };
  const line = { src: 'bff', requestId: trace.requestId, method: req.method, path: new URL(req.url).pathname };
  let res: Response;
  try {
    res = await run(trace);
  } catch (err) {
    logger().error({ ...line, durationMs: elapsedMs(startedAt), upstreamMs: trace.upstreamMs, err }, 'bff failed');
    throw err;
  }
  const done = { ...line, status: res.status, durationMs: elapsedMs(startedAt), upstreamMs: trace.upstreamMs };
  if (res.status >= 500) logger().warn(done, 'bff request');
  else logger().info(done, 'bff request');
  return withRequestId(res, trace.requestId);
}
