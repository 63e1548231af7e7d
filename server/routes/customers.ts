import type { z } from 'zod';
import {
  customerListQuery,
  type customerOrdersReply,
  type customerReply,
  type customersReply,
} from '../../lib/contract';
import { ApiRoutes, type ScopedContext } from '../api-routes';
import { t } from '../i18n';
import { validationError } from '../lib/http';
import { customersCsv } from '../services/customer-export';
import { customerOrders, customerPage, customerPeriod, deleteCustomer, toggleBlock } from '../services/customers';
import { serializeOrder } from '../services/order-serialize';

/** The list's query (a range's days are the caller's location's) and the instants it covers. */
function listQuery(c: ScopedContext<'GET /customer/list' | 'GET /customer/export'>) {
  const { scope, lang } = c.var;
  const parsed = customerListQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  return { q: parsed.data, period: customerPeriod(parsed.data, scope.location.timezone) };
}

/** The business's customers (SPEC §7: GET customer/list, DELETE customer/{id}, GET customer/{id}/block). */
export const customersRoutes = new ApiRoutes()
  .handle('GET /customer/list', async (c) => {
    const { deps, scope } = c.var;
    const { q, period } = listQuery(c);
    const page = await customerPage(deps.db, scope.businessId, q, period);
    const reply: z.infer<typeof customersReply> = { ...page, page: q.page, per_page: q.per_page };
    return c.json(reply);
  })
  .handle('GET /customer/export', async (c) => {
    const { deps, scope } = c.var;
    const { q, period } = listQuery(c);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', 'attachment; filename="customers.csv"');
    c.header('cache-control', 'no-store');
    return c.body(await customersCsv(deps.db, scope.businessId, q, period));
  })
  .handle('GET /customer/:id/orders', async (c) => {
    const { deps, scope } = c.var;
    const rows = await customerOrders(deps.db, scope.businessId, c.req.param('id'));
    const at = deps.now();
    const reply: z.infer<typeof customerOrdersReply> = { orders: rows.map((r) => serializeOrder(r, at)) };
    return c.json(reply);
  })
  .handle('GET /customer/:id/block', async (c) => {
    const { deps, scope, lang } = c.var;
    const customer = await toggleBlock(deps.db, scope.businessId, c.req.param('id'), deps.now());
    const reply: z.infer<typeof customerReply> = {
      customer,
      message: t(lang, customer.blocked ? 'customerBlockedNow' : 'customerUnblocked'),
    };
    return c.json(reply);
  })
  .handle('DELETE /customer/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await deleteCustomer(deps.db, scope.businessId, c.req.param('id'), deps.now());
    return c.json({ message: t(lang, 'customerDeleted') });
  });
