import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import type { z } from 'zod';
import { futureOrdersRequest, orderHistoryQuery, OV, type orderBoardReply, type orderHistoryReply, type ordersReply } from '../../lib/contract';
import { tValidation } from '../i18n';
import { fieldsFail, readBody, validationError } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { resolveLocation } from '../services/locations';
import { futureOrders, orderBoard } from '../services/order-board';
import { exportCsv } from '../services/order-export';
import { historyPage, rangeProblem } from '../services/order-history';
import { serializeOrder } from '../services/order-serialize';
import type { AppEnv } from '../types';

/** The history query, with the range rules zod cannot see alone (from ≤ to, at most 366 days). */
function historyQuery(c: Context<AppEnv>) {
  const lang = c.get('lang');
  const parsed = orderHistoryQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  if (rangeProblem(parsed.data.from, parsed.data.to)) throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
  return parsed.data;
}

/** Location-scoped lists: history (paged, and as CSV), future orders, the board. */
export const orderListRoutes = new Hono<AppEnv>()
  .get('/order/history', requireAuth, requirePermission('orders'), async (c) => {
    const q = historyQuery(c);
    const location = await resolveLocation(c);
    const { db, now } = c.get('deps');
    const { rows, total } = await historyPage(db, location._id, location.timezone, q);
    const at = now();
    const reply: z.infer<typeof orderHistoryReply> = { orders: rows.map((r) => serializeOrder(r, at)), total, page: q.page, per_page: q.per_page };
    return c.json(reply);
  })
  .get('/order/history/export', requireAuth, requirePermission('orders'), async (c) => {
    const q = historyQuery(c);
    const location = await resolveLocation(c);
    const { db } = c.get('deps');
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="orders-${q.from}-to-${q.to}.csv"`);
    c.header('cache-control', 'no-store');
    return stream(c, async (s) => {
      for await (const chunk of exportCsv(db, location._id, location.timezone, q)) {
        if (s.aborted) return;
        await s.write(chunk);
      }
    });
  })
  .post('/order/future_order', requireAuth, requirePermission('orders'), async (c) => {
    const body = await readBody(c, futureOrdersRequest);
    const lang = c.get('lang');
    if (body.from && body.to && rangeProblem(body.from, body.to)) throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
    const location = await resolveLocation(c);
    const { db, now } = c.get('deps');
    const reply: z.infer<typeof ordersReply> = { orders: await futureOrders(db, location, now(), body) };
    return c.json(reply);
  })
  .get('/order', requireAuth, requirePermission('orders'), async (c) => {
    const location = await resolveLocation(c);
    const { db, now } = c.get('deps');
    const reply: z.infer<typeof orderBoardReply> = await orderBoard(db, location, now());
    return c.json(reply);
  });
