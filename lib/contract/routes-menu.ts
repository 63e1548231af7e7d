import { menu, taxes } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the menu of a location:
 * categories, items, whole-menu tools, modifier groups, combos and taxes.
 */
export const menuRouteRows = {
  // Menu: categories, items, whole-menu tools.
  'GET /category': menu,
  'GET /category/list': menu,
  'POST /category': menu,
  'POST /category/sort': menu,
  'PUT /category/:id': menu,
  'DELETE /category/:id': menu,
  'POST /category/:id/clone': menu,
  'POST /item': menu,
  'GET /item/sync': menu,
  'POST /item/sort': menu,
  'POST /item/bulk': menu,
  'PUT /item/:id': menu,
  'DELETE /item/:id': menu,
  // SPEC §7 writes the clone paths with a trailing slash; both spellings are served.
  'POST /item/:id/clone/': menu,
  'POST /item/:id/clone': menu,
  'POST /menu/copy': menu,
  'POST /menu/import': menu,
  // Menu: modifier groups, combos, taxes.
  'GET /modifier-group': menu,
  'POST /modifier-group': menu,
  'PUT /modifier-group/:id': menu,
  'DELETE /modifier-group/:id': menu,
  'POST /modifier-group/:id/clone': menu,
  'GET /combo': menu,
  'POST /combo': menu,
  'PUT /combo/:id': menu,
  'DELETE /combo/:id': menu,
  'POST /combo/:id/clone/': menu,
  'POST /combo/:id/clone': menu,
  'GET /tax': taxes,
  'POST /tax': taxes,
  'PUT /tax/:id': taxes,
  'DELETE /tax/:id': taxes,
} as const satisfies RouteRows;
