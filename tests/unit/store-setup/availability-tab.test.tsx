import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AvailabilityTab } from '@/components/store-setup/availability/AvailabilityTab';
import { mockFetch, renderScreen } from '../support/render';
import { userReply } from '../support/shell-fixtures';

jest.setTimeout(20_000);

const PATH = '/api/v1/location/store-availability';
const later = new Date(Date.now() + 3_600_000).toISOString();
const none = { pickup: null, delivery: null, catering: null };

describe('AvailabilityTab', () => {
  test('shows each service taking orders or paused with its message, and pauses one for 30 minutes', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: userReply() },
      [`GET ${PATH}`]: {
        status: 200,
        body: { store_availability: { ...none, catering: { paused_until: later, message: 'Closed for a wedding' } } },
      },
      'GET /api/v1/location/scheduled-orders': { status: 200, body: { orders: [], total: 0 } },
      [`POST ${PATH}`]: { status: 200, body: { store_availability: none } },
    });
    renderScreen(<AvailabilityTab />);
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText('Taking orders')).toBeInTheDocument();
    const catering = screen.getByRole('region', { name: 'Catering' });
    expect(within(catering).getByText(/^Paused until .* — Closed for a wedding$/)).toBeInTheDocument();

    fireEvent.click(within(delivery).getByRole('button', { name: 'Pause Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Delivery' });
    fireEvent.change(within(dialog).getByLabelText(/^Message to customers/), { target: { value: 'Back soon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        services: ['delivery'],
        pause: { minutes: 30 },
        message: 'Back soon',
      });
    });
  });
});
