import './polyfills';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
// The panel itself: OrderDrawer only loads it on first opening (tests/unit/ui/opened-lazily.test.tsx).
import { OrderDrawerPanel as OrderDrawer } from '@/components/orders/drawer/OrderDrawerPanel';
import { orderKeys } from '@/lib/api/orders';
import type { Order } from '@/lib/contract';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { callsTo, order } from './fixtures';
import { userReply } from '../support/shell-fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const RANGE = { from: '2024-05-13', to: '2024-05-15' };
type Routes = Parameters<typeof mockFetch>[0];

function setup(o: Order = order(), routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/v1/user': { status: 200, body: userReply() },
    [`GET /api/v1/order/${o._id}`]: { status: 200, body: { order: o, isNew: false } },
    ...routes,
  });
  const onClose = jest.fn();
  const view = renderScreen(
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <OrderDrawer orderId={o._id} onClose={onClose} range={RANGE} />
    </LocalizationProvider>,
  );
  return { fetchMock, onClose, ...view };
}

const drawerReady = () => screen.findByRole('heading', { name: 'Order #1042' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('Order drawer', () => {
  test('shows the order: customer, address, items with modifiers, totals, timeline', async () => {
    setup(order({ apartment_suite_no: '4B', discount: 200 }));
    await drawerReady();
    expect(screen.getByRole('link', { name: '5145550123' })).toHaveAttribute('href', 'tel:5145550123');
    expect(screen.getByText('10 Rue Sainte-Catherine')).toBeInTheDocument();
    expect(screen.getByText('Apartment or suite: 4B')).toBeInTheDocument();
    // 2 × (10.00 + 1.50 cheese)
    expect(screen.getByText('2 × Poutine')).toBeInTheDocument();
    expect(screen.getByText('$23.00')).toBeInTheDocument();
    expect(screen.getByText('+ Extra cheese')).toBeInTheDocument();
    expect(screen.getByText('-$2.00')).toBeInTheDocument();
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(screen.getAllByText('$39.46').length).toBeGreaterThan(0);
    const timeline = screen.getByRole('list', { name: 'Status history' });
    expect(within(timeline).getByText(/Ada Lovelace/)).toBeInTheDocument();
  });

  test('offers only what the order allows', async () => {
    setup(order({ _id: 'o2', type: 'pickup', status: 'completed', address: null }));
    await drawerReady();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request driver' })).not.toBeInTheDocument();
  });

  test('cancel asks first, then calls GET order/{id}/cancel and refreshes the history of the range', async () => {
    const { fetchMock, client } = setup(order(), {
      'GET /api/v1/order/o1/cancel': {
        status: 200,
        body: { order: order({ status: 'cancelled', order_status: 'cancelled' }), message: 'Order #1042 cancelled.' },
      },
    });
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    await drawerReady();
    fireEvent.click(button('Cancel order'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1042?' });
    expect(callsTo(fetchMock, 'GET', '/api/v1/order/o1/cancel')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/order/o1/cancel')).toBe(1));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKeys.historyRange(RANGE) }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: orderKeys.board() });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order #1042?' })).not.toBeInTheDocument());
    // The drawer shows the returned order: cancelled, nothing left to do.
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  test('change address: a blank address is refused with the translated text and nothing is sent', async () => {
    const { fetchMock } = setup();
    await drawerReady();
    fireEvent.click(button('Change address'));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address of order #1042' });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/order/o1/address')).toBe(0);
  });

  test('change address: apartment and buzzer are optional; blanks are left out', async () => {
    const { fetchMock } = setup(order(), {
      'POST /api/v1/order/o1/address': {
        status: 200,
        body: { order: order({ address: '22 Rue Saint-Denis' }), message: 'Address changed.' },
      },
    });
    await drawerReady();
    fireEvent.click(button('Change address'));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address of order #1042' });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: ' 22 Rue Saint-Denis ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/order/o1/address')).toEqual({ address: '22 Rue Saint-Denis' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Delivery address/ })).not.toBeInTheDocument());
    expect(await screen.findByText('22 Rue Saint-Denis')).toBeInTheDocument();
  });

  test("change address: the server's 422 on address lands on the field and the input is kept", async () => {
    setup(order(), {
      'POST /api/v1/order/o1/address': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { address: ['We cannot deliver to this address.'] } },
      },
    });
    await drawerReady();
    fireEvent.click(button('Change address'));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address of order #1042' });
    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: '1 Nowhere Road' } });
    fireEvent.change(within(dialog).getByLabelText(/^Buzzer code/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('We cannot deliver to this address.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('1 Nowhere Road');
    expect(within(dialog).getByLabelText(/^Buzzer code/)).toHaveValue('1234');
    expect(within(dialog).getByRole('button', { name: 'Save address' })).toBeEnabled();
  });

  test("a failing action clears its busy state and shows the server's message", async () => {
    let release: (v: unknown) => void = () => {};
    const gate = new Promise((r) => (release = r));
    const { fetchMock, notify } = setup(order(), {
      'GET /api/v1/order/o1/create-driver': {
        status: 409,
        body: { message: 'A driver is already on the way for order #1042.' },
      },
    });
    // Hold the reply so the busy state can be seen before it arrives.
    const realFetch = global.fetch;
    global.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).endsWith('/create-driver')) await gate;
      return realFetch(...args);
    }) as typeof fetch;
    await drawerReady();
    fireEvent.click(button('Request driver'));
    await waitFor(() => expect(button('Request driver')).toHaveAttribute('aria-busy', 'true'));
    expect(button('Request driver')).toBeDisabled();
    release(undefined);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('A driver is already on the way for order #1042.', 'error'),
    );
    await waitFor(() => expect(button('Request driver')).toHaveAttribute('aria-busy', 'false'));
    expect(button('Request driver')).toBeEnabled();
    // The order may have changed elsewhere: it is loaded again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/order/o1')).toBe(2));
  });

  test('a failed cancel closes the question, says why and leaves the button usable', async () => {
    const { notify } = setup(order(), {
      'GET /api/v1/order/o1/cancel': { status: 500, body: { message: 'Something went wrong.' } },
    });
    await drawerReady();
    fireEvent.click(button('Cancel order'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order #1042?' })).getByRole('button', {
        name: 'Yes, cancel the order',
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Something went wrong.', 'error'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order #1042?' })).not.toBeInTheDocument());
    expect(button('Cancel order')).toBeEnabled();
  });
});
