import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MenuManager } from '@/components/menu/MenuManager';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { burgers, category, drinks } from './fixtures';
import { userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/menu',
  useSearchParams: () => new URLSearchParams(),
}));

const base = {
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/category': { status: 200, body: { categories: [burgers, drinks] } },
  'GET /api/v1/category/list': {
    status: 200,
    body: { categories: [burgers, drinks].map(({ _id, name }) => ({ _id, name })) },
  },
  'GET /api/v1/modifier-group': { status: 200, body: { modifier_groups: [] } },
  'GET /api/v1/tax': { status: 200, body: { taxes: [{ _id: 't1', name: 'GST', rate: 5, is_default: true }] } },
};

async function openDrawer(button: string, title: string) {
  renderScreen(<MenuManager />);
  await screen.findByRole('list', { name: 'Categories and items' });
  fireEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('category drawer', () => {
  test('refuses 2 and 21 characters with the translated rule and sends nothing', async () => {
    const fetchMock = mockFetch(base);
    const drawer = await openDrawer('Add category', 'New category');
    const name = within(drawer).getByLabelText(/^Category name/);
    type(name, 'Ab');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Use 3 to 20 characters.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    type(name, 'A'.repeat(21));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(drawer).getByText('Use 3 to 20 characters.')).toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('creates the category, closes and reloads the menu', async () => {
    const salads = category('c3', 'Salads', []);
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/category': { status: 201, body: { message: 'Category created.', category: salads } },
    });
    const drawer = await openDrawer('Add category', 'New category');
    expect(within(drawer).getByText('0/20 characters')).toBeInTheDocument();
    type(within(drawer).getByLabelText(/^Category name/), 'Salads');
    expect(within(drawer).getByText('6/20 characters')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    // The save settles once the menu has reloaded; the drawer closes then (slow on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New category' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(sentBody(fetchMock, '/api/v1/category', 1)).toEqual({ name: 'Salads', description: '', available: true });
    const loads = () =>
      fetchMock.mock.calls.filter(([u, init]) => String(u) === '/api/v1/category' && (init?.method ?? 'GET') === 'GET')
        .length;
    await waitFor(() => expect(loads()).toBe(2));
  });
});

describe('item drawer', () => {
  test('sends the price in cents: "12.50" becomes 1250, in the category it was added from', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/item': {
        status: 201,
        body: { message: 'Item created.', item: { ...burgers.items[0], _id: 'i9', name: 'Fries', category_id: 'c2' } },
      },
    });
    renderScreen(<MenuManager />);
    await screen.findByRole('list', { name: 'Categories and items' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Drinks' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add item' }));
    const drawer = await screen.findByRole('dialog', { name: 'New item' });
    type(within(drawer).getByLabelText(/^Item name/), 'Fries');
    type(within(drawer).getByLabelText(/^Price/), '12.50');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/v1/item')).toBeDefined());
    expect(sentBody(fetchMock, '/api/v1/item')).toMatchObject({
      name: 'Fries',
      price: 1250,
      category_id: 'c2',
      min_purchase_value: null,
      custom_tax: false,
      available: true,
    });
  });

  test('calories over 9,999 are refused on the field; calories, allergens and preferences are sent as keys', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/item': {
        status: 201,
        body: { message: 'Item created.', item: { ...burgers.items[0], _id: 'i9', name: 'Pad thai' } },
      },
    });
    const drawer = await openDrawer('Add item', 'New item');
    type(within(drawer).getByLabelText(/^Item name/), 'Pad thai');
    type(within(drawer).getByLabelText(/^Price/), '15.95');
    type(within(drawer).getByLabelText(/^Calories/), '10000');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Enter whole calories from 0 to 9,999.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    type(within(drawer).getByLabelText(/^Calories/), '780');
    for (const [field, options] of [
      ['Allergens', ['Soy', 'Peanuts']],
      ['Dietary preferences', ['Spicy']],
    ] as const) {
      const box = within(drawer).getByRole('combobox', { name: field });
      fireEvent.mouseDown(box);
      for (const option of options)
        fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
      fireEvent.keyDown(box, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    }
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/v1/item')).toBeDefined());
    expect(sentBody(fetchMock, '/api/v1/item')).toMatchObject({
      calories: 780,
      allergens: ['soy', 'peanuts'],
      preferences: ['spicy'],
    });
  });

  test('a 422 puts the server texts on the fields and keeps what was typed', async () => {
    mockFetch({
      ...base,
      'POST /api/v1/item': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { name: ['An item with this name already exists.'], price: ['The price is too high.'] },
        },
      },
    });
    const drawer = await openDrawer('Add item', 'New item');
    type(within(drawer).getByLabelText(/^Item name/), 'Cheeseburger');
    type(within(drawer).getByLabelText(/^Price/), '12.50');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('An item with this name already exists.')).toBeInTheDocument();
    expect(within(drawer).getByText('The price is too high.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Item name/)).toHaveValue('Cheeseburger');
    expect(within(drawer).getByLabelText(/^Price/)).toHaveValue('12.50');
    expect(within(drawer).getByLabelText(/^Item name/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('custom taxes without a tax are refused on the taxes field', async () => {
    const fetchMock = mockFetch(base);
    const drawer = await openDrawer('Add item', 'New item');
    type(within(drawer).getByLabelText(/^Item name/), 'Fries');
    type(within(drawer).getByLabelText(/^Price/), '4');
    fireEvent.click(within(drawer).getByLabelText('Custom taxes for this item'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Choose at least one tax, or turn custom taxes off.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('editing starts from the item, the price shown in dollars', async () => {
    const fetchMock = mockFetch({
      ...base,
      'PUT /api/v1/item/i1': { status: 200, body: { message: 'Saved.', item: burgers.items[0] } },
    });
    renderScreen(<MenuManager />);
    await screen.findByRole('list', { name: 'Categories and items' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Cheeseburger' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit item' });
    expect(within(drawer).getByLabelText(/^Item name/)).toHaveValue('Cheeseburger');
    expect(within(drawer).getByLabelText(/^Price/)).toHaveValue('12.50');
    type(within(drawer).getByLabelText(/^Price/), '13');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/item/i1')).toMatchObject({ price: 1300, category_id: 'c1' }),
    );
  });

  test('a picture of the wrong type is refused before any upload', async () => {
    const fetchMock = mockFetch(base);
    const drawer = await openDrawer('Add item', 'New item');
    const input = within(drawer).getByTestId('item-image-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'menu.pdf', { type: 'application/pdf' })] } });
    expect(await within(drawer).findByText('Choose a JPEG, PNG, WebP or GIF picture.')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(drawer).findByText('The picture is larger than 2 MB.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('upload'))).toBe(false);
  });

  test('an uploaded picture is previewed and sent as its URL', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/upload': { status: 201, body: { url: '/api/v1/uploads/u1', width: 10, height: 10 } },
      'POST /api/v1/item': { status: 201, body: { message: 'Item created.', item: burgers.items[0] } },
    });
    const drawer = await openDrawer('Add item', 'New item');
    fireEvent.change(within(drawer).getByTestId('item-image-input'), {
      target: { files: [new File(['png'], 'fries.png', { type: 'image/png' })] },
    });
    expect(await within(drawer).findByRole('img', { name: 'Item picture' })).toHaveAttribute(
      'src',
      '/api/v1/uploads/u1',
    );
    expect(within(drawer).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    type(within(drawer).getByLabelText(/^Item name/), 'Fries');
    type(within(drawer).getByLabelText(/^Price/), '4');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/item')).toMatchObject({ image: '/api/v1/uploads/u1', price: 400 }),
    );
  });
});
