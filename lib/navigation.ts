import {
  PREMIUM_PLAN,
  permissionFamilies as f,
  type GettingStarted,
  type PermissionKey,
  type Permissions,
  type Role,
  type UserReply,
} from '@/lib/contract';
import { normalizePath, paths } from '@/lib/paths';

/**
 * The left menu as data (SPEC §2, §4, §6): every main-layout route once, with the gates that
 * hide or disable it. Pure, so the layout's server gate, the client shell and the unit tests
 * share one definition. Order and flags are recorded in docs/decisions.md; each entry's flag is
 * its family's in `permissionFamilies` (lib/contract), the one the API's route table checks.
 */

export type MenuGroupKey = 'top' | 'reports' | 'onlineOrdering' | 'catering' | 'settings' | 'websiteManager';

/** Icon names; components/shell maps them to MUI icons (lib stays free of React). */
export type MenuIconName =
  | 'gettingStarted'
  | 'dashboard'
  | 'orderHistory'
  | 'futureOrders'
  | 'business'
  | 'salesSummary'
  | 'timesheetReport'
  | 'deliveryReport'
  | 'doordashReport'
  | 'menu'
  | 'onlineOrderSettings'
  | 'deliveryZones'
  | 'coupons'
  | 'customers'
  | 'giftCards'
  | 'tax'
  | 'cateringSettings'
  | 'cateringDeliveryZones'
  | 'employees'
  | 'timesheets'
  | 'locations'
  | 'billing'
  | 'websiteWidget'
  | 'integrations'
  | 'pos'
  | 'activity'
  | 'reservationSetup'
  | 'floorPlan'
  | 'websiteSetup'
  | 'gallery'
  | 'socialMedia'
  | 'websitePopup'
  | 'faqs'
  | MenuGroupKey;

export interface MenuEntryDef {
  key: string;
  /** Where the entry links (may carry a query, e.g. the store tab). */
  route: string;
  /** Under the `nav.entries` namespace. */
  labelKey: string;
  icon: MenuIconName;
  group: MenuGroupKey;
  /** Hidden (and its route refused) when the user lacks this flag. */
  permission?: PermissionKey;
  /** Hidden (and its route refused) unless the user holds one of these flags (gift cards: sell, reload or redeem). */
  anyPermission?: readonly PermissionKey[];
  /** Hidden (and refused) for roles not in the list. */
  roles?: readonly Role[];
  /** Only on the Premium plan (SPEC §6). */
  premium?: boolean;
  /** Only with the subscription's feature_availability.website_manager. */
  websiteManager?: boolean;
  /** Left out of the mobile bottom menu (SPEC §2: the reports submenu). */
  bottomMenu?: false;
  /** Shown only while catering is on at a location the member sees (SPEC §4); the route stays open. */
  cateringOnly?: true;
}

export interface MenuGroupDef {
  key: MenuGroupKey;
  /** Under `nav.groups`; the top group has no heading. */
  labelKey?: string;
  icon: MenuIconName;
}

export const MENU_GROUPS: readonly MenuGroupDef[] = [
  { key: 'top', icon: 'dashboard' },
  { key: 'reports', labelKey: 'reports', icon: 'reports' },
  { key: 'onlineOrdering', labelKey: 'onlineOrdering', icon: 'onlineOrdering' },
  { key: 'catering', labelKey: 'catering', icon: 'catering' },
  { key: 'settings', labelKey: 'settings', icon: 'settings' },
  { key: 'websiteManager', labelKey: 'websiteManager', icon: 'websiteManager' },
];

const OWNER_MANAGER: readonly Role[] = ['owner', 'manager'];

const e = (key: string, route: string, group: MenuGroupKey, rest: Partial<MenuEntryDef> = {}): MenuEntryDef => ({
  key,
  route,
  labelKey: key,
  icon: key as MenuIconName,
  group,
  ...rest,
});

