import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BlockedDatesTab } from '@/components/store-setup/blocked-dates/BlockedDatesTab';
import { HolidaysTab } from '@/components/store-setup/holidays/HolidaysTab';
import { dayInZone } from '@/lib/dates';
import { comingStatutoryHolidays } from '@/lib/contract/statutory-holidays';
import messages from '@/messages/en.json';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

jest.setTimeout(20_000);

// A Québec store in Vancouver's zone: days turn into instants there, whatever the test's zone.
const quebec = (id: string, name: string, primary = false) => {
  const l = location(id, name, primary);
  return {
    ...l,
    timezone: 'America/Vancouver',
    address: {
      ...l.address,
      state_province_details: { _id: 's-qc', name: 'Quebec', code: 'QC' },
      country_details: { _id: 'c-ca', name: 'Canada', code: 'CA', currency: 'CAD' },
    },
  };
};
const oneLocation = userReply({ locations: [quebec('l1', 'Downtown', true)] });
const twoLocations = userReply({ locations: [quebec('l1', 'Downtown', true), quebec('l2', 'Plateau')] });

describe('blocked dates tab', () => {
  test("the server's field errors land on the fields and what was typed stays; orders already placed on those days are shown", async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: oneLocation },
      'GET /api/v1/location/blocked-dates': { status: 200, body: { blocked_dates: [] } },
      'GET /api/v1/location/scheduled-orders': {
        status: 200,
        body: {
          orders: [
            {
              _id: 'o1',
              order_number: '1042',
              scheduled_at: '2030-06-01T19:30:00.000Z',
              type: 'pickup',
              customer_name: 'Ana Silva',
              status: 'confirmed',
            },
          ],
          total: 1,
        },
      },
      'POST /api/v1/location/blocked-dates': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { reason: ['Say why, please.'] } },
      },
    });
    renderScreen(<BlockedDatesTab />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Block dates' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Block dates' });
    type(within(dialog).getByLabelText(/^From/), '2030-06-01');
    // The end follows the start.
    expect(within(dialog).getByLabelText(/^To/)).toHaveValue('2030-06-01');
    type(within(dialog).getByLabelText(/^Reason/), 'Inventory');

    expect(await within(dialog).findByText('1 scheduled order falls in this period')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const period = asked.findLast((u) => u.pathname === '/api/v1/location/scheduled-orders')!.searchParams;
    // Vancouver's midnights, start of the day and end of it.
    expect([period.get('from'), period.get('to'), period.get('services')]).toEqual([
      '2030-06-01T07:00:00.000Z',
      '2030-06-02T07:00:00.000Z',
      'catering,delivery,pickup',
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say why, please.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Inventory');
    expect(within(dialog).getByLabelText(/^From/)).toHaveValue('2030-06-01');
    expect(sentBody(fetchMock, '/api/v1/location/blocked-dates', 1)).toEqual({
      from_date: '2030-06-01',
      to_date: '2030-06-01',
      reason: 'Inventory',
      services: ['pickup', 'delivery', 'catering'],
    });
  });
});

describe('holidays tab', () => {
  const today = () => dayInZone(new Date(), 'America/Vancouver');

  test('a suggested statutory holiday is added in one click, closed all day for every service, at all locations when asked', async () => {
    const next = comingStatutoryHolidays(today(), 'CA', 'QC')[0]!;
    const name = messages.storeSetup.holidays.statutory[next.key];
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: twoLocations },
      'GET /api/v1/location/holidays': { status: 200, body: { holiday_hours: [] } },
      'POST /api/v1/location/holidays': { status: 201, body: { holiday_hours: [] } },
    });
    renderScreen(<HolidaysTab />);
    const suggested = await screen.findByRole('region', { name: 'Suggested: the coming statutory holidays' });
    fireEvent.click(await within(suggested).findByRole('checkbox', { name: 'Apply to all locations' }));
    fireEvent.click(within(suggested).getByRole('button', { name: new RegExp(`^Add ${name},`) }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/location/holidays', 1)).toEqual({
        name,
        from_date: next.date,
        to_date: next.date,
        closed: true,
        services: ['pickup', 'delivery', 'catering'],
        all_locations: true,
      }),
    );
  });

  test('a holiday already covering a statutory day is not suggested again; the list shows it', async () => {
    const [first, second] = comingStatutoryHolidays(today(), 'CA', 'QC');
    const holiday = {
      _id: 'h1',
      name: 'Our own break',
      from_date: first!.date,
      to_date: first!.date,
      closed: false,
      hours: [{ opens_at: '18:00', closes_at: '01:30' }],
      services: ['delivery'],
    };
    mockFetch({
      'GET /api/v1/user': { status: 200, body: oneLocation },
      'GET /api/v1/location/holidays': { status: 200, body: { holiday_hours: [holiday] } },
    });
    renderScreen(<HolidaysTab />);
    const row = (await screen.findByRole('rowheader', { name: 'Our own break' })).closest('tr')!;
    expect(within(row).getByText('18:00–01:30')).toBeInTheDocument();
    expect(within(row).getByText('Delivery')).toBeInTheDocument();
    const suggested = screen.getByRole('region', { name: 'Suggested: the coming statutory holidays' });
    const names = messages.storeSetup.holidays.statutory;
    expect(within(suggested).queryByRole('button', { name: new RegExp(`^Add ${names[first!.key]},`) })).toBeNull();
    expect(within(suggested).getByRole('button', { name: new RegExp(`^Add ${names[second!.key]},`) })).toBeVisible();
    // One location: no "all locations" box.
    expect(within(suggested).queryByRole('checkbox')).toBeNull();
  });

  test('unticking "Closed all day" offers a first window to fill', async () => {
    mockFetch({
      'GET /api/v1/user': { status: 200, body: oneLocation },
      'GET /api/v1/location/holidays': { status: 200, body: { holiday_hours: [] } },
    });
    renderScreen(<HolidaysTab />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add a holiday' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a holiday' });
    expect(within(dialog).queryByLabelText(/^Opens at/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Closed all day' }));
    expect(await within(dialog).findByLabelText(/^Opens at/)).toHaveValue('');
    expect(within(dialog).getAllByLabelText(/^Closes at/)).toHaveLength(1);
  });
});
