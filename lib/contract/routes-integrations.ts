import { permissionFamilies } from './permissions';
import { anyone, integrations, integrationsAtLocation, menu } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the Clover link and import, the
 * payment provider and the order-receiving app (issue 13 item 6).
 */
export const integrationRouteRows = {
  // The menu page offers the Clover import; /settings/integrations and /settings/pos list the same.
  'GET /integration': {
    access: 'permission',
    permissions: [permissionFamilies.menu, permissionFamilies.integrations],
  },
  'POST /integration/clover/import': menu,
  // Integrations slice (issue 13 item 6): payment provider, Clover link, the order app's pairing (docs/decisions.md).
  'POST /integration/clover': integrations,
  'DELETE /integration/clover': integrations,
  'GET /payment-provider': integrations,
  'POST /payment-provider': integrations,
  'DELETE /payment-provider': integrations,
  'GET /app-pairing': integrationsAtLocation,
  'POST /app-pairing/code': integrationsAtLocation,
  'DELETE /app-device/:id': integrations,
  // Called by the order-receiving app with the code the portal shows (rate-limited per IP).
  'POST /app-pairing': anyone,
} as const satisfies RouteRows;
