import { allPermissions, permissionFamilies, routeList, routeTable, type Permissions } from '@/lib/contract';
import {
  MENU_ENTRIES,
  bottomMenuEntries,
  entryForPath,
  firstPagePath,
  isEntryDisabled,
  isRouteAllowed,
  seesChecklist,
  visibleMenu,
  type MenuContext,
} from '@/lib/navigation';
import { isMainRoute, mainRoutes, paths } from '@/lib/paths';
import { employeeMenu as employee, ownerMenu as owner } from '../support/shell-fixtures';

const manager: MenuContext = {
  ...owner,
  role: 'manager',
  permissions: { ...allPermissions(true), users: false, location: false },
};

const keysOf = (ctx: MenuContext) => visibleMenu(ctx).flatMap((g) => g.entries.map((e) => e.key));
const groupsOf = (ctx: MenuContext) => visibleMenu(ctx).map((g) => g.key);
const without = (flag: keyof Permissions): MenuContext => ({
  ...owner,
  permissions: { ...allPermissions(true), [flag]: false },
});

describe('the menu as data', () => {
  test('holds every main-layout route exactly once, except /change-password', () => {
    const routes = MENU_ENTRIES.map((e) => e.route.split('?')[0]);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual(mainRoutes.filter((r) => r !== paths.changePassword).sort());
    expect(routes.every(isMainRoute)).toBe(true);
  });

  test('the business entry opens the store tab of store setup', () => {
    expect(MENU_ENTRIES.find((e) => e.key === 'business')?.route).toBe('/setup/store?tab=store');
    expect(entryForPath('/setup/store')?.key).toBe('business');
  });

  test('the reports submenu stays out of the bottom menu', () => {
    for (const entry of MENU_ENTRIES) expect(entry.bottomMenu === false).toBe(entry.group === 'reports');
    const bottom = bottomMenuEntries(visibleMenu(owner), 100);
    expect(bottom.some((e) => e.group === 'reports')).toBe(false);
    expect(bottomMenuEntries(visibleMenu(owner)).map((e) => e.key)).toEqual([
      'gettingStarted',
      'dashboard',
      'orderHistory',
      'futureOrders',
    ]);
  });
});

