import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify as screenNotice } from '@/lib/notices';
import { LocationSwitcher } from '@/components/shell/LocationSwitcher';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter, usePathname: () => '/dashboard' }));
// The app shows notices through lib/notices; here the success notice is only recorded.
jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));

const downtown = location('l1', 'Downtown', true);
const airport = location('l2', 'Airport');
const two = userReply({ locations: [downtown, airport], current: 'l1' });

beforeEach(() => {
  mockRouter.refresh.mockReset();
  jest.mocked(screenNotice).mockReset();
});

test('with one location it shows where the merchant is, read-only', async () => {
  mockFetch({ 'GET /api/v1/user': { status: 200, body: userReply() } });
  renderScreen(<LocationSwitcher />);
  expect(await screen.findByRole('group', { name: 'Location: Downtown' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('lists the visible locations and marks the current one', async () => {
  mockFetch({ 'GET /api/v1/user': { status: 200, body: two } });
  renderScreen(<LocationSwitcher />);
  fireEvent.click(await screen.findByRole('button', { name: 'Location: Downtown. Change location' }));
  // The list loads with the first opening.
  const menu = await screen.findByRole('menu', { name: 'Locations' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((i) => i.textContent)).toEqual(['DowntownMontréal', 'AirportMontréal']);
  expect(items[0]).toHaveAttribute('aria-current', 'true');
  expect(items[1]).not.toHaveAttribute('aria-current');
});

test('choosing one posts it to the session, refetches every query and refreshes the server parts', async () => {
  let current = 'l1';
  const fetchMock = mockFetch({
    'GET /api/v1/user': () => ({ status: 200, body: userReply({ locations: [downtown, airport], current }) }),
    'POST /api/session/location': (body) => {
      current = (body as { location: string }).location;
      return { status: 200, body: { location: current } };
    },
  });
  // The switch answers only when the test lets it, to see the busy state.
  let answer = () => {};
  const gate = new Promise<void>((resolve) => (answer = resolve));
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/session/location') await gate;
    return fetchMock(input, init);
  }) as unknown as typeof fetch;
  const { client } = renderScreen(<LocationSwitcher />);
  // Some other screen's data, scoped to the old location.
  client.setQueryData(['orders', 'list'], { orders: [] });
  fireEvent.click(await screen.findByRole('button', { name: /Change location/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Airport/ }));

  // Busy while switching: the button says so and cannot be pressed.
  const busy = await screen.findByRole('button', { name: 'Switching to Airport…' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  answer();

  expect(await screen.findByRole('button', { name: 'Location: Airport. Change location' })).toBeEnabled();
  expect(sentBody(fetchMock, '/api/session/location')).toEqual({ location: 'l2' });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/session/location',
    expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
  );
  expect(mockRouter.refresh).toHaveBeenCalledTimes(1);
  expect(screenNotice).toHaveBeenCalledWith('You are now working in Airport.', { variant: 'success' });
  expect(client.getQueryState(['orders', 'list'])?.isInvalidated).toBe(true);
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/user')).toHaveLength(2);
});

test('choosing the current location sends nothing', async () => {
  const fetchMock = mockFetch({ 'GET /api/v1/user': { status: 200, body: two } });
  renderScreen(<LocationSwitcher />);
  fireEvent.click(await screen.findByRole('button', { name: /Change location/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Downtown/ }));
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(fetchMock.mock.calls.some(([url]) => url === '/api/session/location')).toBe(false);
});

test('a refusal shows the server message as an error notice and keeps the old location', async () => {
  mockFetch({
    'GET /api/v1/user': { status: 200, body: two },
    'POST /api/session/location': { status: 404, body: { message: 'This location is not available.' } },
  });
  const { notify, client } = renderScreen(<LocationSwitcher />);
  client.setQueryData(['orders', 'list'], { orders: [] });
  fireEvent.click(await screen.findByRole('button', { name: /Change location/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Airport/ }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith('This location is not available.', 'error'));
  expect(await screen.findByRole('button', { name: 'Location: Downtown. Change location' })).toBeEnabled();
  expect(mockRouter.refresh).not.toHaveBeenCalled();
  expect(screenNotice).not.toHaveBeenCalled();
  expect(client.getQueryState(['orders', 'list'])?.isInvalidated).toBe(false);
});

test('a network failure says which location could not be reached', async () => {
  const ok = mockFetch({ 'GET /api/v1/user': { status: 200, body: two } });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/session/location') throw new TypeError('Failed to fetch');
    return ok(input, init);
  }) as unknown as typeof fetch;
  const { notify } = renderScreen(<LocationSwitcher />);
  fireEvent.click(await screen.findByRole('button', { name: /Change location/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Airport/ }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith('Could not switch to Airport. Please try again.', 'error'));
});
