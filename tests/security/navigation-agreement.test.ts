/**
 * The left menu (lib/navigation) against the route table: for each caller of the role matrix, a
 * page the menu shows can load what it loads (its API lets that caller through).
 * Pages and the routes they load are listed here (the navigation does not name its routes).
 */
import { allPermissions, permissionKeys, routeTable, type Permissions, type Role, type RouteKey } from '@/lib/contract';
import { firstPagePath, isEntryPermitted, MENU_ENTRIES, type MenuContext } from '@/lib/navigation';
import { effectivePermissions } from '@/server/services/permissions';

/** Menu entries with a page today, and the /v1 routes that page loads (its queries and prefetches). */
const PAGE_ROUTES: Record<string, readonly RouteKey[]> = {
  dashboard: ['GET /dashboard', 'GET /order'],
  orderHistory: ['GET /user', 'GET /order/history'],
  futureOrders: ['POST /order/future_order'],
  menu: ['GET /category'],
  tax: ['GET /tax'],
  billing: ['GET /subscription/plan', 'POST /subscription', 'PUT /subscription'],
  websiteSetup: ['GET /website-manager', 'POST /website-manager/save'],
  gallery: ['GET /website-manager', 'POST /upload', 'POST /website-manager/gallery', 'POST /website-manager/menu'],
  socialMedia: ['GET /website-manager', 'POST /website-manager/save'],
  websitePopup: ['GET /website-manager', 'POST /upload', 'POST /website-manager/website-popup'],
  faqs: ['GET /website-manager', 'POST /website-manager/faq'],
  websiteWidget: ['GET /website-widget', 'PUT /website-widget', 'GET /website-widget/embed-script'],
  floorPlan: ['GET /floor-plan', 'PUT /floor-plan/room/:id', 'PUT /floor-plan/selected-room'],
  timesheetReport: ['GET /user', 'GET /timesheet/report'],
  deliveryReport: ['GET /user', 'GET /staff/delivery/report'],
  doordashReport: [
    'GET /user',
    'GET /order/doordash/report',
    'POST /order/doordash/invoice',
    'DELETE /order/doordash/invoice/:id',
  ],
  activity: ['GET /user', 'GET /audit', 'GET /audit/actors', 'GET /audit/export'],
};

const callers: { name: string; role: Role; flags: Permissions }[] = [
  { name: 'owner', role: 'owner', flags: effectivePermissions('owner') },
  { name: 'manager', role: 'manager', flags: effectivePermissions('manager') },
  { name: 'employee', role: 'employee', flags: effectivePermissions('employee') },
  ...permissionKeys.map((flag) => ({
    name: `employee with only ${flag}`,
    role: 'employee' as const,
    flags: effectivePermissions('employee', { ...allPermissions(false), [flag]: true }),
  })),
];

function allowed(key: RouteKey, role: Role, flags: Permissions): boolean {
  const rule = routeTable[key] as { access: string; permissions?: readonly (keyof Permissions)[] };
  if (rule.access === 'owner') return role === 'owner';
  if (rule.access === 'permission') return rule.permissions!.some((p) => flags[p]);
  return true;
}

test('every page listed is a menu entry', () => {
  const keys = MENU_ENTRIES.map((e) => e.key);
  for (const page of Object.keys(PAGE_ROUTES)) expect(keys).toContain(page);
});

/** "page for caller: shown, but … refused" for each page the menu shows while the API refuses its data. */
function disagreements(pages: readonly string[]): string[] {
  const found: string[] = [];
  for (const c of callers) {
    const ctx: MenuContext = {
      role: c.role,
      permissions: c.flags,
      planName: 'Premium',
      websiteManager: true,
      hasBusinessCode: true,
    };
    for (const page of pages) {
      const shown = isEntryPermitted(
        MENU_ENTRIES.find((e) => e.key === page)!,
        ctx,
      );
      const refused = PAGE_ROUTES[page]!.filter((r) => !allowed(r, c.role, c.flags));
      if (shown && refused.length) found.push(`${page} for ${c.name}: shown, but ${refused.join(', ')} refused`);
    }
  }
  return found;
}

test('a page the menu shows can load its data', () => {
  expect(disagreements(Object.keys(PAGE_ROUTES))).toEqual([]);
});

test('the dashboard is shown only to those who may load its data, and / lands each caller on a page they may load', () => {
  for (const c of callers) {
    const ctx: MenuContext = {
      role: c.role,
      permissions: c.flags,
      planName: 'Premium',
      websiteManager: true,
      hasBusinessCode: true,
    };
    const dashboardShown = isEntryPermitted(
      MENU_ENTRIES.find((e) => e.key === 'dashboard')!,
      ctx,
    );
    expect([c.name, dashboardShown]).toEqual([c.name, allowed('GET /dashboard', c.role, c.flags)]);
    const landing = MENU_ENTRIES.find((e) => e.route === firstPagePath(ctx));
    const refused = landing && PAGE_ROUTES[landing.key]?.filter((r) => !allowed(r, c.role, c.flags));
    expect([c.name, landing?.key, refused ?? []]).toEqual([c.name, landing?.key, []]);
  }
});
