import type { Category, Item } from '@/lib/contract';
import { item } from '../../fixtures/replies';
import { userReply } from '../support/shell-fixtures';

export { item };

export function category(id: string, name: string, items: Item[], over: Partial<Category> = {}): Category {
  return {
    _id: id,
    name,
    description: null,
    available: true,
    sort: 0,
    items: items.map((i, sort) => ({ ...i, category_id: id, sort })),
    ...over,
  };
}

export const burgers = category('c1', 'Burgers', [
  item('i1', 'Cheeseburger', 1250),
  item('i2', 'Veggie Burger', 1100, { available: false }),
]);
export const drinks = category('c2', 'Drinks', [item('i3', 'Cola', 299)]);

/** A menu of `categories` × `items` for the scale tests. */
export function bigMenu(categories: number, items: number): Category[] {
  return Array.from({ length: categories }, (_, c) =>
    category(
      `c${c}`,
      `Category ${c}`,
      Array.from({ length: items }, (_, i) => item(`c${c}i${i}`, `Item ${c}-${i}`, 100 + i)),
    ),
  );
}

/** The signed-in user and the Burgers and Drinks menu: the routes every menu page test starts from. */
export const menuRoutes = {
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/category': { status: 200, body: { categories: [burgers, drinks] } },
};

/** What the menu page's router sees: `replace` records its URL changes, `search` is the query string it reads. */
export const menuNavigation = { replace: jest.fn(), search: new URLSearchParams() };

/** A next/navigation stand-in on /manage/menu: `jest.mock('next/navigation', () => jest.requireActual('./fixtures').menuNavigationModule())`. */
export function menuNavigationModule() {
  return {
    useRouter: () => ({ replace: menuNavigation.replace, push: jest.fn(), refresh: jest.fn() }),
    usePathname: () => '/manage/menu',
    useSearchParams: () => menuNavigation.search,
  };
}

/** For beforeEach: no URL changes yet and an empty query string. */
export function resetMenuNavigation() {
  menuNavigation.replace.mockReset();
  menuNavigation.search = new URLSearchParams();
}
