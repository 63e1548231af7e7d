import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@/lib/notices';
import { mockFetch, sentBody } from '../support/render';
import { FakeEventSource, makeBoard, makeOrder } from './board-fixtures';
import { installAudio, layOutBoard, renderBoard } from './board-render';

jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));

const newOrder = makeOrder({ _id: 'o-1001', isNew: true });
const confirmedDelivery = makeOrder({
  _id: 'o-1002',
  type: 'delivery',
  status: 'confirmed',
  order_status: 'confirmed_order_asap',
  customer_name: 'Bob Roy',
});
const column = (name: string) => screen.getByRole('region', { name });
const noUser = { 'GET /api/v1/user': { status: 404, body: { message: 'No user.' } } };

function withBoard(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    ...noUser,
    'GET /api/v1/order': { status: 200, body: makeBoard([newOrder, confirmedDelivery]) },
    ...extra,
  });
}
const boardReads = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url, init]) => String(url) === '/api/v1/order' && !init?.method?.match(/PUT/)).length;

/** Picks up a card by its handle, moves it `steps` columns right and drops it. */
async function keyboardMove(number: string, steps: number) {
  const handle = screen.getByRole('button', { name: `Move order #${number}` });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(async () => new Promise((r) => setTimeout(r, 5)));
  for (let i = 0; i < steps; i++) {
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(async () => new Promise((r) => setTimeout(r, 5)));
  }
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  await act(async () => new Promise((r) => setTimeout(r, 5)));
}

beforeEach(() => {
  localStorage.clear();
  installAudio();
  FakeEventSource.uninstall();
  jest.mocked(notify).mockClear();
});

describe('order board', () => {
  it('shows the six columns of GET order with counts and cards', async () => {
    withBoard();
    renderBoard();
    await screen.findByRole('button', { name: 'Open order #1001' });
    const fresh = within(column('New')).getByRole('button', { name: 'Open order #1001' });
    expect(fresh).toHaveTextContent('Alice Martin');
    expect(fresh).toHaveTextContent('Pickup');
    expect(fresh).toHaveTextContent('3 items');
    expect(fresh).toHaveTextContent('$23.00');
    expect(fresh).toHaveTextContent('5 min. ago');
    expect(within(column('New')).getByText('NEW')).toBeInTheDocument();
    for (const name of ['Confirmed (Now)', 'Confirmed (Upcoming)', 'Ready for Pickup', 'On Delivery', 'Completed'])
      expect(column(name)).toBeInTheDocument();
    expect(within(column('Confirmed (Now)')).getByText('1 order')).toBeInTheDocument();
    expect(within(column('Completed')).getByText('No orders')).toBeInTheDocument();
  });

  it('offers only the allowed actions, by status and type', async () => {
    withBoard();
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the status of order #1001' }));
    // The menu's code loads with the first opening.
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Confirm', 'Cancel order']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Change the status of order #1002' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual([
      'Out for delivery',
      'Complete',
      'Cancel order',
    ]);
  });

  it('moves New → Confirmed (Now) by keyboard, asks the preparation time and sends it; no reload after', async () => {
    const layout = layOutBoard();
    const fetch = withBoard({
      'PUT /api/v1/order/o-1001/status': {
        status: 200,
        body: {
          order: {
            ...newOrder,
            status: 'confirmed',
            order_status: 'confirmed_order_asap',
            isNew: false,
            preparation_time: 30,
            updated_at: '2026-05-01T12:03:00.000Z',
          },
          message: 'Order confirmed.',
        },
      },
    });
    const { notify } = renderBoard();
    await screen.findByRole('button', { name: 'Open order #1001' });
    await keyboardMove('1001', 1);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order #1001' });
    expect(within(dialog).getByLabelText('Estimated preparation time (minutes)')).toHaveValue('20');
    fireEvent.click(within(dialog).getByRole('button', { name: '30 min' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(sentBody(fetch, '/api/v1/order/o-1001/status')).toEqual({ order_status: 'confirm', preparation_time: 30 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(column('Confirmed (Now)')).getByRole('button', { name: 'Open order #1001' })).toBeInTheDocument();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Order confirmed.', 'success'));
    expect(within(column('New')).queryByRole('button', { name: 'Open order #1001' })).not.toBeInTheDocument();
    expect(boardReads(fetch)).toBe(1);
    layout.mockRestore();
  });

  it('refuses a move the order cannot make before any call, and says why', async () => {
    const layout = layOutBoard();
    const fetch = withBoard();
    renderBoard();
    await screen.findByRole('button', { name: 'Open order #1001' });
    await keyboardMove('1001', 3);
    expect(notify).toHaveBeenCalledWith('Order #1001 cannot move from New to Ready for Pickup.', {
      variant: 'warning',
    });
    expect(within(column('New')).getByRole('button', { name: 'Open order #1001' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    layout.mockRestore();
  });

  it.each([
    ['a 409', { status: 409, body: { message: 'This order cannot move there.' } }, 'This order cannot move there.'],
    [
      'a reply without _id',
      { status: 200, body: { order: { ...confirmedDelivery, _id: undefined }, message: 'Done.' } },
      'Unexpected reply from the server.',
    ],
  ])('puts the card back after %s', async (_name, reply, text) => {
    withBoard({ 'PUT /api/v1/order/o-1002/status': reply });
    const { notify } = renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the status of order #1002' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Complete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(text, 'error'));
    expect(within(column('Confirmed (Now)')).getByRole('button', { name: 'Open order #1002' })).toBeInTheDocument();
    expect(within(column('Completed')).queryByRole('button', { name: 'Open order #1002' })).not.toBeInTheDocument();
  });

  it('asks before cancelling', async () => {
    const fetch = withBoard({
      'PUT /api/v1/order/o-1001/status': {
        status: 200,
        body: {
          order: {
            ...newOrder,
            status: 'cancelled',
            order_status: 'cancelled',
            updated_at: '2026-05-01T12:03:00.000Z',
          },
        },
      },
    });
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the status of order #1001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(sentBody(fetch, '/api/v1/order/o-1001/status')).toEqual({ order_status: 'cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open order #1001' })).not.toBeInTheDocument());
  });
});
