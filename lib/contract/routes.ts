import type { PermissionKey } from './permissions';
import { accountRouteRows } from './routes-account';
import { customerCouponRouteRows } from './routes-customers-coupons';
import { deliveryZoneRouteRows } from './routes-delivery-zones';
import { giftCardRouteRows } from './routes-gift-cards';
import { integrationRouteRows } from './routes-integrations';
import { manageLocationRouteRows } from './routes-manage-locations';
import { menuRouteRows } from './routes-menu';
import { opsRouteRows } from './routes-ops';
import { orderRouteRows } from './routes-orders';
import { reportRouteRows } from './routes-reports';
import { reservationRouteRows } from './routes-reservations';
import { staffRouteRows } from './routes-staff';
import { storeHoursRouteRows } from './routes-store-hours';
import { storeProfileRouteRows } from './routes-store-profile';
import { storefrontSettingsRouteRows } from './routes-storefront-settings';
import { timesheetRouteRows } from './routes-timesheets';
import { uploadRouteRows } from './routes-uploads';
import { websiteRouteRows } from './routes-website';

// The contract exports two of the rows' shared rules (route-access.ts holds them all).
export { storeDesign, storeSetup } from './route-access';

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

/** Rows keyed "METHOD path", each saying who may call it: the shape of every routes-<area>.ts. */
export type RouteRows = Record<`${RouteMethod} /${string}`, RouteRule>;

/**
 * Every /v1 route of the reference API, once, keyed "METHOD path" with the path as Hono writes it
 * (below /v1). The server's route wrapper enforces each rule; navigation gating and the generated
 * security tests read the same rows, so a route cannot be served without saying who may call it.
 *
 * The rows live by area in routes-<area>.ts (who may call them: route-access.ts); this table joins
 * them in this order, which is the order of `routeList`.
 */
export const routeTable = {
  ...accountRouteRows,
  ...orderRouteRows,
  ...menuRouteRows,
  ...customerCouponRouteRows,
  ...staffRouteRows,
  ...storefrontSettingsRouteRows,
  ...deliveryZoneRouteRows,
  ...storeProfileRouteRows,
  ...integrationRouteRows,
  ...uploadRouteRows,
  ...storeHoursRouteRows,
  ...timesheetRouteRows,
  ...reportRouteRows,
  ...manageLocationRouteRows,
  ...giftCardRouteRows,
  ...websiteRouteRows,
  ...reservationRouteRows,
  ...opsRouteRows,
} as const satisfies RouteRows;

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
