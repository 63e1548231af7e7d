import '../orders/polyfills';
import { createTheme, ThemeProvider } from '@mui/material';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CustomersScreen } from '@/components/customers/CustomersScreen';
import { mockFetch, renderScreen } from '../support/render';
import { replaced, pushed, resetUrl, setUrl } from '../support/nav-mock';
import { callsTo, sentQuery } from '../orders/fixtures';
import { presetRange } from '@/lib/dates';
import { canadianOwner, customer, customerOrder, listReply } from './fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
// The grid is heavy for jsdom; on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const LIST = '/api/v1/customer/list';
type Routes = Parameters<typeof mockFetch>[0];

// jsdom measures every element as 0 × 0: without virtualization the grid renders all its rows.
const theme = createTheme({ components: { MuiDataGrid: { defaultProps: { disableVirtualization: true } } } } as object);

function setup(routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/v1/user': { status: 200, body: canadianOwner() },
    [`GET ${LIST}`]: listReply(),
    ...routes,
  });
  const view = renderScreen(
    <ThemeProvider theme={theme}>
      <CustomersScreen />
    </ThemeProvider>,
  );
  return { fetchMock, ...view };
}

const listCalls = (fn: jest.Mock) => callsTo(fn, 'GET', LIST);
const lastQuery = (fn: jest.Mock) => Object.fromEntries(sentQuery(fn, LIST, listCalls(fn) - 1)!);
const rowOf = async (name: string) =>
  (await screen.findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement;

beforeEach(() => resetUrl('/manage/customers'));

describe('Customers', () => {
  test('lists the reply: money in the location’s currency, the last order’s day, the phone grouped, a blocked chip', async () => {
    const { fetchMock } = setup({
      [`GET ${LIST}`]: listReply([
        customer(),
        customer({ _id: 'c2', name: 'Alan Turing', email: null, blocked: true }),
      ]),
    });
    const grace = await rowOf('Grace Hopper');
    // In the location's currency once the account (the shell's, in the app) has loaded.
    expect(await within(grace).findByText('CA$1,234.50')).toBeInTheDocument();
    expect(within(grace).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(grace).getByText('(514) 555-0123')).toBeInTheDocument();
    expect(within(grace).getByText('12')).toBeInTheDocument();
    expect(within(grace).getByText('May 15, 2024')).toBeInTheDocument();
    expect(within(grace).queryByText('Blocked')).not.toBeInTheDocument();
    const alan = await rowOf('Alan Turing');
    expect(within(alan).getByText('Blocked')).toBeInTheDocument();
    expect(within(alan).getByText('—')).toBeInTheDocument();
    expect(within(alan).getByRole('button', { name: 'Unblock Alan Turing' })).toBeInTheDocument();
    // The first page of 25, whoever ordered last first; the CSV is of the same list.
    expect(lastQuery(fetchMock)).toEqual({ page: '1', per_page: '25', sort: '-last_order_at' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/customer/export?sort=-last_order_at',
    );
  });

  test('the search waits for a pause, goes into the URL and is sent, the CSV following it', async () => {
    const { fetchMock } = setup();
    await rowOf('Grace Hopper');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'gra' } });
    fireEvent.change(box, { target: { value: 'grace@' } });
    await waitFor(() => expect(replaced.at(-1)).toBe('/manage/customers?q=grace%40'));
    expect(replaced).toHaveLength(1);
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ search: 'grace@', page: '1' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/customer/export?search=grace%40&sort=-last_order_at',
    );
  });

  test('a sort asks the server, largest first, from page 1; the next page and a page size too', async () => {
    setUrl('/manage/customers?page=2');
    const { fetchMock } = setup({ [`GET ${LIST}`]: listReply([customer()], 60, 2) });
    await rowOf('Grace Hopper');
    expect(lastQuery(fetchMock)).toMatchObject({ page: '2' });
    fireEvent.click(screen.getByRole('columnheader', { name: /Total spent/ }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sort: '-total_spent', page: '1' }));
    expect(pushed.at(-1)).toBe('/manage/customers?sort=-total_spent');
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ sort: 'name' }));
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: '2', sort: 'name' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ per_page: '50', page: '1' }));
  });

  test('block asks first; Cancel sends nothing; Block calls the API, closes and reloads the list', async () => {
    let blocked = false;
    const { fetchMock, notify } = setup({
      [`GET ${LIST}`]: () => listReply([customer({ blocked })]),
      'GET /api/v1/customer/c1/block': () => {
        blocked = true;
        return { status: 200, body: { customer: customer({ blocked }), message: 'Customer blocked.' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block Grace Hopper' }));
    let ask = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    expect(ask).toHaveTextContent('cannot place an order until you unblock them');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', '/api/v1/customer/c1/block')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Block Grace Hopper' }));
    ask = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', '/api/v1/customer/c1/block')).toBe(1);
    expect(listCalls(fetchMock)).toBe(2);
    expect(within(await rowOf('Grace Hopper')).getByText('Blocked')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('Customer blocked.', 'success');
    // Unblocking asks its own question.
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Grace Hopper' }));
    expect(await screen.findByRole('dialog', { name: 'Unblock Grace Hopper?' })).toBeInTheDocument();
  });

  test('delete asks first, then deletes, closes and reloads the list', async () => {
    let deleted = false;
    const { fetchMock } = setup({
      [`GET ${LIST}`]: () => (deleted ? listReply([]) : listReply()),
      'DELETE /api/v1/customer/c1': () => {
        deleted = true;
        return { status: 200, body: { message: 'Customer deleted.' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Grace Hopper?' });
    expect(ask).toHaveTextContent('the orders stay in the order history');
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/v1/customer/c1')).toBe(1);
    expect(listCalls(fetchMock)).toBe(2);
    // The last one gone: the empty state says where customers come from.
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    expect(screen.getByText('They appear here after their first order.')).toBeInTheDocument();
  });

  test('a refused block shows the server’s message and leaves the question open', async () => {
    const { notify } = setup({
      'GET /api/v1/customer/c1/block': {
        status: 403,
        body: { message: 'Vous n’avez pas la permission de faire ceci.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block Grace Hopper' }));
    const ask = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Vous n’avez pas la permission de faire ceci.', 'error'));
    expect(screen.getByRole('dialog', { name: 'Block Grace Hopper?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await rowOf('Grace Hopper')).queryByText('Blocked')).not.toBeInTheDocument();
  });

  test('a list that fails to load says so with the reason and a retry that loads it', async () => {
    let fail = true;
    const { fetchMock } = setup({
      [`GET ${LIST}`]: () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : listReply()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The customers could not be loaded. Database unavailable');
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await rowOf('Grace Hopper')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toBeGreaterThan(1);
  });

  test('all time by default; a preset keeps the search and sort, sends its days, and the headers say “in period”', async () => {
    setUrl('/manage/customers?q=grace&sort=-total_spent&page=2');
    const { fetchMock } = setup({ [`GET ${LIST}`]: listReply([customer()], 60, 2) });
    await rowOf('Grace Hopper');
    expect(lastQuery(fetchMock)).toEqual({ page: '2', per_page: '25', sort: '-total_spent', search: 'grace' });
    const range = await screen.findByRole('combobox', { name: 'Date range' });
    expect(range).toHaveDisplayValue('All time');
    expect(screen.getByRole('columnheader', { name: /^Total spent/ })).toBeInTheDocument();

    // The browser's own select: its options' values are the presets (and all_time).
    fireEvent.change(range, { target: { value: 'last_month' } });
    // The location's last month (Toronto), from the first page, search and sort kept.
    const last = presetRange('last_month', new Date(), 'America/Toronto')!;
    expect(pushed.at(-1)).toBe('/manage/customers?q=grace&sort=-total_spent&range=last_month');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        page: '1',
        per_page: '25',
        sort: '-total_spent',
        search: 'grace',
        from: last.from,
        to: last.to,
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/v1/customer/export?search=grace&sort=-total_spent&from=${last.from}&to=${last.to}`,
    );
    expect(await screen.findByRole('columnheader', { name: /Spent in period/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Orders in period/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Last order in period/ })).toBeInTheDocument();

    // All time again: no days sent, the plain headers back.
    fireEvent.change(screen.getByRole('combobox', { name: 'Date range' }), { target: { value: 'all_time' } });
    expect(pushed.at(-1)).toBe('/manage/customers?q=grace&sort=-total_spent');
    await waitFor(() => expect(lastQuery(fetchMock).from).toBeUndefined());
    expect(await screen.findByRole('columnheader', { name: /^Total spent/ })).toBeInTheDocument();
  });

  test('a custom period from the URL is sent; none ordered in it says so', async () => {
    setUrl('/manage/customers?range=custom&from=2024-03-04&to=2024-03-10');
    const { fetchMock } = setup({ [`GET ${LIST}`]: listReply([]) });
    expect(await screen.findByText('No customer ordered in this period')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toMatchObject({ from: '2024-03-04', to: '2024-03-10' });
  });

  test('a search without a match says so', async () => {
    setUrl('/manage/customers?q=zed');
    setup({ [`GET ${LIST}`]: listReply([]) });
    expect(await screen.findByText('No customer matches “zed”')).toBeInTheDocument();
  });

  test('a row opens the drawer with the customer and their orders, each linking to its order drawer', async () => {
    setup({
      'GET /api/v1/customer/c1/orders': {
        status: 200,
        body: {
          orders: [
            customerOrder(),
            customerOrder({
              _id: 'o2',
              order_number: '1001',
              type: 'pickup',
              status: 'cancelled',
              total: 1500,
              is_test: true,
            }),
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Grace Hopper' }));
    const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(within(drawer).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(within(drawer).getByText('CA$1,234.50')).toBeInTheDocument();
    const orders = await within(drawer).findByRole('list', { name: 'Orders of Grace Hopper' });
    const links = within(orders).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/order-history?order=o1');
    expect(links[0]).toHaveTextContent('#1042 · Delivery');
    expect(links[0]).toHaveTextContent('May 15, 2024');
    expect(links[0]).toHaveTextContent('Completed');
    expect(links[0]).toHaveTextContent('CA$39.46');
    expect(links[1]).toHaveTextContent('#1001 · Pickup');
    expect(links[1]).toHaveTextContent('Cancelled');
    expect(links[1]).toHaveTextContent('Test');
    // The drawer's own block asks the same question as the row's.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('dialog', { name: 'Block Grace Hopper?' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      // Every "max-width" query matches: MUI's down('sm') is the phone's.
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    test('customers are cards without the grid, paged by the server; a tap opens the drawer', async () => {
      const { fetchMock } = setup({
        [`GET ${LIST}`]: listReply([customer({ blocked: true })], 60),
        'GET /api/v1/customer/c1/orders': { status: 200, body: { orders: [] } },
      });
      const list = await screen.findByRole('list', { name: 'Customers' });
      const card = within(list).getByRole('listitem');
      expect(card).toHaveTextContent('Grace Hopper');
      expect(await within(card).findByText('CA$1,234.50')).toBeInTheDocument();
      expect(card).toHaveTextContent('grace@example.com · (514) 555-0123');
      expect(card).toHaveTextContent('12 orders · Last order May 15, 2024');
      expect(within(card).getByText('Blocked')).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: '2' }));
      fireEvent.click(within(card).getByRole('button'));
      const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' });
      expect(within(drawer).getByText(/This customer is blocked/)).toBeInTheDocument();
      expect(await within(drawer).findByText('No orders to show.')).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    });

    test('with a period, cards and drawer say the figures are the period’s', async () => {
      setUrl('/manage/customers?range=last_month');
      setup({ 'GET /api/v1/customer/c1/orders': { status: 200, body: { orders: [] } } });
      const card = within(await screen.findByRole('list', { name: 'Customers' })).getByRole('listitem');
      expect(card).toHaveTextContent('12 orders in the period · Last order May 15, 2024');
      fireEvent.click(within(card).getByRole('button'));
      const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' });
      expect(within(drawer).getByText('Spent in period')).toBeInTheDocument();
    });
  });
});
