import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { elapsedMs, logger } from '../../lib/log/logger';
import { REQUEST_ID_HEADER, requestIdFrom } from '../../lib/log/request-id';
import type { AppEnv } from '../types';

/**
 * One log line per API call: method, route (`/v1/item/:id`) and path, status, duration and the
 * request id the BFF sent (or one made here, returned in X-Request-Id either way). The query is
 * left out (e-mails and codes travel there), and so are bodies and headers.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const startedAt = performance.now();
  const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', requestId);
  await next();
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A Response passed through from fetch() has immutable headers.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  }
  const line = {
    src: 'api',
    requestId,
    method: c.req.method,
    // The last matched route is the handler that answered ('*' for a 404 or a refused body).
    route: routePath(c, -1),
    path: c.req.path,
    status: c.res.status,
    durationMs: elapsedMs(startedAt),
  };
  if (c.res.status >= 500) logger().warn(line, 'api request');
  // A load balancer asks for readiness every few seconds: its answers are news only when negative.
  else if (c.req.path === '/v1/ready') logger().debug(line, 'api request');
  else logger().info(line, 'api request');
});