export const MENU_ENTRIES: readonly MenuEntryDef[] = [
  // The checklist sets the business up: for those who can act on it (docs/decisions.md).
  e('gettingStarted', paths.gettingStarted, 'top', { roles: OWNER_MANAGER }),
  // Its figures and board (GET dashboard, GET order) need the orders flag.
  e('dashboard', paths.dashboard, 'top', { permission: f.orders }),
  e('orderHistory', paths.orderHistory, 'top', { permission: f.orders }),
  e('futureOrders', paths.futureOrders, 'top', { permission: f.orders }),
  e('business', `${paths.storeSetup}?tab=store`, 'top', { permission: f.storeSetup }),

  e('salesSummary', paths.salesSummary, 'reports', { permission: f.reports, bottomMenu: false }),
  e('timesheetReport', paths.timesheetReport, 'reports', { permission: f.reports, bottomMenu: false }),
  e('deliveryReport', paths.deliveryReport, 'reports', { permission: f.reports, bottomMenu: false }),
  e('doordashReport', paths.doordashReport, 'reports', { permission: f.reports, bottomMenu: false }),

  e('menu', paths.menu, 'onlineOrdering', { permission: f.menu }),
  e('onlineOrderSettings', paths.onlineOrderSettings, 'onlineOrdering', { permission: f.onlineOrderSettings }),
  e('deliveryZones', paths.deliveryZones, 'onlineOrdering', { permission: f.deliveryZones }),
  e('coupons', paths.coupons, 'onlineOrdering', { permission: f.coupons }),
  e('customers', paths.customers, 'onlineOrdering', { permission: f.customers }),
  // Whoever sells (coupons flag), reloads or redeems cards: the same flags as GET gift-card.
  e('giftCards', paths.giftCards, 'onlineOrdering', { anyPermission: [f.giftCards, 'reload_card', 'redeem_card'] }),

  e('cateringSettings', paths.cateringSettings, 'catering', { permission: f.catering, cateringOnly: true }),
  e('cateringDeliveryZones', paths.cateringDeliveryZones, 'catering', {
    permission: f.catering,
    cateringOnly: true,
  }),

  e('employees', paths.employees, 'settings', { permission: f.staff, roles: OWNER_MANAGER }),
  e('timesheets', paths.timesheets, 'settings', { permission: f.staff, roles: OWNER_MANAGER }),
  e('locations', paths.locations, 'settings', { permission: f.locations, premium: true }),
  e('tax', paths.tax, 'settings', { permission: f.taxes }),
  e('billing', paths.billing, 'settings', { roles: ['owner'] }),
  e('websiteWidget', paths.websiteWidget, 'settings', { permission: f.storeDesign }),
  e('integrations', paths.integrations, 'settings', { permission: f.integrations }),
  e('pos', paths.pos, 'settings', { permission: f.integrations, roles: OWNER_MANAGER }),
  e('activity', paths.activity, 'settings', { permission: f.activityLog }),
  e('reservationSetup', paths.reservationSetup, 'settings', { permission: f.reservations, premium: true }),
  e('floorPlan', paths.floorPlan, 'settings', { permission: f.reservations, premium: true }),

  e('websiteSetup', paths.websiteSetup, 'websiteManager', { permission: f.storeDesign, websiteManager: true }),
  e('gallery', paths.gallery, 'websiteManager', { permission: f.storeDesign, websiteManager: true }),
  e('socialMedia', paths.socialMedia, 'websiteManager', { permission: f.storeDesign, websiteManager: true }),
  e('websitePopup', paths.websitePopup, 'websiteManager', { permission: f.storeDesign, websiteManager: true }),
  e('faqs', paths.faqs, 'websiteManager', { permission: f.storeDesign, websiteManager: true }),
];

/** Entries that stay usable without a business code (SPEC §4). */
const ALWAYS_ENABLED = new Set(['gettingStarted', 'business']);

export interface MenuContext {
  role: Role | null;
  permissions: Permissions | null;
  planName: string | null;
  websiteManager: boolean;
  hasBusinessCode: boolean;
  gettingStarted?: Pick<GettingStarted, 'completed' | 'total'> | null;
  /** Catering is on at one of the member's locations (location.catering.status); unknown: shown. */
  cateringOn?: boolean;
}

export interface VisibleEntry extends MenuEntryDef {
  disabled: boolean;
  /** Only on the getting-started entry: steps done and in all. */
  progress?: { completed: number; total: number };
}

export interface VisibleGroup extends MenuGroupDef {
  entries: VisibleEntry[];
}

/** The parts of GET user the gates read (the BFF's session facts parse only these). */
export interface MenuFacts {
  user: Pick<UserReply['user'], 'role' | 'permissions'> & {
    onboard_status: Pick<GettingStarted, 'completed' | 'total'> | null;
  };
  business:
    | (Pick<NonNullable<UserReply['business']>, 'code' | 'subscription'> & {
        locations?: readonly { _id: string; catering?: { status: boolean } }[];
      })
    | null;
}

