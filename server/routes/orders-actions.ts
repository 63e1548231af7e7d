import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { orderAddressRequest, orderDateTimeRequest, orderStatusRequest, OV, type orderDetailReply, type orderReply } from '../../lib/contract';
import { t, tValidation, type ServerTextKey } from '../i18n';
import { fail, fieldsFail, readBody } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { ACTION_TARGET, applyAction, driverRefusal, isClosed, refusal, requestedDriver, STATUS_TEXT } from '../services/order-actions';
import { serializeOrder } from '../services/order-serialize';
import { actorName, changeOrder } from '../services/order-write';
import type { OrderRow } from '../services/orders';
import type { AppEnv } from '../types';

/** 409 with the order's number and status in the caller's language. */
function conflict(c: Context<AppEnv>, key: ServerTextKey, row: OrderRow, target?: ServerTextKey) {
  const lang = c.get('lang');
  return fail(c, 409, key, { number: row.orderNumber, status: t(lang, STATUS_TEXT[row.status]), target: target ? t(lang, target) : '' });
}

function reply(c: Context<AppEnv>, row: OrderRow, key: ServerTextKey, params: Record<string, string> = {}) {
  const body: z.infer<typeof orderReply> = {
    order: serializeOrder(row, c.get('deps').now()),
    message: t(c.get('lang'), key, { number: row.orderNumber, ...params }),
  };
  return c.json(body);
}

/** Actions on one order (id routes): 404 for an id of another business or a hidden location. */
export const orderActionRoutes = new Hono<AppEnv>()
  .get('/order/:id', requireAuth, requirePermission('orders'), async (c) => {
    // Opening an order marks it seen (the board stops ringing) and tells the other boards so.
    const { before, after } = await changeOrder(c, c.req.param('id'), (row, at) => (row.seenAt ? null : { seenAt: at }));
    const body: z.infer<typeof orderDetailReply> = { order: serializeOrder(after, c.get('deps').now()), isNew: before.seenAt == null };
    return c.json(body);
  })
  .put('/order/:id/status', requireAuth, requirePermission('orders'), async (c) => {
    const body = await readBody(c, orderStatusRequest);
    const by = await actorName(c);
    const { after } = await changeOrder(c, c.req.param('id'), (row, at) => {
      const refused = refusal(row, body.order_status);
      if (refused) throw conflict(c, refused, row, STATUS_TEXT[ACTION_TARGET[body.order_status]]);
      return applyAction(row, body.order_status, at, by, body.preparation_time);
    });
    if (after.status === 'cancelled') return reply(c, after, 'orderCancelled');
    return reply(c, after, 'orderStatusChanged', { status: t(c.get('lang'), STATUS_TEXT[after.status]) });
  })
  .get('/order/:id/cancel', requireAuth, requirePermission('orders'), async (c) => {
    const by = await actorName(c);
    const { after } = await changeOrder(c, c.req.param('id'), (row, at) => {
      if (isClosed(row.status)) throw conflict(c, 'orderAlreadyClosed', row);
      return applyAction(row, 'cancel', at, by);
    });
    return reply(c, after, 'orderCancelled');
  })
  .post('/order/:id/address', requireAuth, requirePermission('orders'), async (c) => {
    const body = await readBody(c, orderAddressRequest);
    const { after } = await changeOrder(c, c.req.param('id'), (row) => {
      if (row.type !== 'delivery' && row.type !== 'catering') throw fail(c, 409, 'orderNoAddress');
      if (isClosed(row.status)) throw conflict(c, 'orderAlreadyClosed', row);
      return { address: body.address, apartmentSuiteNo: body.apartment_suite_no ?? null, buzzerCode: body.buzzer_code ?? null };
    });
    return reply(c, after, 'orderAddressChanged');
  })
  .post('/order/:id/date-time', requireAuth, requirePermission('orders'), async (c) => {
    const body = await readBody(c, orderDateTimeRequest);
    const lang = c.get('lang');
    const scheduledAt = new Date(body.scheduled_at);
    if (scheduledAt.getTime() <= c.get('deps').now().getTime()) throw fieldsFail(lang, { scheduled_at: [tValidation(lang, OV.futureTime)] });
    const { after } = await changeOrder(c, c.req.param('id'), (row) => {
      if (isClosed(row.status)) throw conflict(c, 'orderAlreadyClosed', row);
      return { scheduledAt };
    });
    return reply(c, after, 'orderTimeChanged');
  })
  .get('/order/:id/create-driver', requireAuth, requirePermission('orders'), async (c) => {
    const { after } = await changeOrder(c, c.req.param('id'), (row, at) => {
      const refused = driverRefusal(row, 'create');
      if (refused) throw conflict(c, refused, row);
      return { driver: requestedDriver(at) };
    });
    return reply(c, after, 'driverRequested');
  })
  .get('/order/:id/cancel-driver', requireAuth, requirePermission('orders'), async (c) => {
    const { after } = await changeOrder(c, c.req.param('id'), (row) => {
      const refused = driverRefusal(row, 'cancel');
      if (refused) throw conflict(c, refused, row);
      return { driver: { ...row.driver!, status: 'cancelled' } };
    });
    return reply(c, after, 'driverCancelled');
  });
