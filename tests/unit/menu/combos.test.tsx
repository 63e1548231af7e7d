import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CombosTab } from '@/components/menu/CombosTab';
import type { Category, Combo } from '@/lib/contract';
import { openNew, type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { item } from './fixtures';
import { userReply } from '../support/shell-fixtures';

const categories: Category[] = [
  {
    _id: 'c1',
    name: 'Burgers',
    description: null,
    available: true,
    sort: 0,
    items: [item('i1', 'Cheeseburger', 500), item('i2', 'Veggie burger', 500)],
  },
  {
    _id: 'c2',
    name: 'Drinks',
    description: null,
    available: true,
    sort: 1,
    items: [item('i3', 'Cola', 500, { category_id: 'c2' })],
  },
];
const lunch: Combo = {
  _id: 'cb1',
  name: 'Lunch deal',
  description: null,
  price: 1299,
  discount: 200,
  type: 'choose',
  item_count: 2,
  items: ['i1', 'i2', 'i3'],
  available: true,
};

const base = {
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/combo': { status: 200, body: { combos: [lunch] } },
  'GET /api/v1/category': { status: 200, body: { categories } },
};

const openCreate = () => openNew(<CombosTab />, 'New combo');

function pickItem(drawer: HTMLElement, name: string) {
  // The list stays open between picks (disableCloseOnSelect); a second mouse-down would close it.
  if (!screen.queryByRole('listbox')) fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: /^Items/ }));
  fireEvent.click(screen.getByRole('option', { name }));
}

// Drawer forms with MUI pickers take a few seconds in jsdom; on a loaded machine more than jest's 5 s.
jest.setTimeout(20_000);

describe('CombosTab', () => {
  test('lists a combo with price, saving, type and item names', async () => {
    mockFetch(base);
    renderScreen(<CombosTab />);
    const card = await screen.findByRole('article', { name: 'Lunch deal' });
    expect(within(card).getByText('$12.99')).toBeInTheDocument();
    expect(within(card).getByText('Save $2.00')).toBeInTheDocument();
    expect(within(card).getByText('Choose 2 of 3')).toBeInTheDocument();
    expect(await within(card).findByText('Cheeseburger · Veggie burger · Cola')).toBeInTheDocument();
  });

  test('an empty list offers to create the first combo', async () => {
    mockFetch({ ...base, 'GET /api/v1/combo': { status: 200, body: { combos: [] } } });
    renderScreen(<CombosTab />);
    expect(await screen.findByText('No combos yet')).toBeInTheDocument();
  });

  test('refuses a 2-character name and a "choose" combo without an item count', async () => {
    const fetchMock = mockFetch(base);
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Combo name/), 'ab');
    expect(within(drawer).getByText('2/20 characters')).toBeInTheDocument();
    type(within(drawer).getByLabelText(/^Price/), '9.99');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Customer chooses some of the items' }));
    await waitFor(() => expect(categoriesLoaded(drawer)).toBe(true));
    pickItem(drawer, 'Cola');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByText('Use 3 to 20 characters.')).toBeInTheDocument();
    expect(within(drawer).getByText('Enter how many items the customer picks.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Number of items to choose/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('sends cents and the chosen item ids', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/combo': { status: 201, body: { message: 'Combo created', combo: { ...lunch, _id: 'cb2' } } },
    });
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Combo name/), 'Duo');
    type(within(drawer).getByLabelText(/^Price/), '12,50');
    type(within(drawer).getByLabelText(/^Customer saves/), '1.5');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Customer chooses some of the items' }));
    await waitFor(() => expect(categoriesLoaded(drawer)).toBe(true));
    pickItem(drawer, 'Cheeseburger');
    pickItem(drawer, 'Cola');
    type(within(drawer).getByLabelText(/^Number of items to choose/), '1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/v1/combo', 1)).toBeDefined());
    expect(sentBody(fetchMock, '/api/v1/combo', 1)).toEqual({
      name: 'Duo',
      price: 1250,
      discount: 150,
      type: 'choose',
      item_count: 1,
      items: ['i1', 'i3'],
      available: true,
    });
  });

  test('delete asks first, then deletes', async () => {
    const fetchMock = mockFetch({
      ...base,
      'DELETE /api/v1/combo/cb1': { status: 200, body: { message: 'Combo deleted' } },
    });
    const { notify } = renderScreen(<CombosTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lunch deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Lunch deal”?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Combo deleted', 'success'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a failed delete becomes an error notice', async () => {
    mockFetch({ ...base, 'DELETE /api/v1/combo/cb1': { status: 404, body: { message: 'Combo not found' } } });
    const { notify } = renderScreen(<CombosTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lunch deal' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Combo not found', 'error'));
  });
});

/** The picker's options come from GET category. */
function categoriesLoaded(drawer: HTMLElement) {
  fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: /^Items/ }));
  const ready = !!screen.queryByRole('option', { name: 'Cola' });
  fireEvent.keyDown(within(drawer).getByRole('combobox', { name: /^Items/ }), { key: 'Escape' });
  return ready;
}
