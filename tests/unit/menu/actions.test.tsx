import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MenuManager } from '@/components/menu/MenuManager';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { drinks, menuNavigation, menuRoutes, resetMenuNavigation } from './fixtures';

jest.mock('next/navigation', () => jest.requireActual('./fixtures').menuNavigationModule());

const base = menuRoutes;

const menuLoads = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === '/api/v1/category' && (init?.method ?? 'GET') === 'GET')
    .length;

async function open() {
  renderScreen(<MenuManager />);
  return screen.findByRole('list', { name: 'Categories and items' });
}

async function act(rowActions: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: rowActions }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(resetMenuNavigation);

test('deleting a category asks first, naming its items, then reloads the menu', async () => {
  const fetchMock = mockFetch({
    ...base,
    'DELETE /api/v1/category/c1': { status: 200, body: { message: 'Category deleted.' } },
  });
  await open();
  await act('Actions for Burgers', 'Delete');
  const dialog = await screen.findByRole('dialog', { name: 'Delete Burgers?' });
  expect(within(dialog).getByText('Its 2 items will be deleted too. This cannot be undone.')).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  // The mutation settles once the menu has reloaded; the dialog closes then.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Burgers?' })).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(
    fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/v1/category/c1' && init?.method === 'DELETE'),
  ).toBe(true);
  await waitFor(() => expect(menuLoads(fetchMock)).toBe(2));
});

test('cancelling a delete sends nothing', async () => {
  const fetchMock = mockFetch(base);
  await open();
  await act('Actions for Cola', 'Delete');
  const dialog = await screen.findByRole('dialog', { name: 'Delete Cola?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Cola?' })).not.toBeInTheDocument());
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
});

test('"Move down" sends the whole new category order and shows it at once', async () => {
  const fetchMock = mockFetch({
    ...base,
    'POST /api/v1/category/sort': { status: 200, body: { message: 'Order saved.' } },
  });
  const list = await open();
  await act('Actions for Burgers', 'Move down');
  await waitFor(() => expect(sentBody(fetchMock, '/api/v1/category/sort')).toEqual({ categories: ['c2', 'c1'] }));
  const headings = within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);
  expect(headings).toEqual(['Drinks', 'Burgers']);
});

test('"Move up" on an item sends its category\'s new item order', async () => {
  const fetchMock = mockFetch({
    ...base,
    'POST /api/v1/item/sort': { status: 200, body: { message: 'Order saved.' } },
  });
  await open();
  await act('Actions for Veggie Burger', 'Move up');
  await waitFor(() =>
    expect(sentBody(fetchMock, '/api/v1/item/sort')).toEqual({ category_id: 'c1', items: ['i2', 'i1'] }),
  );
});

test('clone calls the clone path', async () => {
  const fetchMock = mockFetch({
    ...base,
    'POST /api/v1/item/i3/clone/': { status: 201, body: { message: 'Item cloned.', item: drinks.items[0] } },
  });
  await open();
  await act('Actions for Cola', 'Clone');
  await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/v1/item/i3/clone/')).toBe(true));
});

test('ticking items shows the bulk bar; a category box ticks all its items; Clear empties it', async () => {
  mockFetch(base);
  await open();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cola' }));
  expect(screen.getByText('1 item selected')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all items in Burgers' }));
  expect(screen.getByText('3 items selected')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select all items in Burgers' })).toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cheeseburger' }));
  expect(screen.getByRole('checkbox', { name: 'Select all items in Burgers' })).toHaveAttribute(
    'data-indeterminate',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Bulk edit' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
});

test('search filters items by name, ignoring accents, and turns reordering off', async () => {
  mockFetch(base);
  const list = await open();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: 'COLA' } });
  expect(within(list).getByText('Cola')).toBeInTheDocument();
  expect(within(list).queryByText('Cheeseburger')).not.toBeInTheDocument();
  expect(within(list).queryByRole('heading', { name: 'Burgers' })).not.toBeInTheDocument();
  expect(within(list).getByText('1 of 1')).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Reorder Cola' })).toBeDisabled();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: 'pizza' } });
  expect(await screen.findByText('No matching items')).toBeInTheDocument();
});

test('a category collapses and expands; Collapse all closes every one', async () => {
  mockFetch(base);
  const list = await open();
  fireEvent.click(within(list).getByRole('button', { name: 'Collapse Burgers' }));
  expect(within(list).queryByText('Cheeseburger')).not.toBeInTheDocument();
  expect(within(list).getByText('Cola')).toBeInTheDocument();
  fireEvent.click(within(list).getByRole('button', { name: 'Expand Burgers' }));
  expect(within(list).getByText('Cheeseburger')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
  expect(within(list).queryByText('Cola')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
});

test('an empty menu offers to add the first category', async () => {
  mockFetch({ ...base, 'GET /api/v1/category': { status: 200, body: { categories: [] } } });
  renderScreen(<MenuManager />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add your first category' }));
  expect(await screen.findByRole('dialog', { name: 'New category' })).toBeInTheDocument();
});

test('a failed load shows the error with a retry', async () => {
  const fetchMock = mockFetch({ ...base, 'GET /api/v1/category': { status: 500, body: { message: 'Server down' } } });
  renderScreen(<MenuManager />);
  expect(await screen.findByText('Server down', {}, { timeout: 8000 })).toBeInTheDocument();
  const before = menuLoads(fetchMock);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(menuLoads(fetchMock)).toBeGreaterThan(before));
});

test('the tabs live in the URL', async () => {
  menuNavigation.search = new URLSearchParams('tab=combos');
  mockFetch({ ...base, 'GET /api/v1/combo': { status: 200, body: { combos: [] } } });
  renderScreen(<MenuManager />);
  expect(screen.getByRole('tab', { name: 'Combos' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('tab', { name: 'Modifier groups' }));
  expect(menuNavigation.replace).toHaveBeenCalledWith('/manage/menu?tab=modifiers', { scroll: false });
  fireEvent.click(screen.getByRole('tab', { name: 'Menu' }));
  expect(menuNavigation.replace).toHaveBeenLastCalledWith('/manage/menu', { scroll: false });
});
