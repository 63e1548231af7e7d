/**
 * Permission flags per staff member. The first eight gate menu entries (SPEC §2); the rest are
 * the user permission toggles of SPEC §6. Owners hold every flag.
 */
export const permissionKeys = [
  'setup',
  'reports',
  'customers',
  'users',
  'location',
  'coupons',
  'store_design',
  'catering',
  'menu',
  'online_order_settings',
  'orders',
  'integrations',
  'delivery_radius',
  'redeem_card',
  'reload_card',
  // The audit log (issue 21): who changed what. Off for every role until the owner grants it.
  'activity_log',
] as const;
export type PermissionKey = (typeof permissionKeys)[number];

/** The plan whose name unlocks floor plan, reservation setup and manage locations (SPEC §6). */
export const PREMIUM_PLAN = 'Premium';

/**
 * The flag that governs each family of screens and /v1 routes, written once: the route table's
 * rows (`lib/contract/routes.ts`) and the navigation's entries (`lib/navigation.ts`) both read it,
 * so a page cannot be hidden by one flag while its API checks another. Taxes are part of the menu
 * (items charge them; docs/decisions.md).
 */
export const permissionFamilies = {
  orders: 'orders',
  menu: 'menu',
  taxes: 'menu',
  storeSetup: 'setup',
  reservations: 'setup',
  reports: 'reports',
  onlineOrderSettings: 'online_order_settings',
  deliveryZones: 'delivery_radius',
  coupons: 'coupons',
  customers: 'customers',
  // Selling, importing and reading gift cards: the coupons flag (docs/decisions.md); reload and redeem have their own.
  giftCards: 'coupons',
  catering: 'catering',
  staff: 'users',
  locations: 'location',
  storeDesign: 'store_design',
  integrations: 'integrations',
  activityLog: 'activity_log',
} as const satisfies Record<string, PermissionKey>;
export type PermissionFamily = keyof typeof permissionFamilies;
