import '../orders/polyfills';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
// The panel itself: OrderDrawer only loads it on first opening.
import { OrderDrawerPanel } from '@/components/orders/drawer/OrderDrawerPanel';
import { EntityHistoryTabs } from '@/components/ui/EntityHistoryTabs';
import { callsTo, order } from '../orders/fixtures';
import { mockFetch, renderScreen } from '../support/render';
import { entry, owner } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const HISTORY = '/api/v1/audit/item/i1';
type Routes = Parameters<typeof mockFetch>[0];

const historyReply = (entries = [entry()]) => ({ status: 200, body: { entries } });

function setup({ flag = true, id = 'i1' as string | undefined, routes = {} as Routes } = {}) {
  const fetchMock = mockFetch({
    'GET /api/v1/user': owner(flag),
    [`GET ${HISTORY}`]: historyReply(),
    ...routes,
  });
  const view = renderScreen(
    <EntityHistoryTabs entityType="item" entityId={id}>
      <label>
        Name <input defaultValue="Poutine" />
      </label>
    </EntityHistoryTabs>,
  );
  return { fetchMock, ...view };
}

const openHistory = async () => fireEvent.click(await screen.findByRole('tab', { name: 'History' }));

describe('History tab', () => {
  test('loads only when opened, then lists the entries in plain words, newest first, with when', async () => {
    const { fetchMock } = setup({
      routes: {
        [`GET ${HISTORY}`]: historyReply([
          entry({
            _id: 'a2',
            at: '2024-05-15T13:00:00.000Z',
            changes: [{ field: 'price', before: 1195, after: 1295 }],
          }),
          entry({
            _id: 'a1',
            at: '2024-05-10T13:00:00.000Z',
            action: 'create',
            changes: [{ field: 'price', before: null, after: 1195 }],
          }),
        ]),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeVisible();
    expect(callsTo(fetchMock, 'GET', HISTORY)).toBe(0);

    await openHistory();
    const list = await screen.findByRole('list', { name: 'History of changes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Marie changed the price of Poutine from CA$11.95 to CA$12.95');
    expect(items[0]).toHaveTextContent('May 15, 2024, 9:00 AM');
    expect(items[1]).toHaveTextContent('Marie created the item Poutine');
    expect(items[1]).toHaveTextContent('price: CA$11.95');
    expect(callsTo(fetchMock, 'GET', HISTORY)).toBe(1);
    // The details stay as they were (what was typed stays), only hidden.
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Poutine');
  });

  test('says when nothing was recorded yet', async () => {
    setup({ routes: { [`GET ${HISTORY}`]: historyReply([]) } });
    await openHistory();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  test('a history that fails to load says so with a retry that loads it', async () => {
    let fail = true;
    setup({
      routes: {
        [`GET ${HISTORY}`]: () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : historyReply()),
      },
    });
    await openHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded. Database unavailable');
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText(/Marie changed the price of Poutine/)).toBeInTheDocument();
  });

  test('without the activity log’s flag, or for a new entity, the drawer shows its content alone', async () => {
    const { fetchMock, unmount } = setup({ flag: false });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/user')).toBe(1));
    expect(screen.getByLabelText('Name')).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    unmount();
    setup({ id: undefined });
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeVisible());
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  test('an order’s drawer has the tab: its history is the order’s', async () => {
    const o = order();
    const fetchMock = mockFetch({
      'GET /api/v1/user': owner(),
      [`GET /api/v1/order/${o._id}`]: { status: 200, body: { order: o, isNew: false } },
      [`GET /api/v1/audit/order/${o._id}`]: historyReply([
        entry({
          entity_type: 'order',
          entity_id: o._id,
          entity_label: '#1042',
          changes: [{ field: 'status', before: 'accepted', after: 'completed' }],
        }),
      ]),
    });
    renderScreen(<OrderDrawerPanel orderId={o._id} onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Order #1042' });
    await openHistory();
    expect(
      await screen.findByText('Marie changed the status of #1042 from “accepted” to “completed”'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', `/api/v1/audit/order/${o._id}`)).toBe(1);
  });
});
