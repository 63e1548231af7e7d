import { permissionFamilies } from './permissions';
import { anyone, storeDesign, storeSetup } from './route-access';
import type { RouteRows } from './routes';

/**
 * Rows of the route table (routes.ts joins the areas in order): a location's scheduled orders and
 * pauses, its storefront's design and website widget, and its online-order and catering settings
 * (issues 12, 13, 18).
 */
export const storefrontSettingsRouteRows = {
  // Store setup, availability and design slice (issue 12 items 6-8).
  'GET /location/scheduled-orders': storeSetup,
  // Every member reads the pauses: the top bar's chip shows them on every page.
  'GET /location/store-availability': { access: 'member', location: true },
  'POST /location/store-availability': storeSetup,
  'GET /setting/banner': storeDesign,
  'PUT /setting/banner': storeDesign,
  'GET /catering-setting/banner': storeDesign,
  'PUT /catering-setting/banner': storeDesign,
  // The website widget (issue 18): the location's button for the merchant's own website, and its
  // public read by the embed script; its `:id` is the location's random public key, never its id.
  'GET /website-widget': storeDesign,
  'PUT /website-widget': storeDesign,
  'GET /website-widget/embed-script': storeDesign,
  'GET /widget/:id': anyone,
  // Online-order and catering settings of the caller's location (issue 13; lib/contract/settings-online-order.ts
  // and settings-catering.ts).
  'GET /setting': { access: 'permission', permissions: [permissionFamilies.onlineOrderSettings], location: true },
  'PUT /setting': { access: 'permission', permissions: [permissionFamilies.onlineOrderSettings], location: true },
  'GET /setting/slot-load': {
    access: 'permission',
    permissions: [permissionFamilies.onlineOrderSettings],
    location: true,
  },
  'POST /business/setting': {
    access: 'permission',
    permissions: [permissionFamilies.onlineOrderSettings],
    location: true,
  },
  'GET /catering-setting': { access: 'permission', permissions: [permissionFamilies.catering], location: true },
  'PUT /catering-setting': { access: 'permission', permissions: [permissionFamilies.catering], location: true },
} as const satisfies RouteRows;