describe('visible entries', () => {
  test('an owner on Premium with the website manager sees every entry and group', () => {
    expect(keysOf(owner)).toEqual(MENU_ENTRIES.map((e) => e.key));
    expect(groupsOf(owner)).toEqual(['top', 'reports', 'onlineOrdering', 'catering', 'settings', 'websiteManager']);
  });

  test('an employee with the orders flag sees the dashboard and the order entries, not the checklist', () => {
    expect(keysOf(employee)).toEqual(['dashboard', 'orderHistory', 'futureOrders']);
    expect(groupsOf(employee)).toEqual(['top']);
    expect(isRouteAllowed(paths.gettingStarted, employee)).toBe(false);
  });

  test('an employee without any flag has no entry at all', () => {
    expect(keysOf({ ...employee, permissions: allPermissions(false) })).toEqual([]);
  });

  test('the checklist is for the owner and managers', () => {
    expect(keysOf(owner)[0]).toBe('gettingStarted');
    expect(keysOf(manager)[0]).toBe('gettingStarted');
    expect(keysOf({ ...employee, permissions: allPermissions(true) })).not.toContain('gettingStarted');
  });

  test.each([
    ['setup', ['business', 'reservationSetup', 'floorPlan']],
    ['reports', ['salesSummary', 'timesheetReport', 'deliveryReport', 'doordashReport']],
    ['customers', ['customers']],
    ['users', ['employees', 'timesheets']],
    ['location', ['locations']],
    ['coupons', ['coupons']],
    ['store_design', ['websiteWidget', 'websiteSetup', 'gallery', 'socialMedia', 'websitePopup', 'faqs']],
    ['catering', ['cateringSettings', 'cateringDeliveryZones']],
    ['menu', ['menu', 'tax']],
    ['online_order_settings', ['onlineOrderSettings']],
    ['orders', ['dashboard', 'orderHistory', 'futureOrders']],
    ['integrations', ['integrations', 'pos']],
    ['delivery_radius', ['deliveryZones']],
  ] as const)('the %s flag off hides %j and refuses their routes', (flag, hidden) => {
    const ctx = without(flag);
    const keys = keysOf(ctx);
    for (const key of hidden) expect(keys).not.toContain(key);
    expect(keys).toHaveLength(MENU_ENTRIES.length - hidden.length);
    for (const key of hidden) {
      const route = MENU_ENTRIES.find((e) => e.key === key)!.route;
      expect(isRouteAllowed(route, ctx)).toBe(false);
    }
  });

  test('a group whose entries are all hidden disappears', () => {
    expect(groupsOf(without('catering'))).not.toContain('catering');
    expect(groupsOf(without('reports'))).not.toContain('reports');
  });

  test('entries with a roles list are hidden from other roles', () => {
    // A manager granted the users flag still sees staff pages; billing stays the owner's.
    const grantedManager: MenuContext = { ...manager, permissions: allPermissions(true) };
    expect(keysOf(grantedManager)).toEqual(expect.arrayContaining(['employees', 'timesheets', 'pos']));
    expect(keysOf(grantedManager)).not.toContain('billing');
    expect(isRouteAllowed(paths.billing, grantedManager)).toBe(false);
    // An employee granted every flag still lacks the owner-or-manager pages.
    const grantedEmployee: MenuContext = { ...employee, permissions: allPermissions(true) };
    expect(keysOf(grantedEmployee)).not.toEqual(expect.arrayContaining(['employees']));
    for (const key of ['employees', 'timesheets', 'pos', 'billing']) expect(keysOf(grantedEmployee)).not.toContain(key);
    expect(keysOf(grantedEmployee)).toContain('integrations');
    expect(isRouteAllowed(paths.pos, grantedEmployee)).toBe(false);
  });

  test("a manager with the role's default flags sees neither staff nor locations", () => {
    const keys = keysOf(manager);
    for (const key of ['employees', 'timesheets', 'locations', 'billing']) expect(keys).not.toContain(key);
    expect(keys).toContain('menu');
  });

  test.each([['Basic'], [null]])(
    'plan %p hides floor plan, reservation setup and manage locations and refuses them',
    (planName) => {
      const ctx = { ...owner, planName };
      const keys = keysOf(ctx);
      for (const key of ['floorPlan', 'reservationSetup', 'locations']) expect(keys).not.toContain(key);
      expect(keys).toHaveLength(MENU_ENTRIES.length - 3);
      for (const route of [paths.floorPlan, paths.reservationSetup, paths.locations])
        expect(isRouteAllowed(route, ctx)).toBe(false);
      expect(isRouteAllowed(paths.menu, ctx)).toBe(true);
    },
  );

  test('without the website_manager feature the group is gone and its routes refused', () => {
    const ctx = { ...owner, websiteManager: false };
    expect(groupsOf(ctx)).not.toContain('websiteManager');
    for (const route of [paths.websiteSetup, paths.gallery, paths.socialMedia, paths.websitePopup, paths.faqs]) {
      expect(isRouteAllowed(route, ctx)).toBe(false);
      expect(isRouteAllowed(`${route}/`, ctx)).toBe(false);
    }
  });

  test('the getting-started entry carries its counter and hides once every step is done', () => {
    const top = visibleMenu(owner)[0]!;
    expect(top.entries[0]).toMatchObject({ key: 'gettingStarted', progress: { completed: 2, total: 7 } });
    const done = { ...owner, gettingStarted: { completed: 7, total: 7 } };
    expect(keysOf(done)).not.toContain('gettingStarted');
    // Hidden as a courtesy only: the page itself still opens.
    expect(isRouteAllowed(paths.gettingStarted, done)).toBe(true);
  });
});

describe('disabled entries', () => {
  test('without a business code every entry but getting started and business is disabled', () => {
    const ctx = { ...owner, hasBusinessCode: false };
    const entries = visibleMenu(ctx).flatMap((g) => g.entries);
    expect(entries.filter((e) => !e.disabled).map((e) => e.key)).toEqual(['gettingStarted', 'business']);
    expect(entries).toHaveLength(MENU_ENTRIES.length);
    expect(
      isEntryDisabled(
        MENU_ENTRIES.find((e) => e.key === 'dashboard')!,
        ctx,
      ),
    ).toBe(true);
    expect(bottomMenuEntries(visibleMenu(ctx)).map((e) => e.key)).toEqual(['gettingStarted', 'business']);
  });

  test('with a business code nothing is disabled', () => {
    expect(
      visibleMenu(owner)
        .flatMap((g) => g.entries)
        .some((e) => e.disabled),
    ).toBe(false);
  });
});

