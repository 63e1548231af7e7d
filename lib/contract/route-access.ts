import { permissionFamilies } from './permissions';

/**
 * Who may call a route, as the route table's rows (routes-<area>.ts) share it: one rule per
 * family of routes, its flags from `permissionFamilies` (which the navigation reads too). Not
 * exported from the contract's index but for storeSetup and storeDesign (through routes.ts).
 */

export const anyone = { access: 'public' } as const;
export const signedIn = { access: 'signed-in' } as const;
export const member = { access: 'member' } as const;
export const owner = { access: 'owner' } as const;
// Flags by family (permissionFamilies), which the navigation reads too.
export const menu = { access: 'permission', permissions: [permissionFamilies.menu], location: true } as const;
export const taxes = { access: 'permission', permissions: [permissionFamilies.taxes], location: true } as const;
/** The business's team: not one location's (a member may work at several). */
export const staff = { access: 'permission', permissions: [permissionFamilies.staff] } as const;
export const orders = { access: 'permission', permissions: [permissionFamilies.orders], location: true } as const;
/** One order by id: it may be at any location the caller sees, whatever `?location=` says. */
export const order = { access: 'permission', permissions: [permissionFamilies.orders] } as const;
/** An action on one order that SPEC §7 makes a GET. */
export const orderAction = { ...order, stateChangingGet: true } as const;
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
export const customers = { access: 'permission', permissions: [permissionFamilies.customers] } as const;
export const coupons = { access: 'permission', permissions: [permissionFamilies.coupons] } as const;

/** The business's locations (manage locations): `location`; the handlers also require Premium. */
export const locations = { access: 'permission', permissions: [permissionFamilies.locations] } as const;

/**
 * Reservation setup of the caller's location (issue 19): the reservations family's flag; the handlers
 * also require Premium (SPEC §6), as manage locations does.
 */
export const reservationSetup = {
  access: 'permission',
  permissions: [permissionFamilies.reservations],
  location: true,
} as const;

/** Connections of the whole business (payment provider, POS): `integrations`. */
export const integrations = { access: 'permission', permissions: [permissionFamilies.integrations] } as const;
/** The order-receiving app pairs with one location. */
export const integrationsAtLocation = { ...integrations, location: true } as const;
/** Delivery and catering delivery zones of the caller's location (issue 14): `delivery radius`. */
export const deliveryZones = {
  access: 'permission',
  permissions: [permissionFamilies.deliveryZones],
  location: true,
} as const;

/** Reports of one location (issue 17): `reports` (SPEC §6's "run reports"). */
export const reports = { access: 'permission', permissions: [permissionFamilies.reports], location: true } as const;

/**
 * The website manager (issue 18): the business's one website, edited with `store design`, only
 * while the subscription has feature_availability.website_manager (SPEC §6).
 */
export const websiteManager = {
  access: 'permission',
  permissions: [permissionFamilies.storeDesign],
  feature: 'website_manager',
} as const;

/** The floor plan of the caller's location (issue 19): the reservations flag; the handlers also require Premium. */
export const floorPlan = {
  access: 'permission',
  permissions: [permissionFamilies.reservations],
  location: true,
} as const;

/** The audit log (issue 21): the owner, and members holding `activity_log` (off for every role by default). */
export const activityLog = { access: 'permission', permissions: [permissionFamilies.activityLog] } as const;

/** Gift cards: selling, importing, resending (`coupons`, docs/decisions.md). */
export const giftCards = { access: 'permission', permissions: [permissionFamilies.giftCards] } as const;
/** The list, history and summaries: whoever sells, reloads or redeems cards. */
export const giftCardReaders = {
  access: 'permission',
  permissions: [permissionFamilies.giftCards, 'reload_card', 'redeem_card'],
} as const;
