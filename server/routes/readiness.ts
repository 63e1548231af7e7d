import type { z } from 'zod';
import type { readyReply } from '../../lib/contract';
import { logger } from '../../lib/log/logger';
import { ApiRoutes } from '../api-routes';
import { readiness } from '../services/readiness';

/** GET /v1/ready: for a load balancer in front of `npm run api`, and the portal's /api/ready in any mode. */
export const readinessRoutes = new ApiRoutes().handle('GET /ready', async (c) => {
  const result = await readiness(c.var.deps.db);
  c.header('cache-control', 'no-store');
  if (result.ready) return c.json({ status: 'ready' } satisfies z.infer<typeof readyReply>);
  logger().warn({ src: 'api', requestId: c.var.requestId, reason: result.reason, err: result.error }, 'api not ready');
  return c.json({ status: 'not-ready', reason: result.reason } satisfies z.infer<typeof readyReply>, 503);
});