describe('the route gate', () => {
  test('allows pages that are not menu entries and permitted entries, with queries or slashes', () => {
    expect(isRouteAllowed(paths.changePassword, employee)).toBe(true);
    expect(isRouteAllowed(paths.dashboard, employee)).toBe(true);
    expect(isRouteAllowed('/order-history/', employee)).toBe(true);
    expect(isRouteAllowed('/setup/store?tab=store', owner)).toBe(true);
  });

  test('refuses every hidden entry for an employee with the orders flag only', () => {
    const visible = new Set(keysOf(employee));
    for (const entry of MENU_ENTRIES) expect(isRouteAllowed(entry.route, employee)).toBe(visible.has(entry.key));
  });

  test('a user without a business (no role, no flags) keeps only the unflagged entries', () => {
    const none: MenuContext = {
      role: null,
      permissions: null,
      planName: null,
      websiteManager: false,
      hasBusinessCode: false,
    };
    expect(keysOf(none)).toEqual([]);
    expect(isRouteAllowed(paths.changePassword, none)).toBe(true);
    expect(isRouteAllowed(paths.menu, none)).toBe(false);
  });
});

describe('where / lands a member', () => {
  const only = (flag: keyof Permissions): MenuContext => ({
    ...employee,
    permissions: { ...allPermissions(false), [flag]: true },
  });

  test('owners and managers see the checklist; employees never do', () => {
    expect([owner, manager, employee, { ...employee, permissions: allPermissions(true) }].map(seesChecklist)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  test('past the checklist: the first page of their menu, in menu order', () => {
    expect(firstPagePath(owner)).toBe(paths.dashboard);
    expect(firstPagePath(manager)).toBe(paths.dashboard);
    expect(firstPagePath(employee)).toBe(paths.dashboard);
    expect(firstPagePath(only('menu'))).toBe(paths.menu);
    expect(firstPagePath(only('reports'))).toBe(paths.salesSummary);
    expect(firstPagePath(only('setup'))).toBe('/setup/store?tab=store');
    // The page a member lands on is one the route gate lets them open.
    for (const flag of ['menu', 'reports', 'setup', 'orders', 'catering'] as const)
      expect(isRouteAllowed(firstPagePath(only(flag)), only(flag))).toBe(true);
  });

  test('without any page: /change-password; without a business code: an entry that stays enabled', () => {
    expect(firstPagePath({ ...employee, permissions: allPermissions(false) })).toBe(paths.changePassword);
    expect(firstPagePath({ ...owner, hasBusinessCode: false })).toBe('/setup/store?tab=store');
  });
});

describe('flags come from the contract’s permission families', () => {
  // SPEC §7 puts two reports under /order (sales_summary, doordash): they read the reports flag.
  const reportPaths = ['/order/sales_summary', '/order/doordash'];
  const routeFlags = (prefix: string) =>
    new Set(
      routeList
        .filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`))
        .filter((r) => !reportPaths.some((p) => r.path === p || r.path.startsWith(`${p}/`)))
        .flatMap((r) => r.permissions),
    );

  test('the reports under /order read the reports flag only', () => {
    const reports = routeList.filter((r) => reportPaths.some((p) => r.path === p || r.path.startsWith(`${p}/`)));
    expect(reports.length).toBeGreaterThan(1);
    expect(new Set(reports.flatMap((r) => r.permissions))).toEqual(new Set([permissionFamilies.reports]));
  });

  test.each([
    ['tax', '/tax', 'taxes'],
    ['menu', '/category', 'menu'],
    ['orderHistory', '/order', 'orders'],
  ] as const)('the %s entry and the %s routes read one flag (%s)', (key, prefix, family) => {
    const entry = MENU_ENTRIES.find((e) => e.key === key)!;
    expect(entry.permission).toBe(permissionFamilies[family]);
    expect([...routeFlags(prefix)]).toEqual([permissionFamilies[family]]);
  });

  test('the tax page is hidden without the flag the tax API checks, and shown with it alone', () => {
    const flag = routeTable['GET /tax'].permissions[0];
    expect(isRouteAllowed(paths.tax, without(flag))).toBe(false);
    expect(isRouteAllowed(paths.tax, { ...owner, permissions: { ...allPermissions(false), [flag]: true } })).toBe(true);
  });

  test('gift cards are shown to whoever may sell, reload or redeem them (the flags GET gift-card takes), to no one else', () => {
    const only = (flag: keyof Permissions): MenuContext => ({
      ...owner,
      role: 'employee',
      permissions: { ...allPermissions(false), [flag]: true },
    });
    for (const flag of routeTable['GET /gift-card'].permissions)
      expect([flag, isRouteAllowed(paths.giftCards, only(flag))]).toEqual([flag, true]);
    expect(isRouteAllowed(paths.giftCards, only('orders'))).toBe(false);
    expect(isRouteAllowed(paths.giftCards, { ...owner, permissions: allPermissions(false) })).toBe(false);
  });
});
