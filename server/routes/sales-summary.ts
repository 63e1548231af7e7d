import type { z } from 'zod';
import { salesSummaryQuery, type salesSummaryReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { validationError } from '../lib/http';
import { salesSummary } from '../services/sales-summary';

/**
 * GET order/sales_summary?date_range=&from=&to= (issue 17): the `reports` flag, the caller's
 * location. Mounted before the order routes: GET /order/:id would take the path otherwise.
 */
export const salesSummaryRoutes = new ApiRoutes().handle('GET /order/sales_summary', async (c) => {
  const { deps, scope, lang } = c.var;
  const parsed = salesSummaryQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  const reply: z.infer<typeof salesSummaryReply> = {
    sales_summary: await salesSummary(deps.db, scope.location, parsed.data, deps.now()),
  };
  return c.json(reply);
});
