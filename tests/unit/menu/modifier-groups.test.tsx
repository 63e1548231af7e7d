import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ModifierGroupsTab } from '@/components/menu/ModifierGroupsTab';
import type { ModifierGroup } from '@/lib/contract';
import { deleteAfterConfirming, openNew, type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';

const sizes: ModifierGroup = {
  _id: 'mg1',
  name: 'Size',
  required: true,
  min_selections: 1,
  max_selections: 1,
  options: [
    { _id: 'o1', name: 'Small', price: 0, available: true },
    { _id: 'o2', name: 'Large', price: 250, available: true },
  ],
};

const base = {
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/modifier-group': { status: 200, body: { modifier_groups: [sizes] } },
};

const openCreate = () => openNew(<ModifierGroupsTab />, 'New modifier group');

// Drawer forms with MUI pickers take a few seconds in jsdom; on a loaded machine more than jest's 5 s.
jest.setTimeout(20_000);

describe('ModifierGroupsTab', () => {
  test('lists groups with their rule and option prices', async () => {
    mockFetch(base);
    renderScreen(<ModifierGroupsTab />);
    const card = await screen.findByRole('article', { name: 'Size' });
    expect(within(card).getByText('Required')).toBeInTheDocument();
    expect(within(card).getByText('Choose 1')).toBeInTheDocument();
    expect(within(card).getByText('+$2.50')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
  });

  test('an empty list offers to create the first group', async () => {
    mockFetch({ ...base, 'GET /api/v1/modifier-group': { status: 200, body: { modifier_groups: [] } } });
    renderScreen(<ModifierGroupsTab />);
    expect(await screen.findByText('No modifier groups yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New modifier group' })).toBeInTheDocument();
  });

  test('a failed load shows the error with a retry', async () => {
    const fetchMock = mockFetch({
      ...base,
      'GET /api/v1/modifier-group': { status: 500, body: { message: 'Server down' } },
    });
    renderScreen(<ModifierGroupsTab />);
    expect(await screen.findByText('Server down', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/modifier-group')).length).toBeGreaterThan(3),
    );
  });

  test('refuses a maximum below the minimum with the translated text and sends nothing', async () => {
    const fetchMock = mockFetch(base);
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Group name/), 'Sauces');
    type(within(drawer).getByLabelText(/^Minimum selections/), '3');
    type(within(drawer).getByLabelText(/^Maximum selections/), '2');
    type(within(drawer).getByLabelText(/^Option name/), 'Ketchup');
    type(within(drawer).getByLabelText(/^Extra price/), '0');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(/the maximum at least the minimum/)).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Maximum selections/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('sends prices in cents: "1.50" becomes 150', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/modifier-group': {
        status: 201,
        body: { message: 'Saved', modifier_group: { ...sizes, _id: 'mg2', name: 'Extras' } },
      },
    });
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Group name/), 'Extras');
    type(within(drawer).getByLabelText(/^Option name/), 'Cheese');
    type(within(drawer).getByLabelText(/^Extra price/), '1.50');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add option' }));
    type(within(drawer).getAllByLabelText(/^Option name/)[1]!, 'Bacon');
    type(within(drawer).getAllByLabelText(/^Extra price/)[1]!, '2,25');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // Call 0 is the list's GET; the POST comes next.
    await waitFor(() => expect(sentBody(fetchMock, '/api/v1/modifier-group', 1)).toBeDefined());
    expect(sentBody(fetchMock, '/api/v1/modifier-group', 1)).toEqual({
      name: 'Extras',
      required: false,
      min_selections: 0,
      max_selections: 1,
      options: [
        { name: 'Cheese', price: 150, available: true },
        { name: 'Bacon', price: 225, available: true },
      ],
    });
    // Saved: the drawer closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("a nested server error lands on that option's field and the inputs stay", async () => {
    mockFetch({
      ...base,
      'PUT /api/v1/modifier-group/mg1': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'options.1.name': ['This option name is taken.'] } },
      },
    });
    renderScreen(<ModifierGroupsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Size' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit modifier group' });
    expect(within(drawer).getAllByLabelText(/^Extra price/)[1]).toHaveValue('2.50');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    const option2 = await within(drawer).findByRole('group', { name: 'Option 2' });
    expect(await within(option2).findByText('This option name is taken.')).toBeInTheDocument();
    expect(within(option2).getByLabelText(/^Option name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(option2).getByLabelText(/^Option name/)).toHaveValue('Large');
    expect(within(drawer).getByLabelText(/^Group name/)).toHaveValue('Size');
  });

  test('delete asks first, says items are unlinked, then deletes', async () => {
    const fetchMock = mockFetch({
      ...base,
      'DELETE /api/v1/modifier-group/mg1': { status: 200, body: { message: 'Deleted' } },
    });
    const { notify } = renderScreen(<ModifierGroupsTab />);
    await deleteAfterConfirming(fetchMock, notify, 'Size', /removed from every item it is linked to/, 'Deleted');
  });
});
