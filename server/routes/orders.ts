import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import type { z } from 'zod';
import { testOrderRequest, type orderReply, type testOrderMenuReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { readBody } from '../lib/http';
import { mulberry32 } from '../lib/random';
import { serializeOrder } from '../services/orders';
import { orderableMenu, placeTestOrder } from '../services/test-order';
import type { AppEnv } from '../types';
import { orderActionRoutes } from './orders-actions';
import { orderListRoutes } from './orders-lists';
import { orderStreamRoutes } from './orders-stream';

/**
 * GET order/test: whether the location's menu has something to order (the checklist asks before
 * offering the button). POST order/test: the getting-started test order, a realistic order of
 * that menu that reaches open boards.
 */
const testOrderRoutes = new ApiRoutes()
  .handle('GET /order/test', async (c) => {
    const { deps, scope } = c.var;
    const menu = await orderableMenu(deps.db, { businessId: scope.businessId, locationId: scope.locationId });
    const reply: z.infer<typeof testOrderMenuReply> = { orderable_items: menu.items.length };
    return c.json(reply);
  })
  .handle('POST /order/test', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, testOrderRequest);
    const at = deps.now();
    const row = await placeTestOrder(deps.db, {
      businessId: scope.businessId,
      location: scope.location,
      type: body.type ?? 'pickup',
      rng: mulberry32(randomInt(2 ** 31)),
      now: at,
      customer: body.customer,
      couponCode: body.coupon_code,
    });
    const reply: z.infer<typeof orderReply> = {
      order: serializeOrder(row, at),
      message: t(lang, 'testOrderPlaced', { number: row.orderNumber }),
    };
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
