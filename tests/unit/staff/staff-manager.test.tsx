import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StaffManager } from '@/components/staff/StaffManager';
import { allPermissions, type StaffMember } from '@/lib/contract';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { location, ordersOnly, userReply } from '../support/shell-fixtures';

const cashier: StaffMember = {
  _id: 's1',
  first_name: 'Camille',
  last_name: 'Tremblay',
  name: 'Camille Tremblay',
  phone: null,
  role: 'employee',
  user: { _id: 'u9', email: 'camille@example.com' },
  locations: [{ location_id: 'l1' }],
  permissions: ordersOnly,
  passcodes: { discounts: false, cash_drawer: false, voids: false },
  has_login_pin: true,
  invitation_pending: true,
};
const cook = {
  ...cashier,
  _id: 's2',
  first_name: 'Jules',
  name: 'Jules Tremblay',
  user: { _id: 'u8', email: 'jules@x.ca' },
};
const me = (permissions = allPermissions(true), role: 'owner' | 'manager' = 'owner') =>
  userReply({ role, permissions, locations: [location('l1', 'Downtown', true)] });
const base = (user = me()) => ({
  'GET /api/v1/staff': { status: 200, body: { staffs: [cashier, cook] } },
  'GET /api/v1/user': { status: 200, body: user },
});

// Drawer forms take seconds in jsdom; on a loaded machine more than jest's 5 s.
jest.setTimeout(60_000);

async function openCreate() {
  renderScreen(<StaffManager />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add a team member' }));
  return screen.findByRole('dialog', { name: 'New team member' });
}

describe('StaffManager', () => {
  test('lists the team with the invitation chip and filters by the search', async () => {
    mockFetch(base());
    renderScreen(<StaffManager />);
    const row = (await screen.findByRole('rowheader', { name: /Camille Tremblay/ })).closest('tr')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(await within(row).findByText('Downtown')).toBeInTheDocument();
    type(screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }), 'jules');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Camille/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Jules Tremblay/ })).toBeInTheDocument();
  });

  test('a new member is sent with the toggles, and the server’s PIN error lands on the PIN with the typing kept', async () => {
    let posts = 0;
    const fetchMock = mockFetch({
      ...base(),
      'POST /api/v1/staff': () =>
        ++posts === 1
          ? {
              status: 422,
              body: { message: 'Invalid', errors: { login_pin: ['Another team member already uses this PIN.'] } },
            }
          : { status: 201, body: { staff: { ...cashier, _id: 's3' }, message: 'Team member added.' } },
    });
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^First name/), 'Alex');
    type(within(drawer).getByLabelText(/^Last name/), 'Roy');
    type(within(drawer).getByLabelText(/^E-mail/), 'Alex@Example.com');
    type(within(drawer).getByLabelText(/^Login PIN/), '4321');
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Manage menu' }));
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Voids' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Another team member already uses this PIN.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Login PIN/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getByLabelText(/^First name/)).toHaveValue('Alex');
    expect(sentBody(fetchMock, '/api/v1/staff', 1)).toEqual({
      first_name: 'Alex',
      last_name: 'Roy',
      email: 'alex@example.com',
      role: 'employee',
      // The only location is chosen for a new member.
      locations: ['l1'],
      permissions: { ...ordersOnly, menu: true },
      passcodes: { discounts: false, cash_drawer: false, voids: true },
      login_pin: '4321',
    });
    type(within(drawer).getByLabelText(/^Login PIN/), '4322');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // The save settles once the list has reloaded; the drawer closes then (slow on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  test('a 3-digit PIN is refused before sending', async () => {
    const fetchMock = mockFetch(base());
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Login PIN/), '123');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a PIN of exactly 4 digits.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('a manager cannot turn on a permission they do not hold; editing keeps the e-mail out of the request', async () => {
    const managerFlags = { ...allPermissions(true), users: true, location: false, integrations: false };
    const fetchMock = mockFetch({
      ...base(me(managerFlags, 'manager')),
      'PUT /api/v1/staff/s1': { status: 200, body: { staff: cashier, message: 'Team member updated.' } },
    });
    renderScreen(<StaffManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Camille Tremblay' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Camille Tremblay' });
    expect(within(drawer).getByRole('switch', { name: 'Manage integrations' })).toBeDisabled();
    expect(within(drawer).getByRole('switch', { name: 'Manage menu' })).toBeEnabled();
    expect(within(drawer).getByLabelText(/^E-mail/)).toBeDisabled();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // The save settles once the list has reloaded; the drawer closes then (slow on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    const sent = sentBody(fetchMock, '/api/v1/staff/s1') as Record<string, unknown>;
    expect(sent).not.toHaveProperty('email');
    expect(sent).toMatchObject({ first_name: 'Camille', locations: ['l1'], permissions: ordersOnly });
  });

  test('“View as” shows the menu the member would get, read-only', async () => {
    mockFetch(base());
    renderScreen(<StaffManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'View the menu as Camille Tremblay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu as Camille Tremblay sees it' });
    const menu = within(dialog).getByRole('group', { name: 'Menu of Camille Tremblay' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dashboard', 'Order History', 'Future Orders']);
    expect(within(dialog).getByText('Opens on: Dashboard')).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  });
});
