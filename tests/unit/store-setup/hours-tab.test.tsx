import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HoursTab } from '@/components/store-setup/hours/HoursTab';
import type { StoreHours } from '@/lib/contract';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

const PATH = '/api/v1/location/opening-hours';
const user = userReply({ locations: [{ ...location('l1', 'Downtown', true), timezone: 'America/Toronto' }] });
const w = (id: string, day: number, opens_at: string, closes_at: string) => ({ _id: id, day, opens_at, closes_at });
const saved: StoreHours = {
  location_hours: [w('a', 1, '11:30', '14:00'), w('b', 5, '22:00', '02:00')],
  pickup: { hours: [] },
  delivery: { hours: [] },
};
const day = (name: string) => screen.getByRole('group', { name });
/** PATCH calls made (the GET is the path's first call). */
const patches = (fn: jest.Mock) => fn.mock.calls.filter(([, init]) => init?.method === 'PATCH').length;
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('HoursTab', () => {
  test('Monday first; a late night reads "(next day)"; an overlap is refused on the field before sending', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: { status: 200, body: saved },
    });
    renderScreen(<HoursTab />);
    const form = await screen.findByRole('form', { name: 'Business' });
    expect(
      within(form)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(day('Friday')).getByText('(next day)')).toBeInTheDocument();
    expect(within(day('Tuesday')).getByText('Closed')).toBeInTheDocument();

    fireEvent.click(within(day('Monday')).getByRole('button', { name: 'Add a window on Monday' }));
    const opens = within(day('Monday')).getAllByLabelText('Opens');
    const closes = within(day('Monday')).getAllByLabelText('Closes');
    setTime(opens[1]!, '13:00');
    setTime(closes[1]!, '15:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await within(day('Monday')).findByText('This window overlaps another one on the same day.')).toBeVisible();
    expect(patches(fetchMock)).toBe(0);
  });

  test('Save sends the whole week (PATCH); the server’s field error lands on the window and what was typed stays', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: { status: 200, body: saved },
      [`PATCH ${PATH}`]: {
        status: 422,
        body: { message: 'Invalid.', errors: { 'hours.2.opens_at': ['Server says no.'] } },
      },
    });
    renderScreen(<HoursTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a window on Monday' }));
    setTime(within(day('Monday')).getAllByLabelText('Opens')[1]!, '17:00');
    setTime(within(day('Monday')).getAllByLabelText('Closes')[1]!, '22:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, PATH, 1)).toEqual({
        type: 'business',
        hours: [
          { day: 1, opens_at: '11:30', closes_at: '14:00' },
          { day: 5, opens_at: '22:00', closes_at: '02:00' },
          { day: 1, opens_at: '17:00', closes_at: '22:00' },
        ],
      }),
    );
    expect(await within(day('Monday')).findByText('Server says no.')).toBeVisible();
    expect(within(day('Monday')).getAllByLabelText('Opens')[1]).toHaveValue('17:00');
  });

  test('copy Monday to all days; pick-up "Same as business hours" off starts from a copy of business hours', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: { status: 200, body: saved },
      [`PATCH ${PATH}`]: (body) => ({
        status: 200,
        body: {
          ...saved,
          pickup: {
            hours: (body as { hours: { day: number; opens_at: string; closes_at: string }[] }).hours.map((h, i) => ({
              _id: `p${i}`,
              ...h,
            })),
          },
        },
      }),
    });
    renderScreen(<HoursTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Monday to all days' }));
    for (const name of ['Tuesday', 'Sunday', 'Friday'])
      expect(
        within(day(name))
          .getAllByLabelText('Opens')
          .map((i) => (i as HTMLInputElement).value),
      ).toEqual(['11:30']);

    fireEvent.click(screen.getByRole('button', { name: 'Pick-up' }));
    const same = screen.getByRole('switch', { name: 'Same as business hours' });
    expect(same).toBeChecked();
    fireEvent.click(same);
    expect(within(day('Friday')).getAllByLabelText('Opens')[0]).toHaveValue('22:00');
    // Closing every day would read as "same as business hours": refused, with the way to stop orders.
    fireEvent.click(within(day('Monday')).getByRole('switch'));
    fireEvent.click(within(day('Friday')).getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText(/Add at least one window, or turn on “Same as business hours”/)).toBeVisible();
    expect(patches(fetchMock)).toBe(0);
    fireEvent.click(within(day('Monday')).getByRole('switch'));
    fireEvent.click(within(day('Friday')).getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(sentBody(fetchMock, PATH, 1)).toMatchObject({ type: 'pickup' }));
    expect((sentBody(fetchMock, PATH, 1) as StoreHours['pickup']).hours).toEqual([
      { day: 1, opens_at: '09:00', closes_at: '17:00' },
      { day: 5, opens_at: '09:00', closes_at: '17:00' },
    ]);
  });

  test('what was typed in business hours is still there after a look at pick-up hours', async () => {
    mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: { status: 200, body: saved },
    });
    renderScreen(<HoursTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a window on Monday' }));
    setTime(within(day('Monday')).getAllByLabelText('Opens')[1]!, '17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Pick-up' }));
    expect(await screen.findByRole('form', { name: 'Pick-up' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Business' }));
    await screen.findByRole('form', { name: 'Business' });
    expect(within(day('Monday')).getAllByLabelText('Opens')[1]).toHaveValue('17:00');
  });
});
