import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ActivityScreen } from '@/components/activity/ActivityScreen';
import { presetRange } from '@/lib/dates';
import { callsTo, sentQuery } from '../orders/fixtures';
import { pushed, resetUrl, setUrl } from '../support/nav-mock';
import { mockFetch, renderScreen } from '../support/render';
import { entry, owner } from './fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
// On a busy machine a first render with MUI's selects can take over a second.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const LIST = '/api/v1/audit';
const ACTORS = '/api/v1/audit/actors';
type Routes = Parameters<typeof mockFetch>[0];

const listReply = (entries = [entry()], total = entries.length, page = 1, perPage = 25) => ({
  status: 200,
  body: { entries, total, page, per_page: perPage },
});
const actorsReply = {
  status: 200,
  body: {
    actors: [
      { user_id: 'u7', name: 'Marie' },
      { user_id: 'u1', name: 'Ada Lovelace' },
    ],
  },
};

function setup(routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/v1/user': owner(),
    [`GET ${LIST}`]: listReply(),
    [`GET ${ACTORS}`]: actorsReply,
    ...routes,
  });
  return { fetchMock, ...renderScreen(<ActivityScreen />) };
}

const listCalls = (fn: jest.Mock) => callsTo(fn, 'GET', LIST);
const lastQuery = (fn: jest.Mock) => Object.fromEntries(sentQuery(fn, LIST, listCalls(fn) - 1)!);
const table = () => screen.findByRole('table', { name: 'Activity' });

/** Picks an option of a filter (the browser's own select) by its text. */
async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const value = within(select).getByRole('option', { name: option }).getAttribute('value');
  fireEvent.change(select, { target: { value } });
}

beforeEach(() => resetUrl('/settings/activity'));

describe('Activity log', () => {
  test('a row per entry: when on the location’s clock, who with their role, what in plain words', async () => {
    const { fetchMock } = setup({
      [`GET ${LIST}`]: listReply([
        entry(),
        entry({
          _id: 'a2',
          action: 'create',
          entity_type: 'coupon',
          entity_label: 'WELCOME10',
          actor: null,
          changes: [{ field: 'amount', before: null, after: 500 }],
        }),
      ]),
    });
    const rows = within(await table()).getAllByRole('row');
    // Toronto's clock: 16:05 UTC is 12:05 PM there.
    expect(rows[1]).toHaveTextContent('May 14, 2024, 12:05 PM');
    expect(rows[1]).toHaveTextContent('MarieManager');
    // In the location's currency once the account has loaded.
    await waitFor(() =>
      expect(rows[1]).toHaveTextContent('Marie changed the price of Poutine from CA$11.95 to CA$12.95'),
    );
    expect(rows[2]).toHaveTextContent('The system');
    expect(rows[2]).toHaveTextContent('The system created the coupon WELCOME10');
    expect(rows[2]).toHaveTextContent('amount: CA$5.00');
    // Everyone, every type and action, all time: page 1 of 25; the CSV is of the same list.
    expect(lastQuery(fetchMock)).toEqual({ page: '1', per_page: '25' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/audit/export');
  });

  test('the person goes into the URL and asks the server from page 1; Everyone takes it out', async () => {
    setUrl('/settings/activity?page=2');
    const { fetchMock } = setup({ [`GET ${LIST}`]: listReply([entry()], 60, 2) });
    await table();
    expect(lastQuery(fetchMock)).toMatchObject({ page: '2' });
    await choose('Person', 'Marie');
    expect(pushed.at(-1)).toBe('/settings/activity?person=u7');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ page: '1', per_page: '25', actor: 'u7' }));
    await choose('Person', 'Everyone');
    expect(pushed.at(-1)).toBe('/settings/activity');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ page: '1', per_page: '25' }));
  });

  test('type, action and period go into the URL and the call, and the CSV follows them', async () => {
    setUrl('/settings/activity?person=u7');
    const { fetchMock } = setup();
    await table();
    await choose('Type', 'Item');
    await choose('Action', 'Changed');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        page: '1',
        per_page: '25',
        actor: 'u7',
        entity_type: 'item',
        action: 'update',
      }),
    );
    await choose('Date range', 'Last week');
    // The location's last week (Toronto).
    const week = presetRange('last_week', new Date(), 'America/Toronto')!;
    expect(pushed.at(-1)).toBe('/settings/activity?person=u7&type=item&action=update&range=last_week');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ from: week.from, to: week.to }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/v1/audit/export?actor=u7&entity_type=item&action=update&from=${week.from}&to=${week.to}`,
    );
  });

  test('a reload keeps the filters: the URL alone asks for them', async () => {
    setUrl('/settings/activity?person=u1&type=zone&action=delete&range=custom&from=2024-05-01&to=2024-05-31&size=50');
    const { fetchMock } = setup();
    await table();
    expect(lastQuery(fetchMock)).toEqual({
      page: '1',
      per_page: '50',
      actor: 'u1',
      entity_type: 'zone',
      action: 'delete',
      from: '2024-05-01',
      to: '2024-05-31',
    });
    expect(await screen.findByRole('combobox', { name: 'Person' })).toHaveDisplayValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Delivery zone');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Deleted');
  });

  test('paging asks the server for the next page and a new page size from page 1', async () => {
    const { fetchMock } = setup({
      [`GET ${LIST}`]: () => listReply([entry()], 60, 1),
    });
    await table();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: '2' }));
    expect(pushed.at(-1)).toBe('/settings/activity?page=2');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await choose('Entries per page:', '50');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ page: '1', per_page: '50' }));
    expect(pushed.at(-1)).toBe('/settings/activity?size=50');
  });

  test('an empty log says what it will hold; an empty filter says to widen it', async () => {
    setup({ [`GET ${LIST}`]: listReply([]) });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    await choose('Action', 'Deleted');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.getByText('Try another person, type, action or period.')).toBeInTheDocument();
  });

  test('a list that fails to load says so with the reason and a retry that loads it', async () => {
    let fail = true;
    const { fetchMock } = setup({
      [`GET ${LIST}`]: () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : listReply()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity could not be loaded. Database unavailable');
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await table()).toBeInTheDocument();
    expect(listCalls(fetchMock)).toBeGreaterThan(1);
  });
});