/** What the gates need, from GET user (and the checklist when it is loaded). */
export function menuContextOf(
  reply: MenuFacts,
  gettingStarted?: Pick<GettingStarted, 'completed' | 'total'> | null,
): MenuContext {
  const { user, business } = reply;
  return {
    role: user.role,
    permissions: user.permissions,
    planName: business?.subscription.plan_name ?? null,
    websiteManager: business?.subscription.feature_availability.website_manager ?? false,
    hasBusinessCode: !!business?.code?.trim(),
    cateringOn: business?.locations ? business.locations.some((l) => l.catering?.status) : undefined,
    gettingStarted: gettingStarted ?? user.onboard_status,
  };
}

/** The gates that hide an entry and refuse its route (not the checklist's completion). */
export function isEntryPermitted(entry: MenuEntryDef, ctx: MenuContext): boolean {
  if (entry.permission && !ctx.permissions?.[entry.permission]) return false;
  if (entry.anyPermission && !entry.anyPermission.some((p) => ctx.permissions?.[p])) return false;
  if (entry.roles && (!ctx.role || !entry.roles.includes(ctx.role))) return false;
  if (entry.premium && ctx.planName !== PREMIUM_PLAN) return false;
  if (entry.websiteManager && !ctx.websiteManager) return false;
  return true;
}

export function isEntryDisabled(entry: MenuEntryDef, ctx: MenuContext): boolean {
  return !ctx.hasBusinessCode && !ALWAYS_ENABLED.has(entry.key);
}

function gettingStartedDone(ctx: MenuContext): boolean {
  const gs = ctx.gettingStarted;
  return !!gs && gs.total > 0 && gs.completed >= gs.total;
}

/** The menu this user sees: groups in order, each with its visible entries; empty groups dropped. */
export function visibleMenu(ctx: MenuContext): VisibleGroup[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    entries: MENU_ENTRIES.filter((entry) => entry.group === group.key && isEntryPermitted(entry, ctx))
      .filter((entry) => entry.key !== 'gettingStarted' || !gettingStartedDone(ctx))
      .filter((entry) => !entry.cateringOnly || ctx.cateringOn !== false)
      .map((entry): VisibleEntry => {
        const visible: VisibleEntry = { ...entry, disabled: isEntryDisabled(entry, ctx) };
        if (entry.key === 'gettingStarted' && ctx.gettingStarted) {
          visible.progress = { completed: ctx.gettingStarted.completed, total: ctx.gettingStarted.total };
        }
        return visible;
      }),
  })).filter((group) => group.entries.length > 0);
}

/**
 * Where `/` lands this member once the checklist is out of the way: the first entry of their
 * menu they may open, in menu order (the dashboard for most). Without any, the one main page
 * everyone may use, /change-password, where the empty menu says to ask the owner for access.
 */
export function firstPagePath(ctx: MenuContext): string {
  const first = visibleMenu({ ...ctx, gettingStarted: null })
    .flatMap((g) => g.entries)
    .find((entry) => entry.key !== 'gettingStarted' && !entry.disabled);
  return first?.route ?? paths.changePassword;
}

/** Whether this member sees the getting-started checklist at all (while steps are left). */
export function seesChecklist(ctx: MenuContext): boolean {
  return isEntryPermitted(
    MENU_ENTRIES.find((entry) => entry.key === 'gettingStarted')!,
    ctx,
  );
}

export function entryPath(entry: Pick<MenuEntryDef, 'route'>): string {
  return normalizePath(entry.route);
}

/** The menu entry a path belongs to, if any. */
export function entryForPath(pathname: string): MenuEntryDef | undefined {
  const p = normalizePath(pathname);
  return MENU_ENTRIES.find((entry) => entryPath(entry) === p);
}

/**
 * The route gate: a path whose entry is hidden by a permission, role, plan or feature is refused
 * (the layout answers 404). Paths that are no menu entry (/change-password) pass, and so does
 * the getting-started page once complete: hiding it there is a courtesy, not a rule.
 */
export function isRouteAllowed(pathname: string, ctx: MenuContext): boolean {
  const entry = entryForPath(pathname);
  return !entry || isEntryPermitted(entry, ctx);
}

/** Entries of the mobile bottom bar: visible ones outside the reports submenu, in menu order. */
export function bottomMenuEntries(groups: readonly VisibleGroup[], limit = 4): VisibleEntry[] {
  return groups
    .flatMap((g) => g.entries)
    .filter((entry) => entry.bottomMenu !== false && !entry.disabled)
    .slice(0, limit);
}
