import { permissionFamilies } from './permissions';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): shifts of a location's staff
 * (issue 15 item 4).
 */
export const timesheetRouteRows = {
  // Timesheets (issue 15 item 4): shifts of the location's staff; PUT is ours (docs/decisions.md).
  'GET /timesheet': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
  'POST /timesheet/add': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
  'PUT /timesheet/:id': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
  'DELETE /timesheet/:id': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
} as const satisfies RouteRows;
