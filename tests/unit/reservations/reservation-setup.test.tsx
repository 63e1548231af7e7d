import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReservationSetup } from '@/components/reservations/ReservationSetup';
import { RESERVATION_DEFAULTS, type ReservationSettings, type ReservationsReply } from '@/lib/contract/reservations';
import { notify } from '@/lib/notices';
import { pushed, resetUrl } from '../support/nav-mock';
import { ignoreNavigationAndRipples } from '../support/quiet-console';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));

jest.setTimeout(60_000);
// The last link click leaves the page (no changes to keep), which jsdom only reports.
ignoreNavigationAndRipples();

const PATH = '/api/v1/reservations-settings';
const BLOCK = '/api/v1/reservations-settings/block-date';
const SAVED: ReservationSettings = {
  ...RESERVATION_DEFAULTS,
  deposit_settings: { ...RESERVATION_DEFAULTS.deposit_settings },
  reservation_hours: [{ _id: 'h1', day: 5, opens_at: '17:00', closes_at: '22:00' }],
  block_dates: [{ _id: 'b1', from_date: '2031-05-01', to_date: '2031-05-03', reason: 'Renovation' }],
};
const reply = (s: ReservationSettings = SAVED): ReservationsReply => ({
  reservations_settings: s,
  reservation_url: '/locations/chez-ada/book/l1',
});
const routes = {
  'GET /api/v1/user': { status: 200, body: userReply() },
  [`GET ${PATH}`]: { status: 200, body: reply() },
};

beforeEach(() => {
  resetUrl('/reservation/setup');
  jest.mocked(notify).mockClear();
});

async function open() {
  const view = renderScreen(
    <>
      <a href="/manage/menu">Menu</a>
      <ReservationSetup />
    </>,
  );
  await waitFor(() => expect(field('Interval between bookable times')).toHaveValue('15'));
  // The booking hours come in a chunk of their own.
  await screen.findByRole('group', { name: 'Friday' });
  return view;
}
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const posts = (fn: jest.Mock, path = PATH) =>
  fn.mock.calls.filter(
    ([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path,
  );
const saveBar = () => screen.getByRole('region', { name: 'You have unsaved changes.' });

describe('ReservationSetup', () => {
  test('shows the saved settings, the week and the block dates; the booking page address copies with a notice', async () => {
    mockFetch(routes);
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    expect(field('Meal duration')).toHaveValue('90');
    expect(field('Largest party')).toHaveValue('10');
    const friday = screen.getByRole('group', { name: 'Friday' });
    expect(within(friday).getByLabelText('From')).toHaveValue('17:00');
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Blocked dates' })).toHaveTextContent('Renovation');
    // Nothing changed yet: no save bar.
    expect(screen.queryByRole('region', { name: 'You have unsaved changes.' })).not.toBeInTheDocument();

    const address = screen.getByRole('textbox', { name: 'Booking page address' });
    expect(address).toHaveValue('http://localhost/locations/chez-ada/book/l1');
    expect(address).toHaveAttribute('readonly');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('http://localhost/locations/chez-ada/book/l1');
    expect(notify).toHaveBeenCalledWith('Booking page address copied.', { variant: 'success' });
  });

  test('a meal shorter than the interval is refused on its field before sending; what was typed stays', async () => {
    const fetchMock = mockFetch(routes);
    await open();
    type('Interval between bookable times', '30');
    type('Meal duration', '20');
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A meal must last at least the interval between bookable times.'),
    ).toBeInTheDocument();
    expect(field('Meal duration')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Interval between bookable times')).toHaveValue('30');
    expect(field('Meal duration')).toHaveValue('20');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  test('Save sends whole numbers, the week and the deposit in cents; the reply becomes the form', async () => {
    // The server keeps what was saved: the reload after the save reads it back.
    let stored = SAVED;
    const fetchMock = mockFetch({
      ...routes,
      [`GET ${PATH}`]: () => ({ status: 200, body: reply(stored) }),
      [`POST ${PATH}`]: (body) => {
        const b = body as ReservationSettings;
        stored = {
          ...b,
          reservation_hours: b.reservation_hours.map((w, i) => ({ ...w, _id: `n${i}` })),
          block_dates: SAVED.block_dates,
        };
        return { status: 200, body: { ...reply(stored), message: 'Reservation settings saved.' } };
      },
    });
    await open();
    type('Interval between bookable times', '30');
    type('Meal duration', '120');
    // Monday opens (09:00 to 17:00 to start with).
    fireEvent.click(within(screen.getByRole('group', { name: 'Monday' })).getByRole('switch'));
    expect(field('Interval between bookable times')).toHaveValue('30');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Deposit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Per person' }));
    // The amount and the party size show once there is a deposit (the menu closes first).
    await screen.findByRole('textbox', { name: /^Amount/ });
    type('Amount', '15');
    type('For parties of at least', '8');
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, PATH, 1)).toEqual({
      ...RESERVATION_DEFAULTS,
      reservation_interval: 30,
      meal_duration: 120,
      deposit_settings: { type: 'per_person', amount: 1500, from_party_size: 8 },
      reservation_hours: [
        { day: 5, opens_at: '17:00', closes_at: '22:00' },
        { day: 1, opens_at: '09:00', closes_at: '17:00' },
      ],
    });
    // The reply is the server's copy: nothing is left unsaved.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You have unsaved changes.' })).not.toBeInTheDocument(),
    );
    expect(field('Amount')).toHaveValue('15.00');
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByLabelText('From')).toHaveValue('09:00');
  });

  test("the server's field errors land on their fields, a window's included", async () => {
    mockFetch({
      ...routes,
      [`POST ${PATH}`]: {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            'reservation_hours.0.opens_at': ['This window overlaps another one on the same day.'],
            background_image_url: ['This image is not one of your uploads. Upload it again.'],
          },
        },
      },
    });
    await open();
    type('Largest party', '12');
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Save' }));
    const friday = screen.getByRole('group', { name: 'Friday' });
    expect(await within(friday).findByText('This window overlaps another one on the same day.')).toBeInTheDocument();
    expect(screen.getByText('This image is not one of your uploads. Upload it again.')).toBeInTheDocument();
    expect(field('Largest party')).toHaveValue('12');
  });

  test('with changes a link asks before leaving; Discard puts the saved values back', async () => {
    mockFetch(routes);
    await open();
    type('Smallest party', '2');
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pushed).toEqual([]);
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Discard' }));
    expect(field('Smallest party')).toHaveValue('1');
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  test("a block date is added in its dialog; the server's refusal stays on its field with what was typed", async () => {
    let refuse = true;
    const fetchMock = mockFetch({
      ...routes,
      [`POST ${BLOCK}`]: () =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'These days overlap another blocked period (2031-05-01 to 2031-05-03).',
                errors: { from_date: ['These days overlap another blocked period (2031-05-01 to 2031-05-03).'] },
              },
            }
          : { status: 201, body: { block_dates: SAVED.block_dates, message: 'Blocked date saved.' } },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Block dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block dates' });
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2031-05-02' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Wedding' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('These days overlap another blocked period (2031-05-01 to 2031-05-03).'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, BLOCK)).toEqual({ from_date: '2031-05-02', to_date: '2031-05-02', reason: 'Wedding' });
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Wedding');

    refuse = false;
    fireEvent.change(within(dialog).getByLabelText(/^From/), { target: { value: '2031-06-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, BLOCK, 1)).toEqual({
      from_date: '2031-06-02',
      to_date: '2031-06-02',
      reason: 'Wedding',
    });
  });
});
