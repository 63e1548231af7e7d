import { reports } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the staff and DoorDash reports
 * (issue 17); the sales summary is with the orders.
 */
export const reportRouteRows = {
  // Staff and DoorDash reports (issue 17; lib/contract/staff-reports.ts, doordash-report.ts): the
  // `reports` flag. The invoice import and its delete are ours (docs/decisions.md).
  'GET /timesheet/report': reports,
  'GET /staff/delivery/report': reports,
  'GET /order/doordash/report': reports,
  'POST /order/doordash/invoice': reports,
  'DELETE /order/doordash/invoice/:id': reports,
} as const satisfies RouteRows;
