import { locations } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the business's locations and
 * linking another business's (issue 15 item 5).
 */
export const manageLocationRouteRows = {
  // Manage locations (issue 15 item 5): Premium, the `location` flag; linking another business by its owner's
  // e-mail. SPEC's {email} and {code} travel as ?email= and ?code= (path parameters are row ids here).
  'GET /manage-location': locations,
  'POST /manage-location': locations,
  'PUT /manage-location/:id': locations,
  'DELETE /manage-location/:id': locations,
  'GET /business/search': { ...locations, stateChangingGet: true },
  'GET /manage-location/verify': { ...locations, stateChangingGet: true },
} as const satisfies RouteRows;
