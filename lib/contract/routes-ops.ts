import { activityLog, anyone } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): readiness for a load balancer, the
 * audit log (issue 21) and the dev tools.
 */
export const opsRouteRows = {
  // Readiness for a load balancer (issue 21 item 7): database answers, migrations applied.
  'GET /ready': anyone,
  // The audit log (issue 21; lib/contract/audit.ts): the business's, newest first; from/to are days
  // of the caller's location (its time zone). An entity's history takes its type and id.
  'GET /audit': { ...activityLog, location: true },
  'GET /audit/actors': activityLog,
  'GET /audit/export': { ...activityLog, location: true },
  'GET /audit/:entity_type/:entity_id': activityLog,
  // The mail outbox, where e2e tests read codes.
  'GET /dev/outbox': { access: 'public', devOnly: true },
  // The demo data set for the caller's own new business, where e2e tests get rich data on any deployment.
  'POST /dev/demo-data': { access: 'owner', devOnly: true },
} as const satisfies RouteRows;
