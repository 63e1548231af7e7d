import type { z } from 'zod';
import { scheduledOrdersQuery, type scheduledOrdersReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { validationError } from '../lib/http';
import { scheduledOrdersIn } from '../services/scheduled-orders';

/** The scheduled orders a holiday, blocked date or pause would cover (issue 12 item 8). */
export const storeScheduledOrdersRoutes = new ApiRoutes().handle('GET /location/scheduled-orders', async (c) => {
  const { deps, scope, lang } = c.var;
  const parsed = scheduledOrdersQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  const q = parsed.data;
  const reply: z.infer<typeof scheduledOrdersReply> = await scheduledOrdersIn(deps.db, scope.locationId, {
    from: new Date(q.from),
    to: new Date(q.to),
    services: q.services,
  });
  return c.json(reply);
});
