import { order, orderAction, orders, reports } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the dashboard, the orders of a
 * location and actions on one order, the sales summary.
 */
export const orderRouteRows = {
  // Dashboard and orders.
  'GET /dashboard': orders,
  'GET /order/test': orders,
  'POST /order/test': orders,
  'GET /order/history': orders,
  'GET /order/history/export': orders,
  // Reports (issue 17): the `reports` flag; days on the location's clock.
  'GET /order/sales_summary': reports,
  'POST /order/future_order': orders,
  'GET /order': orders,
  'GET /order/stream': orders,
  'GET /order/:id': order,
  'PUT /order/:id/status': order,
  'GET /order/:id/cancel': orderAction,
  'POST /order/:id/address': order,
  'POST /order/:id/date-time': order,
  'GET /order/:id/create-driver': orderAction,
  'GET /order/:id/cancel-driver': orderAction,
} as const satisfies RouteRows;
