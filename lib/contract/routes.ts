import { permissionFamilies, type PermissionKey } from './permissions';

/**
 * Who may call a route:
 * - `public`: no token (sign-up, login, reference lists, images, dev tools);
 * - `signed-in`: a valid token, with or without a business;
 * - `member`: a member of the business the call acts on (`?business=`, else their first one);
 * - `permission`: a member holding one of the route's flags (the owner holds every flag);
 * - `owner`: the business owner only.
 */
export type RouteAccess = 'public' | 'signed-in' | 'member' | 'permission' | 'owner';
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteRule =
  /** `devOnly`: answered 404 unless the server runs with DEV_TOOLS=1. */
  (
    | { readonly access: 'public'; readonly devOnly?: boolean }
    | { readonly access: 'signed-in' | 'member' | 'owner'; readonly location?: boolean; readonly devOnly?: boolean }
    /**
     * `permissions`: the caller needs at least one of them. `location`: the call works on one
     * location, `?location=` when the caller may see it (404 otherwise) or else their default one.
     */
    | {
        readonly access: 'permission';
        readonly permissions: readonly [PermissionKey, ...PermissionKey[]];
        readonly location?: boolean;
      }
  ) & {
    /**
     * A GET that changes something (SPEC §7 keeps `GET order/{id}/cancel` and friends): a
     * SameSite=Lax cookie rides along on a cross-site link, so the BFF serves it only to the
     * portal's own scripts (same origin, never a top-level navigation).
     */
    readonly stateChangingGet?: boolean;
    /** A feature of the business's subscription the route needs (403 without it, after the flag check). */
    readonly feature?: RouteFeature;
  };

/** Subscription features a route may need (SPEC §3 Subscription: feature_availability). */
export type RouteFeature = 'website_manager';

const anyone = { access: 'public' } as const;
const signedIn = { access: 'signed-in' } as const;
const member = { access: 'member' } as const;
const owner = { access: 'owner' } as const;
// Flags by family (permissionFamilies), which the navigation reads too.
const menu = { access: 'permission', permissions: [permissionFamilies.menu], location: true } as const;
const taxes = { access: 'permission', permissions: [permissionFamilies.taxes], location: true } as const;
/** The business's team: not one location's (a member may work at several). */
const staff = { access: 'permission', permissions: [permissionFamilies.staff] } as const;
const orders = { access: 'permission', permissions: [permissionFamilies.orders], location: true } as const;
/** One order by id: it may be at any location the caller sees, whatever `?location=` says. */
const order = { access: 'permission', permissions: [permissionFamilies.orders] } as const;
/** An action on one order that SPEC §7 makes a GET. */
const orderAction = { ...order, stateChangingGet: true } as const;
/** Store setup (/setup/store): the caller's location's profile, hours, holidays, blocked dates, pauses. */
export const storeSetup = {
  access: 'permission',
  permissions: [permissionFamilies.storeSetup],
  location: true,
} as const;
/** The storefront's look (logo, banner, theme): `store design` (SPEC §2's menu flag). */
export const storeDesign = {
  access: 'permission',
  permissions: [permissionFamilies.storeDesign],
  location: true,
} as const;

/** Customers and coupons are the business's, whatever location the caller works at (issue 16). */
const customers = { access: 'permission', permissions: [permissionFamilies.customers] } as const;
const coupons = { access: 'permission', permissions: [permissionFamilies.coupons] } as const;

/** The business's locations (manage locations): `location`; the handlers also require Premium. */
const locations = { access: 'permission', permissions: [permissionFamilies.locations] } as const;

/**
 * Reservation setup of the caller's location (issue 19): the reservations family's flag; the handlers
 * also require Premium (SPEC §6), as manage locations does.
 */
const reservationSetup = {
  access: 'permission',
  permissions: [permissionFamilies.reservations],
  location: true,
} as const;

/** Connections of the whole business (payment provider, POS): `integrations`. */
const integrations = { access: 'permission', permissions: [permissionFamilies.integrations] } as const;
/** The order-receiving app pairs with one location. */
const integrationsAtLocation = { ...integrations, location: true } as const;
/** Delivery and catering delivery zones of the caller's location (issue 14): `delivery radius`. */
const deliveryZones = {
  access: 'permission',
  permissions: [permissionFamilies.deliveryZones],
  location: true,
} as const;

