import type { Context } from 'hono';
import type { z } from 'zod';
import {
  orderAddressRequest,
  orderDateTimeRequest,
  orderStatusRequest,
  OV,
  type orderDetailReply,
  type orderReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t, tValidation, type ServerTextKey } from '../i18n';
import { ApiError, fail, fieldsFail, readBody } from '../lib/http';
import {
  ACTION_TARGET,
  applyAction,
  driverRefusal,
  isClosed,
  refusal,
  requestedDriver,
  STATUS_TEXT,
} from '../services/order-actions';
import { serializeOrder } from '../services/order-serialize';
import { actorName, changeOrder } from '../services/order-write';
import type { OrderRow } from '../services/orders';
import type { AppEnv } from '../types';

/** 409 with the order's number and status (and the refused target) in the caller's language. */
function conflict(key: ServerTextKey, row: OrderRow, target?: ServerTextKey) {
  return new ApiError(409, (lang) => ({
    message: t(lang, key, {
      number: row.orderNumber,
      status: t(lang, STATUS_TEXT[row.status]),
      target: target ? t(lang, target) : '',
    }),
  }));
}

function reply<E extends AppEnv>(
  c: Context<E>,
  row: OrderRow,
  key: ServerTextKey,
  params: Record<string, string> = {},
) {
  const { deps, lang } = c.var;
  const body: z.infer<typeof orderReply> = {
    order: serializeOrder(row, deps.now()),
    message: t(lang, key, { number: row.orderNumber, ...params }),
  };
  return c.json(body);
}

/** Actions on one order (id routes): 404 for an id of another business or a hidden location. */
export const orderActionRoutes = new ApiRoutes()
  .handle('GET /order/:id', async (c) => {
    const { deps, scope } = c.var;
    // Opening an order marks it seen (the board stops ringing) and tells the other boards so.
    const { before, after } = await changeOrder(deps, scope, c.req.param('id'), (row, at) =>
      row.seenAt ? null : { seenAt: at },
    );
    const body: z.infer<typeof orderDetailReply> = {
      order: serializeOrder(after, deps.now()),
      isNew: before.seenAt == null,
    };
    return c.json(body);
  })
  .handle('PUT /order/:id/status', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, orderStatusRequest);
    const by = await actorName(deps.db, scope.userId);
    const { after } = await changeOrder(deps, scope, c.req.param('id'), (row, at) => {
      const refused = refusal(row, body.order_status);
      if (refused) throw conflict(refused, row, STATUS_TEXT[ACTION_TARGET[body.order_status]]);
      return applyAction(row, body.order_status, at, by, body.preparation_time);
    });
    if (after.status === 'cancelled') return reply(c, after, 'orderCancelled');
    return reply(c, after, 'orderStatusChanged', { status: t(lang, STATUS_TEXT[after.status]) });
  })
  .handle('GET /order/:id/cancel', async (c) => {
    const { deps, scope } = c.var;
    const by = await actorName(deps.db, scope.userId);
    const { after } = await changeOrder(deps, scope, c.req.param('id'), (row, at) => {
      if (isClosed(row.status)) throw conflict('orderAlreadyClosed', row);
      return applyAction(row, 'cancel', at, by);
    });
    return reply(c, after, 'orderCancelled');
  })
  .handle('POST /order/:id/address', async (c) => {
    const { deps, scope } = c.var;
    const body = await readBody(c, orderAddressRequest);
    const { after } = await changeOrder(deps, scope, c.req.param('id'), (row) => {
      if (row.type !== 'delivery' && row.type !== 'catering') throw fail(409, 'orderNoAddress');
      if (isClosed(row.status)) throw conflict('orderAlreadyClosed', row);
      return {
        address: body.address,
        apartmentSuiteNo: body.apartment_suite_no ?? null,
        buzzerCode: body.buzzer_code ?? null,
      };
    });
    return reply(c, after, 'orderAddressChanged');
  })
  .handle('POST /order/:id/date-time', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, orderDateTimeRequest);
    const scheduledAt = new Date(body.scheduled_at);
    if (scheduledAt.getTime() <= deps.now().getTime())
      throw fieldsFail(lang, { scheduled_at: [tValidation(lang, OV.futureTime)] });
    const { after } = await changeOrder(deps, scope, c.req.param('id'), (row) => {
      if (isClosed(row.status)) throw conflict('orderAlreadyClosed', row);
      return { scheduledAt };
    });
    return reply(c, after, 'orderTimeChanged');
  })
  .handle('GET /order/:id/create-driver', async (c) => {
    const { deps, scope } = c.var;
    const { after } = await changeOrder(deps, scope, c.req.param('id'), (row, at) => {
      const refused = driverRefusal(row, 'create');
      if (refused) throw conflict(refused, row);
      return { driver: requestedDriver(at, row.tip) };
    });
    return reply(c, after, 'driverRequested');
  })
  .handle('GET /order/:id/cancel-driver', async (c) => {
    const { deps, scope } = c.var;
    const { after } = await changeOrder(deps, scope, c.req.param('id'), (row) => {
      const refused = driverRefusal(row, 'cancel');
      if (refused) throw conflict(refused, row);
      return { driver: { ...row.driver!, status: 'cancelled' } };
    });
    return reply(c, after, 'driverCancelled');
  });
