import { act, screen, waitFor, within } from '@testing-library/react';
import { AffectedOrders } from '@/components/store-setup/AffectedOrders';
import type { ScheduledOrder } from '@/lib/contract';
import { mockFetch, renderScreen } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

const PATH = '/api/v1/location/scheduled-orders';
const scheduled = (id: string, number: string, at: string, customer: string): ScheduledOrder => ({
  _id: id,
  order_number: number,
  scheduled_at: at,
  type: 'delivery',
  customer_name: customer,
  status: 'confirmed',
});
// The location is in Vancouver: times show there, whatever the test's zone (Toronto).
const user = userReply({ locations: [{ ...location('l1', 'Downtown', true), timezone: 'America/Vancouver' }] });
const period = { from: '2030-06-01T07:00:00.000Z', to: '2030-06-02T07:00:00.000Z' };

describe('AffectedOrders', () => {
  test('lists each order with its number, local time and customer, linked to its drawer', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: {
        status: 200,
        body: {
          orders: [
            scheduled('o1', '1042', '2030-06-01T19:30:00.000Z', 'Ana Silva'),
            scheduled('o2', '1043', '2030-06-01T20:00:00.000Z', 'Ben Roy'),
            scheduled('o3', '1044', '2030-06-02T01:15:00.000Z', 'Chloé Tremblay'),
          ],
          total: 3,
        },
      },
    });
    renderScreen(<AffectedOrders {...period} services={['delivery', 'pickup']} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('3 scheduled orders fall in this period')).toBeInTheDocument();
    const first = await within(alert).findByRole('link', { name: /^#1042 · .*12:30\sPM PDT · Ana Silva$/ });
    expect(first).toHaveAttribute('href', '/future-orders?order=o1');
    expect(within(alert).getByRole('link', { name: /^#1044 · .*6:15\sPM PDT · Chloé Tremblay$/ })).toHaveAttribute(
      'href',
      '/future-orders?order=o3',
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes(PATH))!;
    const sent = new URL(String(call[0]), 'http://localhost').searchParams;
    expect([sent.get('from'), sent.get('to'), sent.get('services')]).toEqual([
      period.from,
      period.to,
      'delivery,pickup',
    ]);
  });

  test('shows nothing when no order falls in the period', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: { status: 200, body: { orders: [], total: 0 } },
    });
    const { container } = renderScreen(<AffectedOrders {...period} services={['pickup']} />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes(PATH))).toBe(true));
    // Let the reply land: the alert must still not appear.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container).toBeEmptyDOMElement();
  });

  test('asks nothing for an empty period or no service', () => {
    const fetchMock = mockFetch({ 'GET /api/v1/user': { status: 200, body: user } });
    const { container } = renderScreen(<AffectedOrders from={period.to} to={period.from} services={['pickup']} />);
    renderScreen(<AffectedOrders {...period} services={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(PATH))).toBe(false);
  });
});
