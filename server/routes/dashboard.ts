import { Hono } from 'hono';
import { z } from 'zod';
import { dashboardDays, V, type dashboardReply } from '../../lib/contract';
import { validationError } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { dashboardFigures } from '../services/dashboard';
import { resolveLocation } from '../services/locations';
import type { AppEnv } from '../types';

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
export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard', requireAuth, requirePermission('orders'), async (c) => {
  const parsed = query.safeParse(c.req.query());
  if (!parsed.success) throw validationError(c.get('lang'), parsed.error.issues);
  const location = await resolveLocation(c);
  const { db, now } = c.get('deps');
  const reply: z.infer<typeof dashboardReply> = { dashboard: await dashboardFigures(db, location, parsed.data.days, now()) };
  return c.json(reply);
});
