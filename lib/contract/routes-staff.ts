import { staff } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the business's team (issue 15 item 1).
 */
export const staffRouteRows = {
  // The team (issue 15 item 1): the `users` flag; what a non-owner may grant is checked in the service.
  'GET /staff': staff,
  'POST /staff': staff,
  'PUT /staff/:id': staff,
  'DELETE /staff/:id': staff,
} as const satisfies RouteRows;
