import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OpenAtTab } from '@/components/store-setup/open-at/OpenAtTab';
import type { OpenAtReply } from '@/lib/contract';
import { mockFetch, renderScreen } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

const PATH = '/api/v1/location/open-at';
const user = userReply({ locations: [{ ...location('l1', 'Downtown', true), timezone: 'America/Vancouver' }] });
const reply: OpenAtReply = {
  at: '2030-06-04T05:30:00.000Z',
  timezone: 'America/Vancouver',
  date: '2030-06-03',
  time: '22:30',
  services: {
    pickup: { open: false, reason: 'closedBusinessHours' },
    delivery: { open: true, reason: 'open' },
    catering: { open: false, reason: 'paused', detail: '2030-06-04T06:00:00.000Z' },
  },
};

describe('OpenAtTab', () => {
  test('asks for the picked local date and time and says, per service, open or closed and why', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: { status: 200, body: reply },
    });
    renderScreen(<OpenAtTab />);
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2030-06-03' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '22:30' } });

    const answers = await screen.findByRole('list', { name: 'Services at that time' });
    expect(screen.getByRole('heading', { name: 'Monday, June 3, 2030 at 22:30' })).toBeInTheDocument();
    const items = within(answers).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Pick-up: closedOutside business hours.',
      'Delivery: openCustomers can order.',
      // The pause ends at 23:00 on the location's clock (Vancouver), whatever the device's zone.
      expect.stringMatching(/^Catering: closedPaused until Jun 3, 2030, 11:00\sPM\.$/),
    ]);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes(`${PATH}?date=2030-06-03&time=22%3A30`)),
      ).toBe(true),
    );
  });
});
