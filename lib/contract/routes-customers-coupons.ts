import { coupons, customers } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the business's customers and
 * coupons (issue 16 items 1, 2).
 */
export const customerCouponRouteRows = {
  // Customers and coupons (issue 16 items 1, 2). The block toggle is a GET in SPEC §7. Coupon apply
  // and results read days and hours on the caller's location's clock.
  // The list's date range is in the caller's location's days (the customers are the business's).
  'GET /customer/list': { ...customers, location: true },
  'GET /customer/export': { ...customers, location: true },
  'GET /customer/:id/orders': customers,
  'GET /customer/:id/block': { ...customers, stateChangingGet: true },
  'DELETE /customer/:id': customers,
  'GET /coupon': coupons,
  'POST /coupon': coupons,
  'GET /coupon/results': { ...coupons, location: true },
  'POST /coupon/apply': { ...coupons, location: true },
  'PUT /coupon/:id': coupons,
  'DELETE /coupon/:id': coupons,
} as const satisfies RouteRows;
