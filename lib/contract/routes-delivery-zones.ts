import { deliveryZones } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): a location's delivery and catering
 * delivery zones and their tools (issue 14).
 */
export const deliveryZoneRouteRows = {
  // Delivery zones (issue 14; lib/contract/delivery-zones.ts). SPEC §7 gives POST, PUT and DELETE
  // location/delivery-zone and POST location/catering-delivery-zone; the rest is ours (docs/decisions.md).
  'GET /location/delivery-zone': deliveryZones,
  'POST /location/delivery-zone': deliveryZones,
  'PUT /location/delivery-zone': deliveryZones,
  'DELETE /location/delivery-zone': deliveryZones,
  'POST /location/catering-delivery-zone': deliveryZones,
  'PUT /location/catering-delivery-zone': deliveryZones,
  'DELETE /location/catering-delivery-zone': deliveryZones,
  'GET /location/delivery-zone/quote': deliveryZones,
  'GET /location/delivery-zone/export': deliveryZones,
  'POST /location/delivery-zone/import': deliveryZones,
  'POST /location/delivery-zone/copy': deliveryZones,
  'GET /location/delivery-zone/stats': deliveryZones,
} as const satisfies RouteRows;
