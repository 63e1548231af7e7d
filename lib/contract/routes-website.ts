import { anyone, websiteManager } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): the customer-facing pages (every
 * location, the business's site) and the website manager (issue 18 item 3).
 */
export const websiteRouteRows = {
  // The customer-facing page listing every location (multi_location_url).
  'GET /public/locations': anyone,
  // Website manager (issue 18 item 3; lib/contract/website-manager.ts). SPEC §7's deletes keep their
  // trailing slash and query; gallery/sort is ours (docs/decisions.md).
  'GET /website-manager': websiteManager,
  'POST /website-manager/save': websiteManager,
  'POST /website-manager/seo': websiteManager,
  'POST /website-manager/gallery': websiteManager,
  'POST /website-manager/gallery/sort': websiteManager,
  'DELETE /website-manager/gallery/': websiteManager,
  'POST /website-manager/menu': websiteManager,
  'DELETE /website-manager/menu/': websiteManager,
  'POST /website-manager/faq': websiteManager,
  'POST /website-manager/website-popup': websiteManager,
  'PUT /website-manager/website-popup': websiteManager,
  'DELETE /website-manager/website-popup/': websiteManager,
  // The public site it manages (/s/{slug}), read signed out; 404 without the feature.
  'GET /public/site': anyone,
} as const satisfies RouteRows;
