import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { z } from 'zod';
import {
  futureOrdersRequest,
  orderHistoryQuery,
  OV,
  type orderBoardReply,
  type orderHistoryReply,
  type ordersReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { tValidation } from '../i18n';
import { fieldsFail, readBody, validationError } from '../lib/http';
import { futureOrders, orderBoard } from '../services/order-board';
import { exportCsv } from '../services/order-export';
import { historyPage, rangeProblem } from '../services/order-history';
import { serializeOrder } from '../services/order-serialize';
import type { AppEnv } from '../types';

/** The history query, with the range rules zod cannot see alone (from ≤ to, at most 366 days). */
function historyQuery<E extends AppEnv>(c: Context<E>) {
  const { lang } = c.var;
  const parsed = orderHistoryQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  if (rangeProblem(parsed.data.from, parsed.data.to)) throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
  return parsed.data;
}

/** Location-scoped lists: history (paged, and as CSV), future orders, the board. */
export const orderListRoutes = new ApiRoutes()
  .handle('GET /order/history', async (c) => {
    const { deps, scope } = c.var;
    const q = historyQuery(c);
    const { rows, total } = await historyPage(deps.db, scope.locationId, scope.location.timezone, q);
    const at = deps.now();
    const reply: z.infer<typeof orderHistoryReply> = {
      orders: rows.map((r) => serializeOrder(r, at)),
      total,
      page: q.page,
      per_page: q.per_page,
    };
    return c.json(reply);
  })
  .handle('GET /order/history/export', async (c) => {
    const { deps, scope } = c.var;
    const q = historyQuery(c);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="orders-${q.from}-to-${q.to}.csv"`);
    c.header('cache-control', 'no-store');
    return stream(c, async (s) => {
      for await (const chunk of exportCsv(deps.db, scope.locationId, scope.location.timezone, q)) {
        if (s.aborted) return;
        await s.write(chunk);
      }
    });
  })
  .handle('POST /order/future_order', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, futureOrdersRequest);
    if (body.from && body.to && rangeProblem(body.from, body.to))
      throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
    const reply: z.infer<typeof ordersReply> = {
      orders: await futureOrders(deps.db, scope.location, deps.now(), body),
    };
    return c.json(reply);
  })
  .handle('GET /order', async (c) => {
    const { deps, scope } = c.var;
    const reply: z.infer<typeof orderBoardReply> = await orderBoard(deps.db, scope.location, deps.now());
    return c.json(reply);
  });