/** Reports of one location (issue 17): `reports` (SPEC §6's "run reports"). */
const reports = { access: 'permission', permissions: [permissionFamilies.reports], location: true } as const;

/**
 * The website manager (issue 18): the business's one website, edited with `store design`, only
 * while the subscription has feature_availability.website_manager (SPEC §6).
 */
const websiteManager = {
  access: 'permission',
  permissions: [permissionFamilies.storeDesign],
  feature: 'website_manager',
} as const;

/** The floor plan of the caller's location (issue 19): the reservations flag; the handlers also require Premium. */
const floorPlan = { access: 'permission', permissions: [permissionFamilies.reservations], location: true } as const;

/** The audit log (issue 21): the owner, and members holding `activity_log` (off for every role by default). */
const activityLog = { access: 'permission', permissions: [permissionFamilies.activityLog] } as const;

/** Gift cards: selling, importing, resending (`coupons`, docs/decisions.md). */
const giftCards = { access: 'permission', permissions: [permissionFamilies.giftCards] } as const;
/** The list, history and summaries: whoever sells, reloads or redeems cards. */
const giftCardReaders = {
  access: 'permission',
  permissions: [permissionFamilies.giftCards, 'reload_card', 'redeem_card'],
} as const;

/**
 * Every /v1 route of the reference API, once, keyed "METHOD path" with the path as Hono writes it
 * (below /v1). The server's route wrapper enforces each rule; navigation gating and the generated
 * security tests read the same rows, so a route cannot be served without saying who may call it.
 */
