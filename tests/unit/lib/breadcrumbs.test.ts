import { breadcrumbTrail, crumbMessageKey, labelFromPath } from '@/lib/breadcrumbs';
import { MENU_ENTRIES } from '@/lib/navigation';
import { mainRoutes } from '@/lib/paths';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const keys = (path: string) => breadcrumbTrail(path).map((c) => crumbMessageKey(c.label) ?? `derived:${c.label.key}`);

describe('breadcrumbTrail', () => {
  test('starts with Home, a link to /order-history', () => {
    const [home] = breadcrumbTrail('/dashboard');
    expect(home).toEqual({ label: { namespace: 'shell.breadcrumbs', key: 'home' }, href: '/order-history' });
  });

  test('Home leads elsewhere for a member who may not see orders (the shell passes `/`)', () => {
    expect(breadcrumbTrail('/setup/store', '/')[0]?.href).toBe('/');
  });

  test('home, group, then the page for an entry inside a group', () => {
    expect(keys('/reports/sales_summary')).toEqual([
      'shell.breadcrumbs.home',
      'nav.groups.reports',
      'nav.entries.salesSummary',
    ]);
    expect(keys('/settings/billing')).toEqual(['shell.breadcrumbs.home', 'nav.groups.settings', 'nav.entries.billing']);
    expect(keys('/website-manager/faqs')).toEqual([
      'shell.breadcrumbs.home',
      'nav.groups.websiteManager',
      'nav.entries.faqs',
    ]);
  });

  test('the top entries have no group crumb', () => {
    expect(keys('/dashboard')).toEqual(['shell.breadcrumbs.home', 'nav.entries.dashboard']);
    expect(keys('/order-history')).toEqual(['shell.breadcrumbs.home', 'nav.entries.orderHistory']);
  });

  test('only the page is current; the group is plain text', () => {
    const [home, group, page] = breadcrumbTrail('/manage/menu');
    expect(home.current).toBeFalsy();
    expect(group.href).toBeUndefined();
    expect(group.current).toBeFalsy();
    expect(page).toMatchObject({ current: true });
    expect(page.href).toBeUndefined();
  });

  test('query, hash and trailing slash do not change the trail', () => {
    expect(keys('/setup/store?tab=store')).toEqual(keys('/setup/store'));
    expect(keys('/manage/menu/')).toEqual(keys('/manage/menu'));
    expect(keys('/manage/menu#items')).toEqual(keys('/manage/menu'));
  });

  test('a page outside the menu uses its own message, or a label from its path', () => {
    expect(keys('/change-password')).toEqual(['shell.breadcrumbs.home', 'shell.userMenu.changePassword']);
    expect(keys('/reports/closed_orders')).toEqual(['shell.breadcrumbs.home', 'derived:Closed orders']);
  });

  test('every main-layout route has a trail ending on the current page', () => {
    for (const route of mainRoutes) {
      const trail = breadcrumbTrail(route);
      expect(trail[0].href).toBe('/order-history');
      expect(trail.at(-1)?.current).toBe(true);
      expect(trail.length).toBeGreaterThanOrEqual(2);
    }
  });

  test('every menu entry is named by nav.entries', () => {
    for (const entry of MENU_ENTRIES) {
      expect(keys(entry.route).at(-1)).toBe(`nav.entries.${entry.labelKey}`);
    }
  });
});

describe('labelFromPath', () => {
  test('turns the last segment into words', () => {
    expect(labelFromPath('/reservation/floor-plan')).toBe('Floor plan');
    expect(labelFromPath('/reports/sales_summary')).toBe('Sales summary');
    expect(labelFromPath('/manage/menu?x=1')).toBe('Menu');
  });
});

describe('messages', () => {
  const get = (messages: Record<string, unknown>, key: string) =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        messages,
      );

  test.each([
    ['en', en],
    ['fr', fr],
  ])('every crumb of every main route is named in %s', (_locale, messages) => {
    for (const route of mainRoutes) {
      for (const crumb of breadcrumbTrail(route)) {
        const key = crumbMessageKey(crumb.label);
        expect(key && typeof get(messages, key)).toBe('string');
      }
    }
  });
});
