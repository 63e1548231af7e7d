import { permissionFamilies } from './permissions';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the business's own line and a
 * location's profile (issue 12 item 2).
 */
export const storeProfileRouteRows = {
  // Store profile slice (issue 12 item 2): the business's own line and a location's profile.
  'GET /business/info': { access: 'permission', permissions: [permissionFamilies.storeSetup] },
  'PATCH /business/info': { access: 'permission', permissions: [permissionFamilies.storeSetup] },
  'PUT /location/:id': {
    access: 'permission',
    permissions: [permissionFamilies.storeSetup, permissionFamilies.locations],
  },
} as const satisfies RouteRows;
