import { entryForPath, MENU_GROUPS } from '@/lib/navigation';
import { normalizePath, paths } from '@/lib/paths';

/**
 * The breadcrumb trail of a main-layout page (SPEC §2): Home (→ /order-history), then the menu
 * group the page sits in, then the page. Pure: the component only translates and renders.
 */

/** Where a crumb's text comes from: a message key (namespace + key) or, lacking one, the path. */
export type CrumbLabel =
  | { namespace: 'shell.breadcrumbs'; key: 'home' }
  | { namespace: 'nav.groups' | 'nav.entries'; key: string }
  | { namespace: 'shell.userMenu'; key: 'changePassword' }
  /** A page no message names: a readable label from its last path segment (e.g. "Floor plan"). */
  | { namespace: null; key: string };

export interface Crumb {
  label: CrumbLabel;
  /** Crumbs without href are text: a group has no page of its own, the last crumb is this page. */
  href?: string;
  /** The page being shown (aria-current="page"). */
  current?: boolean;
}

/** Main-layout pages outside the menu, named by an existing message. */
const PAGES_OUTSIDE_MENU: Record<string, CrumbLabel> = {
  [paths.changePassword]: { namespace: 'shell.userMenu', key: 'changePassword' },
};

/** "/reservation/floor-plan" → "Floor plan"; "/reports/sales_summary" → "Sales summary". */
export function labelFromPath(pathname: string): string {
  const segment = normalizePath(pathname).split('/').filter(Boolean).pop() ?? '';
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * `homeHref`: SPEC §2's Home is /order-history; a member who may not see orders gets `/`, which
 * sends them to the first page of their own menu.
 */
export function breadcrumbTrail(pathname: string, homeHref: string = paths.orderHistory): Crumb[] {
  const path = normalizePath(pathname);
  const home: Crumb = { label: { namespace: 'shell.breadcrumbs', key: 'home' }, href: homeHref };
  if (path === '/') return [home];

  const entry = entryForPath(path);
  if (entry) {
    const group = MENU_GROUPS.find((g) => g.key === entry.group);
    const trail: Crumb[] = [home];
    if (group?.labelKey) trail.push({ label: { namespace: 'nav.groups', key: group.labelKey } });
    trail.push({ label: { namespace: 'nav.entries', key: entry.labelKey }, current: true });
    return trail;
  }
  const known = PAGES_OUTSIDE_MENU[path];
  return [home, { label: known ?? { namespace: null, key: labelFromPath(path) }, current: true }];
}

/** The message key of a crumb label, or undefined when the label is derived from the path. */
export function crumbMessageKey(label: CrumbLabel): string | undefined {
  return label.namespace ? `${label.namespace}.${label.key}` : undefined;
}
