import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PauseChip } from '@/components/shell/PauseChip';
import { mockFetch, renderScreen } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

const PATH = '/api/v1/location/store-availability';
// The location is in Vancouver; the test runs in Toronto: the chip says Vancouver's time, labelled.
const user = userReply({ locations: [{ ...location('l1', 'Downtown', true), timezone: 'America/Vancouver' }] });
const NOW = Date.parse('2030-06-01T20:00:00.000Z'); // 13:00 in Vancouver
const until = '2030-06-01T21:30:00.000Z'; // 14:30 in Vancouver
const none = { pickup: null, delivery: null, catering: null };
const reply = (store_availability: object) => ({ status: 200, body: { store_availability } });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

describe('PauseChip', () => {
  test("names the paused service and when it resumes in the location's zone; Resume resumes it", async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: reply({ ...none, delivery: { paused_until: until, message: 'Rush' } }),
      [`POST ${PATH}`]: reply(none),
    });
    renderScreen(<PauseChip canResume />);
    expect(await screen.findByText(/^Delivery paused until 2:30\sPM PDT$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resume Delivery' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ services: ['delivery'], pause: null });
    });
  });

  test('without setup there is no Resume; with nothing paused there is no chip', async () => {
    mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: reply({ ...none, pickup: { paused_until: until, message: '' } }),
    });
    renderScreen(<PauseChip canResume={false} />);
    expect(await screen.findByText(/^Pick-up paused until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resume/ })).not.toBeInTheDocument();
  });

  test('all three paused read as ordering; the chip hides itself when the pause ends', async () => {
    const all = { paused_until: until, message: '' };
    mockFetch({
      'GET /api/v1/user': { status: 200, body: user },
      [`GET ${PATH}`]: reply({ pickup: all, delivery: all, catering: all }),
    });
    renderScreen(<PauseChip canResume />);
    expect(await screen.findByText(/^Ordering paused until 2:30/)).toBeInTheDocument();
    // 90 minutes later (the poll still answers "paused": the stored end decides).
    await act(async () => {
      jest.advanceTimersByTime(90 * 60_000 + 1000);
    });
    await waitFor(() => expect(screen.queryByText(/paused until/)).not.toBeInTheDocument());
  });
});
