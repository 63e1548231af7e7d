import './polyfills';
import { createTheme, ThemeProvider } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderHistoryScreen } from '@/components/orders/history/OrderHistoryScreen';
import { presetRange } from '@/lib/dates';
import { mockFetch, renderScreen } from '../support/render';
import { callsTo, order, sentQuery } from './fixtures';
import { pushed, replaced, resetUrl, setUrl } from '../support/nav-mock';
import { userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
// The grid is heavy for jsdom; on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const HISTORY = '/api/v1/order/history';
const TZ = 'America/Toronto';
const page = (orders = [order()], total = orders.length, p = 1, per = 25) => ({
  status: 200,
  body: { orders, total, page: p, per_page: per },
});

/** Picks an option of a filter (the browser's own select) by its text. */
function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const value = within(select).getByRole('option', { name: option }).getAttribute('value');
  fireEvent.change(select, { target: { value } });
}

function setup(history: Parameters<typeof mockFetch>[0][string] = page()) {
  const fetchMock = mockFetch({ 'GET /api/v1/user': { status: 200, body: userReply() }, [`GET ${HISTORY}`]: history });
  return { fetchMock, ...renderHistory() };
}

function renderHistory() {
  return renderScreen(
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <OrderHistoryScreen />
      </LocalizationProvider>
    </ThemeProvider>,
  );
}

// jsdom measures every element as 0 × 0: without virtualization the grid renders all its rows.
const theme = createTheme({ components: { MuiDataGrid: { defaultProps: { disableVirtualization: true } } } } as object);

const lastQuery = (fn: jest.Mock) => sentQuery(fn, HISTORY, callsTo(fn, 'GET', HISTORY) - 1)!;

beforeEach(() => resetUrl());

