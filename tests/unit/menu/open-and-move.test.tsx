import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MenuManager } from '@/components/menu/MenuManager';
import { categoryKeys } from '@/lib/api/categories';
import { moveItemInTree, useMoveItem } from '@/lib/api/items';
import { createQueryClient } from '@/lib/api/query-client';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';
import { burgers, category, drinks, menuRoutes, resetMenuNavigation } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('./fixtures').menuNavigationModule());

/** What the item drawer loads besides the menu. */
const drawerRoutes = {
  'GET /api/v1/category/list': {
    status: 200,
    body: { categories: [burgers, drinks].map(({ _id, name }) => ({ _id, name })) },
  },
  'GET /api/v1/modifier-group': { status: 200, body: { modifier_groups: [] } },
  'GET /api/v1/tax': { status: 200, body: { taxes: [] } },
};

beforeEach(resetMenuNavigation);

async function open() {
  renderScreen(<MenuManager />);
  return screen.findByRole('list', { name: 'Categories and items' });
}

const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });

describe('a click on a row opens it', () => {
  test("an item row's name opens the item's drawer with its values", async () => {
    mockFetch({ ...menuRoutes, ...drawerRoutes });
    const list = await open();
    fireEvent.click(within(row(list, 'Cheeseburger')).getByText('Cheeseburger'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit item' });
    expect(within(drawer).getByLabelText(/^Item name/)).toHaveValue('Cheeseburger');
  });

  test("a category row opens the category's drawer", async () => {
    mockFetch(menuRoutes);
    const list = await open();
    fireEvent.click(row(list, 'Category Drinks'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit category' });
    expect(within(drawer).getByLabelText(/^Category name/)).toHaveValue('Drinks');
  });

  test("the row's own controls keep their job: ticking, expanding and the actions menu open no drawer", async () => {
    mockFetch(menuRoutes);
    const list = await open();
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Cola' }));
    expect(within(list).getByRole('checkbox', { name: 'Select Cola' })).toBeChecked();
    fireEvent.click(within(list).getByRole('button', { name: 'Collapse Burgers' }));
    expect(within(list).queryByText('Cheeseburger')).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Drinks' }));
    await screen.findByRole('menu');
    // Closing the menu by its backdrop: React bubbles that click through the row, which must not open.
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

test('a new category shows in the list at once, highlighted for a moment', async () => {
  const salads = category('c3', 'Salads', []);
  let created = false;
  mockFetch({
    ...menuRoutes,
    'GET /api/v1/category': () => ({
      status: 200,
      body: { categories: created ? [burgers, drinks, salads] : [burgers, drinks] },
    }),
    'POST /api/v1/category': () => {
      created = true;
      return { status: 201, body: { message: 'Category created.', category: salads } };
    },
  });
  const list = await open();
  // A search that the new, empty category would not match is cleared.
  type(screen.getByRole('searchbox', { name: /search/i }), 'cola');
  fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
  const drawer = await screen.findByRole('dialog', { name: 'New category' });
  type(within(drawer).getByLabelText(/^Category name/), 'Salads');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
  // The save settles once the menu has reloaded; the drawer closes then.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New category' })).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  const added = await within(list).findByRole('listitem', { name: 'Category Salads' });
  await waitFor(() => expect(added).toHaveAttribute('data-highlighted', 'true'));
  expect(screen.getByRole('searchbox', { name: /search/i })).toHaveValue('');
  // Only the new row is tinted, and only for a moment.
  expect(row(list, 'Category Drinks')).not.toHaveAttribute('data-highlighted');
  await waitFor(() => expect(added).not.toHaveAttribute('data-highlighted'), { timeout: 4000 });
});

describe('moving an item into another category', () => {
  const move = { itemId: 'i1', categoryId: 'c2', position: 0 };

  test('the tree takes it out of its category and puts it at the drop position', () => {
    const [b, d] = moveItemInTree([burgers, drinks], move);
    expect(b!.items.map((i) => [i.name, i.sort])).toEqual([['Veggie Burger', 0]]);
    expect(d!.items.map((i) => [i.name, i.category_id, i.sort])).toEqual([
      ['Cheeseburger', 'c2', 0],
      ['Cola', 'c2', 1],
    ]);
    // Last place: after Cola.
    expect(moveItemInTree([burgers, drinks], { ...move, position: 1 })[1]!.items.map((i) => i.name)).toEqual([
      'Cola',
      'Cheeseburger',
    ]);
  });

  function renderMove() {
    const client = createQueryClient(jest.fn());
    client.setQueryData(categoryKeys.tree(), { categories: [burgers, drinks] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { client, ...renderHook(() => useMoveItem(), { wrapper }) };
  }

  test('PUT item with the new category_id, then the sort that puts it where it was dropped', async () => {
    const fetchMock = mockFetch({
      ...menuRoutes,
      'PUT /api/v1/item/i1': { status: 200, body: { item: { ...burgers.items[0], category_id: 'c2' } } },
      'POST /api/v1/item/sort': { status: 200, body: {} },
    });
    const { result } = renderMove();
    await result.current.mutateAsync(move);
    expect(sentBody(fetchMock, '/api/v1/item/i1')).toEqual({ category_id: 'c2' });
    expect(sentBody(fetchMock, '/api/v1/item/sort')).toEqual({ category_id: 'c2', items: ['i1', 'i3'] });
  });

  test('dropped last: the PUT alone (the server puts a moved item last)', async () => {
    const fetchMock = mockFetch({
      ...menuRoutes,
      'PUT /api/v1/item/i1': { status: 200, body: { item: { ...burgers.items[0], category_id: 'c2' } } },
    });
    const { result } = renderMove();
    await result.current.mutateAsync({ ...move, position: 1 });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('item/sort'))).toBe(false);
  });

  test('a refused move puts the menu back as the server has it', async () => {
    mockFetch({
      ...menuRoutes,
      'PUT /api/v1/item/i1': { status: 404, body: { message: 'Category not found.' } },
    });
    const { result, client } = renderMove();
    await expect(result.current.mutateAsync(move)).rejects.toThrow('Category not found.');
    const tree = client.getQueryData<{ categories: (typeof burgers)[] }>(categoryKeys.tree());
    expect(tree!.categories.map((c) => c.items.map((i) => i._id))).toEqual([['i1', 'i2'], ['i3']]);
  });
});

test('a money field shows the location currency the way the list does', async () => {
  const cad = userReply();
  cad.business!.locations[0]!.address.country_details = { _id: 'ca', name: 'Canada', code: 'CA', currency: 'CAD' };
  mockFetch({ ...menuRoutes, ...drawerRoutes, 'GET /api/v1/user': { status: 200, body: cad } });
  const list = await open();
  expect(await within(list).findByText('CA$12.50')).toBeInTheDocument();
  fireEvent.click(within(row(list, 'Cheeseburger')).getByText('Cheeseburger'));
  const drawer = await screen.findByRole('dialog', { name: 'Edit item' });
  const price = within(drawer).getByLabelText(/^Price/);
  expect(price.parentElement).toHaveTextContent(/^CA\$/);
  expect(price.parentElement).not.toHaveTextContent(/^\$/);
});
