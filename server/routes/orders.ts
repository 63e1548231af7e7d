import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import type { z } from 'zod';
import { testOrderRequest, type orderReply } from '../../lib/contract';
import { t } from '../i18n';
import { readBody } from '../lib/http';
import { mulberry32 } from '../lib/random';
import { requireAuth, requirePermission } from '../middleware';
import { resolveLocation } from '../services/locations';
import { placeTestOrder, serializeOrder } from '../services/orders';
import type { AppEnv } from '../types';
import { orderActionRoutes } from './orders-actions';
import { orderListRoutes } from './orders-lists';
import { orderStreamRoutes } from './orders-stream';

/** POST order/test: the getting-started test order, a realistic order that reaches open boards. */
const testOrderRoutes = new Hono<AppEnv>().post('/order/test', requireAuth, requirePermission('orders'), async (c) => {
  const body = await readBody(c, testOrderRequest);
  const location = await resolveLocation(c);
  const { db, now } = c.get('deps');
  const at = now();
  const row = await placeTestOrder(db, {
    businessId: c.get('membership')!.businessId,
    location,
    type: body.type ?? 'pickup',
    rng: mulberry32(randomInt(2 ** 31)),
    now: at,
  });
  const reply: z.infer<typeof orderReply> = { order: serializeOrder(row, at), message: t(c.get('lang'), 'testOrderPlaced', { number: row.orderNumber }) };
  return c.json(reply, 201);
});

/**
 * Orders. The fixed paths (order/test, order/history, order/stream ...) are registered before
 * the order/:id routes, which would otherwise take them for ids.
 */
export const orderRoutes = new Hono<AppEnv>()
  .route('/', testOrderRoutes)
  .route('/', orderListRoutes)
  .route('/', orderStreamRoutes)
  .route('/', orderActionRoutes);
