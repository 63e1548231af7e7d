import { anyone, floorPlan, reservationSetup } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): a location's floor plan and
 * reservation setup, and the public "book a table" page (issue 19).
 */
export const reservationRouteRows = {
  // Floor plan (issue 19; lib/contract/floor-plan.ts): SPEC §7 shows no call, these are ours (docs/decisions.md).
  'GET /floor-plan': floorPlan,
  'POST /floor-plan/room': floorPlan,
  'PUT /floor-plan/room/:id': floorPlan,
  'PATCH /floor-plan/room/:id': floorPlan,
  'DELETE /floor-plan/room/:id': floorPlan,
  'PUT /floor-plan/selected-room': floorPlan,
  'PUT /floor-plan/room-order': floorPlan,
  // Reservation setup (issue 19 item 1; lib/contract/reservations.ts). SPEC §7's row ids travel in the
  // query (?hours_id=, ?block_date_id=); the public read is the "book a table" page (reservation_url).
  'GET /reservations-settings': reservationSetup,
  'POST /reservations-settings': reservationSetup,
  'POST /reservations-settings/hours': reservationSetup,
  'PUT /reservations-settings/hours': reservationSetup,
  'DELETE /reservations-settings/hours': reservationSetup,
  'POST /reservations-settings/block-date': reservationSetup,
  'PUT /reservations-settings/block-date': reservationSetup,
  'DELETE /reservations-settings/block-date': reservationSetup,
  'GET /public/reservations': anyone,
} as const satisfies RouteRows;
