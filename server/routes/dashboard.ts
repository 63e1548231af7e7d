import { z } from 'zod';
import { dashboardDays, V, type dashboardReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { validationError } from '../lib/http';
import { dashboardFigures } from '../services/dashboard';

const query = z.object({
  // Blank counts as absent, like `location`.
  days: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(dashboardDays.map(String) as [string, ...string[]], { error: V.choice })
      .default('7')
      .transform(Number),
  ),
});

/**
 * GET dashboard?location=&days=7|30. Gated by the `orders` flag: the figures are the location's
 * orders and sales, and the live order board joins this page later.
 */
export const dashboardRoutes = new ApiRoutes().handle('GET /dashboard', async (c) => {
  const { deps, scope, lang } = c.var;
  const parsed = query.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  const reply: z.infer<typeof dashboardReply> = {
    dashboard: await dashboardFigures(deps.db, scope.location, parsed.data.days, deps.now()),
  };
  return c.json(reply);
});
