import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GettingStartedList } from '@/components/onboarding/GettingStartedList';
import type { GettingStarted } from '@/lib/contract';
import { gettingStarted } from '../../fixtures/replies';
import { mockFetch, renderScreen } from '../support/render';
import { makeOrder } from '../orders/board-fixtures';
import { userReply } from '../support/shell-fixtures';
import { allPermissions } from '@/lib/contract';

const testOrder = makeOrder({ _id: 'o1', order_number: 'T-1001', is_test: true });

/** The owner's account (the shell has it loaded) and a menu with something to order. */
const signedIn = {
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/order/test': { status: 200, body: { orderable_items: 3 } },
};

const steps = () => within(screen.getByRole('list', { name: 'Setup steps' })).getAllByRole('listitem');

describe('GettingStartedList', () => {
  test('lists the seven steps in order, with their links and the test-order button, and the count', async () => {
    mockFetch({
      'GET /api/v1/getting-started': { status: 200, body: { getting_started: gettingStarted } },
      ...signedIn,
    });
    renderScreen(<GettingStartedList />);

    expect(await screen.findByText('2/7 steps completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '2/7 steps completed' })).toHaveAttribute('aria-valuenow', '29');
    const rows = steps();
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Store Hours',
      'Menu Manager',
      'Online Store Setup',
      'Payment Setup',
      'Website Widget',
      'Restaurant App Setup',
      'Place a test order',
    ]);
    const hrefs = rows.slice(0, 6).map((r) => within(r).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual([
      '/setup/store?tab=hours',
      '/manage/menu',
      '/settings/online-order',
      '/settings/billing',
      '/settings/website-widget',
      '/settings/pos',
    ]);
    expect(within(rows[6]!).queryByRole('link')).toBeNull();
    expect(within(rows[6]!).getByRole('button', { name: 'Place test order' })).toBeInTheDocument();

    // Done steps say so; the others invite to set up.
    expect(within(rows[0]!).getByText('Done')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Review Store Hours' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Done')).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: 'Set up Online Store Setup' })).toBeInTheDocument();
    expect(screen.queryByText('You are all set!')).toBeNull();
  });

  test('a successful test order reloads the checklist and shows the step done', async () => {
    let current = gettingStarted;
    const fetchMock = mockFetch({
      'GET /api/v1/getting-started': () => ({ status: 200, body: { getting_started: current } }),
      ...signedIn,
      'POST /api/v1/order/test': () => {
        current = { ...gettingStarted, place_a_test_order: true, completed: 3 };
        return { status: 201, body: { order: testOrder, message: 'Test order T-1001 placed.' } };
      },
    });
    const { notify } = renderScreen(<GettingStartedList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Place test order' }));

    expect(await screen.findByText('3/7 steps completed')).toBeInTheDocument();
    expect(within(steps()[6]!).getByText('Done')).toBeInTheDocument();
    expect(within(steps()[6]!).getByRole('button', { name: 'Place another test order' })).toBeEnabled();
    expect(notify).toHaveBeenCalledWith('Test order T-1001 placed.', 'success');
    const gets = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/getting-started') && (init?.method ?? 'GET') === 'GET',
    );
    expect(gets).toHaveLength(2);
  });

  test('a refused test order leaves the step open and shows the server message once', async () => {
    mockFetch({
      'GET /api/v1/getting-started': { status: 200, body: { getting_started: gettingStarted } },
      'POST /api/v1/order/test': { status: 409, body: { message: 'Add an item to your menu first.' } },
      ...signedIn,
    });
    const { notify } = renderScreen(<GettingStartedList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Place test order' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Add an item to your menu first.', 'error'));
    expect(screen.getByText('2/7 steps completed')).toBeInTheDocument();
    expect(within(steps()[6]!).queryByText('Done')).toBeNull();
  });

  test('an empty menu: the test-order step says to add items first and links to the menu, no button', async () => {
    mockFetch({
      'GET /api/v1/getting-started': { status: 200, body: { getting_started: gettingStarted } },
      'GET /api/v1/user': { status: 200, body: userReply() },
      'GET /api/v1/order/test': { status: 200, body: { orderable_items: 0 } },
    });
    renderScreen(<GettingStartedList />);
    const row = () => steps()[6]!;
    expect(
      await within(await waitFor(row)).findByText('Nothing on your menu can be ordered yet: add items first.'),
    ).toBeInTheDocument();
    expect(within(row()).getByRole('link', { name: 'Add menu items' })).toHaveAttribute('href', '/manage/menu');
    expect(within(row()).queryByRole('button', { name: 'Place test order' })).toBeNull();
  });

  test('with something to order the button is there', async () => {
    mockFetch({
      'GET /api/v1/getting-started': { status: 200, body: { getting_started: gettingStarted } },
      'GET /api/v1/user': { status: 200, body: userReply() },
      'GET /api/v1/order/test': { status: 200, body: { orderable_items: 3 } },
    });
    renderScreen(<GettingStartedList />);
    expect(await screen.findByRole('button', { name: 'Place test order' })).toBeEnabled();
    expect(screen.queryByText('Nothing on your menu can be ordered yet: add items first.')).toBeNull();
  });

  test('a manager: the steps whose page is not theirs say to ask the owner, the others keep their links', async () => {
    const manager = userReply({
      role: 'manager',
      permissions: { ...allPermissions(true), users: false, location: false, integrations: false },
    });
    mockFetch({
      'GET /api/v1/getting-started': { status: 200, body: { getting_started: gettingStarted } },
      'GET /api/v1/user': { status: 200, body: manager },
      'GET /api/v1/order/test': { status: 200, body: { orderable_items: 2 } },
    });
    renderScreen(<GettingStartedList />);
    await screen.findByRole('button', { name: 'Place test order' });
    const asked = steps().map((r) => !!within(r).queryByText('Ask the business owner to do this step.'));
    // Payment setup is billing (the owner's); restaurant app setup is POS (the integrations flag).
    expect(asked).toEqual([false, false, false, true, false, true, false]);
    expect(within(steps()[3]!).queryByRole('link')).toBeNull();
    expect(within(steps()[1]!).getByRole('link')).toHaveAttribute('href', '/manage/menu');
  });

  test('the server prefetch shows at once, without a call', () => {
    const fetchMock = mockFetch(signedIn);
    renderScreen(<GettingStartedList initial={{ getting_started: gettingStarted }} />);
    expect(screen.getByText('2/7 steps completed')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading your progress…' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/getting-started'))).toEqual([]);
  });

  test("the server's test-order count shows at once and is not asked again on hydration", async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      // Were it asked, the browser would hear of a stocked menu.
      'GET /api/v1/order/test': { status: 200, body: { orderable_items: 3 } },
    });
    renderScreen(
      <GettingStartedList
        initial={{ getting_started: gettingStarted }}
        initialTestOrderMenu={{ orderable_items: 0 }}
      />,
    );
    const row = () => steps()[6]!;
    expect(
      await within(row()).findByText('Nothing on your menu can be ordered yet: add items first.'),
    ).toBeInTheDocument();
    // The account arrives (the step's permission), and still nothing asks for the count.
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/user'))).toBe(true));
    expect(within(row()).queryByRole('button', { name: 'Place test order' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/order/test'))).toEqual([]);
  });

  test('all steps done: a congratulation card leads to the dashboard', async () => {
    const allDone: GettingStarted = {
      store_setup: true,
      menu_manager: true,
      online_ordering_setup: true,
      payment_setup: true,
      website_widget_setup: true,
      restaurant_app_setup: true,
      place_a_test_order: true,
      total: 7,
      completed: 7,
    };
    mockFetch({ 'GET /api/v1/getting-started': { status: 200, body: { getting_started: allDone } }, ...signedIn });
    renderScreen(<GettingStartedList />);
    expect(await screen.findByRole('heading', { name: 'You are all set!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('7/7 steps completed')).toBeInTheDocument();
    expect(screen.getAllByText('Done')).toHaveLength(7);
  });
});