describe('Order history', () => {
  test('first load asks for Today in the location zone, page 1 of 25, newest first, and lists the rows', async () => {
    const { fetchMock } = setup();
    const today = presetRange('today', new Date(), TZ)!;
    expect(await screen.findByText('#1042')).toBeInTheDocument();
    const q = sentQuery(fetchMock, HISTORY)!;
    expect(Object.fromEntries(q)).toEqual({
      from: today.from,
      to: today.to,
      page: '1',
      per_page: '25',
      sort: '-created_at',
    });
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('$39.46')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Card online')).toBeInTheDocument();
  });

  test('a preset goes into the URL and the call carries its days', async () => {
    const { fetchMock } = setup();
    await screen.findByText('#1042');
    choose('Date range', 'Last month');
    expect(pushed.at(-1)).toBe('/order-history?range=last_month');
    const last = presetRange('last_month', new Date(), TZ)!;
    await waitFor(() => expect(lastQuery(fetchMock).get('from')).toBe(last.from));
    expect(lastQuery(fetchMock).get('to')).toBe(last.to);
    expect(lastQuery(fetchMock).get('page')).toBe('1');
  });

  test('a custom range from the URL is sent as YYYY-MM-DD', async () => {
    setUrl('/order-history?range=custom&from=2024-03-04&to=2024-03-10&page=3&size=50&sort=total&status=closed&q=grace');
    const { fetchMock } = setup(page([order()], 200, 3, 50));
    await screen.findByText('#1042');
    expect(Object.fromEntries(sentQuery(fetchMock, HISTORY)!)).toEqual({
      from: '2024-03-04',
      to: '2024-03-10',
      page: '3',
      per_page: '50',
      sort: 'total',
      status: 'closed',
      search: 'grace',
    });
    // The status=closed URL is the Closed Orders tab.
    expect(screen.getByRole('tab', { name: 'Closed orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/order/history/export?from=2024-03-04&to=2024-03-10&search=grace&status=closed',
    );
  });

  test('sorting a column maps to the contract sort and starts again at page 1', async () => {
    setUrl('/order-history?page=2');
    const { fetchMock } = setup(page([order()], 60, 2));
    await screen.findByText('#1042');
    fireEvent.click(screen.getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('-total'));
    expect(lastQuery(fetchMock).get('page')).toBe('1');
    // The grid shows the sort the URL now holds before the next click turns it around.
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('total'));
  });

  test('the next page and a larger page size are asked from the server', async () => {
    const { fetchMock } = setup(page([order()], 120));
    await screen.findByText('#1042');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery(fetchMock).get('page')).toBe('2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(lastQuery(fetchMock).get('per_page')).toBe('50'));
    expect(lastQuery(fetchMock).get('page')).toBe('1');
  });

  test('the search waits for a pause, replaces the URL and is sent', async () => {
    const { fetchMock } = setup();
    await screen.findByText('#1042');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '104' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '1042' } });
    await waitFor(() => expect(replaced.at(-1)).toBe('/order-history?q=1042'));
    expect(replaced).toHaveLength(1);
    await waitFor(() => expect(lastQuery(fetchMock).get('search')).toBe('1042'));
  });

  test('the tabs: one in the Tab order, arrows move between them, a tab opens its list from page 1', async () => {
    setUrl('/order-history?page=2');
    const { fetchMock } = setup(page([order()], 60, 2));
    await screen.findByText('#1042');
    const all = screen.getByRole('tab', { name: 'All orders' });
    const closed = screen.getByRole('tab', { name: 'Closed orders' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(closed).toHaveAttribute('aria-selected', 'false');
    expect([all.tabIndex, closed.tabIndex]).toEqual([0, -1]);
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(closed).toHaveFocus();
    fireEvent.keyDown(closed, { key: 'Home' });
    expect(all).toHaveFocus();
    fireEvent.click(closed);
    expect(pushed.at(-1)).toBe('/order-history?status=closed');
    await waitFor(() => expect(lastQuery(fetchMock).get('status')).toBe('closed'));
    expect(lastQuery(fetchMock).get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Closed orders' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the status filter is sent', async () => {
    const { fetchMock } = setup();
    await screen.findByText('#1042');
    choose('Status', 'Cancelled');
    await waitFor(() => expect(lastQuery(fetchMock).get('status')).toBe('cancelled'));
  });

  test('an empty range says so', async () => {
    setup(page([], 0));
    expect(await screen.findByText('No orders in this range')).toBeInTheDocument();
  });

  test('a failure shows the message with a retry that loads again', async () => {
    let fail = true;
    const { fetchMock } = setup(() => (fail ? { status: 500, body: { message: 'Database unavailable' } } : page()));
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument();
    fail = false;
    const alert = screen.getByRole('alert');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('#1042')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', HISTORY)).toBeGreaterThan(1);
  });

  test('a row opens the order drawer through the URL', async () => {
    const { fetchMock } = setup();
    mockFetch({
      'GET /api/v1/user': { status: 200, body: userReply() },
      [`GET ${HISTORY}`]: page(),
      'GET /api/v1/order/o1': { status: 200, body: { order: order(), isNew: false } },
    });
    void fetchMock;
    fireEvent.click(await screen.findByText('#1042'));
    expect(pushed.at(-1)).toBe('/order-history?order=o1');
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
  });

  test('cancelling from the drawer reloads the list of the range', async () => {
    setUrl('/order-history?range=custom&from=2024-05-01&to=2024-05-15&order=o1');
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: userReply() },
      [`GET ${HISTORY}`]: page(),
      'GET /api/v1/order/o1': { status: 200, body: { order: order(), isNew: false } },
      'GET /api/v1/order/o1/cancel': {
        status: 200,
        body: { order: order({ status: 'cancelled' }), message: 'Order #1042 cancelled.' },
      },
    });
    renderHistory();
    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(callsTo(fetchMock, 'GET', HISTORY)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order #1042?' })).getByRole('button', {
        name: 'Yes, cancel the order',
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET', HISTORY)).toBe(2));
    expect(Object.fromEntries(lastQuery(fetchMock))).toMatchObject({ from: '2024-05-01', to: '2024-05-15' });
  });
});
