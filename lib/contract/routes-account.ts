import { anyone, member, owner, signedIn } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): sign-up and its lists, the OpenAPI
 * document, sessions and passwords, the account, the business and its billing.
 */
export const accountRouteRows = {
  // Lists for the sign-up forms.
  'GET /business-type': anyone,
  'GET /country': anyone,
  // This API's contract as an OpenAPI 3.1 document (issue 21), built from the schemas of lib/contract.
  'GET /openapi.json': anyone,
  // Sign-up, e-mail confirmation, session, password.
  'POST /user/register': anyone,
  'POST /user/email/resend': anyone,
  'POST /user/email/change': anyone,
  'POST /user/email/confirm': anyone,
  'POST /user/login': anyone,
  'POST /user/logout': signedIn,
  'POST /user/password/recover': anyone,
  'POST /user/password/reset': anyone,
  'POST /user/password/change': signedIn,
  // Account, business, billing.
  'GET /user': signedIn,
  'GET /getting-started': member,
  'GET /location': member,
  'POST /business/register': signedIn,
  'GET /subscription/plan': signedIn,
  // Billing is the owner's alone; staff read the plan name on GET user (the billing banner).
  'GET /subscription': owner,
  'POST /subscription': owner,
  'PUT /subscription': owner,
  'POST /subscription/confirm': owner,
  'POST /subscription/cancel': owner,
  'POST /subscription/resume': owner,
  'PUT /subscription/card': owner,
  'GET /invoice': owner,
  'GET /invoice/:id/pdf': owner,
} as const satisfies RouteRows;
