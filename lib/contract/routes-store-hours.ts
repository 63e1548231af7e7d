import { storeSetup } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): a location's holidays, blocked
 * dates and hours, and its "open at" preview (issue 12 items 3-5, 8).
 */
export const storeHoursRouteRows = {
  // Holidays and blocked dates slice (issue 12 items 4 and 5); the blocked-date paths are ours (docs/decisions.md).
  'GET /location/holidays': storeSetup,
  'POST /location/holidays': storeSetup,
  'PUT /location/holidays': storeSetup,
  'DELETE /location/holidays': storeSetup,
  'GET /location/blocked-dates': storeSetup,
  'POST /location/blocked-dates': storeSetup,
  'PUT /location/blocked-dates': storeSetup,
  'DELETE /location/blocked-dates': storeSetup,
  // Hours slice (issue 12 items 3 and 8): the three sets of hours and the "open at" preview.
  'GET /location/opening-hours': storeSetup,
  'POST /location/opening-hours': storeSetup,
  'PUT /location/opening-hours': storeSetup,
  'PATCH /location/opening-hours': storeSetup,
  'DELETE /location/opening-hours/business': storeSetup,
  'DELETE /location/opening-hours/pickup': storeSetup,
  'DELETE /location/opening-hours/delivery': storeSetup,
  'DELETE /location/opening-hours/pickup/all': storeSetup,
  'DELETE /location/opening-hours/delivery/all': storeSetup,
  'GET /location/open-at': storeSetup,
} as const satisfies RouteRows;
