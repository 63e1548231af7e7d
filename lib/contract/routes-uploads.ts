import { permissionFamilies } from './permissions';
import { anyone } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): images: uploaded by the menu,
 * store design and reservation pages, served to anyone.
 */
export const uploadRouteRows = {
  // Images serve the menu, the store design and the reservation page; the storefront shows them to anyone.
  'POST /upload': {
    access: 'permission',
    permissions: [permissionFamilies.menu, permissionFamilies.storeDesign, permissionFamilies.reservations],
  },
  'GET /uploads/:id': anyone,
} as const satisfies RouteRows;