export const routeTable = {
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
  // Dashboard and orders.
  'GET /dashboard': orders,
  'GET /order/test': orders,
  'POST /order/test': orders,
  'GET /order/history': orders,
  'GET /order/history/export': orders,
  // Reports (issue 17): the `reports` flag; days on the location's clock.
  'GET /order/sales_summary': reports,
  'POST /order/future_order': orders,
  'GET /order': orders,
  'GET /order/stream': orders,
  'GET /order/:id': order,
  'PUT /order/:id/status': order,
  'GET /order/:id/cancel': orderAction,
  'POST /order/:id/address': order,
  'POST /order/:id/date-time': order,
  'GET /order/:id/create-driver': orderAction,
  'GET /order/:id/cancel-driver': orderAction,
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
  // The team (issue 15 item 1): the `users` flag; what a non-owner may grant is checked in the service.
  'GET /staff': staff,
  'POST /staff': staff,
  'PUT /staff/:id': staff,
  'DELETE /staff/:id': staff,
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
  // Online-order and catering settings of the caller's location (issue 13; lib/contract/settings.ts).
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
  // Store profile slice (issue 12 item 2): the business's own line and a location's profile.
  'GET /business/info': { access: 'permission', permissions: [permissionFamilies.storeSetup] },
  'PATCH /business/info': { access: 'permission', permissions: [permissionFamilies.storeSetup] },
  'PUT /location/:id': {
    access: 'permission',
    permissions: [permissionFamilies.storeSetup, permissionFamilies.locations],
  },
  // The menu page offers the Clover import; /settings/integrations and /settings/pos list the same.
  'GET /integration': {
    access: 'permission',
    permissions: [permissionFamilies.menu, permissionFamilies.integrations],
  },
  'POST /integration/clover/import': menu,
  // Integrations slice (issue 13 item 6): payment provider, Clover link, the order app's pairing (docs/decisions.md).
  'POST /integration/clover': integrations,
  'DELETE /integration/clover': integrations,
  'GET /payment-provider': integrations,
  'POST /payment-provider': integrations,
  'DELETE /payment-provider': integrations,
  'GET /app-pairing': integrationsAtLocation,
  'POST /app-pairing/code': integrationsAtLocation,
  'DELETE /app-device/:id': integrations,
  // Called by the order-receiving app with the code the portal shows (rate-limited per IP).
  'POST /app-pairing': anyone,
  // Images serve the menu, the store design and the reservation page; the storefront shows them to anyone.
  'POST /upload': {
    access: 'permission',
    permissions: [permissionFamilies.menu, permissionFamilies.storeDesign, permissionFamilies.reservations],
  },
  'GET /uploads/:id': anyone,
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
  // Timesheets (issue 15 item 4): shifts of the location's staff; PUT is ours (docs/decisions.md).
  'GET /timesheet': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
  'POST /timesheet/add': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
  'PUT /timesheet/:id': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
  'DELETE /timesheet/:id': { access: 'permission', permissions: [permissionFamilies.staff], location: true },
  // Staff and DoorDash reports (issue 17; lib/contract/staff-reports.ts, doordash-report.ts): the
  // `reports` flag. The invoice import and its delete are ours (docs/decisions.md).
  'GET /timesheet/report': reports,
  'GET /staff/delivery/report': reports,
  'GET /order/doordash/report': reports,
  'POST /order/doordash/invoice': reports,
  'DELETE /order/doordash/invoice/:id': reports,
  // Manage locations (issue 15 item 5): Premium, the `location` flag; linking another business by its owner's
  // e-mail. SPEC's {email} and {code} travel as ?email= and ?code= (path parameters are row ids here).
  'GET /manage-location': locations,
  'POST /manage-location': locations,
  'PUT /manage-location/:id': locations,
  'DELETE /manage-location/:id': locations,
  'GET /business/search': { ...locations, stateChangingGet: true },
  'GET /manage-location/verify': { ...locations, stateChangingGet: true },
  // Gift cards (issue 16 item 3) are the business's, usable at every location. Reading them serves the
  // cashier who redeems or reloads too; the summaries count days at the caller's location.
  'GET /gift-card': giftCardReaders,
  'GET /gift-card/export': giftCardReaders,
  'GET /gift-card/summary/sale': { ...giftCardReaders, location: true },
  'GET /gift-card/summary/redeem': { ...giftCardReaders, location: true },
  'GET /gift-card/:id/transaction': giftCardReaders,
  // Sets a code aside for the next online sale (SPEC §7 makes it a GET).
  'GET /gift-card/digital': { ...giftCards, stateChangingGet: true },
  'POST /gift-card': giftCards,
  'POST /gift-card/import': giftCards,
  'POST /gift-card/:id/resend': giftCards,
  'POST /gift-card/reload-card': { access: 'permission', permissions: ['reload_card'] },
  'POST /gift-card/redeem': { access: 'permission', permissions: ['redeem_card'] },
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
} as const satisfies Record<`${RouteMethod} /${string}`, RouteRule>;

export type RouteKey = keyof typeof routeTable;

/** One row of the table in the shape a loop wants: every field present. */
export interface RouteEntry {
  key: RouteKey;
  method: RouteMethod;
  /** Below /v1, as Hono writes it (`/tax/:id`). */
  path: string;
  access: RouteAccess;
  /** The flags of which a caller needs one (access `permission`); empty otherwise. */
  permissions: readonly PermissionKey[];
  location: boolean;
  /** Takes an `:id` of a row of the caller's business (404 for any other). */
  id: boolean;
  devOnly: boolean;
  /** The subscription feature the route needs, if any. */
  feature: RouteFeature | null;
  /** A GET that changes something: the BFF refuses it unless the portal's own scripts send it. */
  stateChangingGet: boolean;
}

export function splitRouteKey(key: RouteKey): { method: RouteMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as RouteMethod, path: key.slice(space + 1) };
}

export const routeList: readonly RouteEntry[] = (Object.keys(routeTable) as RouteKey[]).map((key) => {
  const rule: RouteRule = routeTable[key];
  const { method, path } = splitRouteKey(key);
  return {
    key,
    method,
    path,
    access: rule.access,
    permissions: rule.access === 'permission' ? rule.permissions : [],
    location: 'location' in rule && !!rule.location,
    id: /\/:id(\/|$)/.test(path),
    devOnly: 'devOnly' in rule && !!rule.devOnly,
    stateChangingGet: !!rule.stateChangingGet,
    feature: rule.feature ?? null,
  };
});
