import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { IDLE_INPUT_KEY, IdleLock } from '@/components/shell/IdleLock';
import { SessionWatcher } from '@/components/providers/SessionWatcher';
import { apiCall } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { createQueryClient } from '@/lib/api/query-client';
import { SESSION_STAMP_KEY } from '@/lib/api/session-events';
import { messageReply } from '@/lib/contract';
import { fullLoad } from '@/lib/full-load';
import { mockFetch } from '../support/render';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('@/lib/full-load', () => ({ fullLoad: jest.fn() }));

const LOCKED = { status: 423, body: { message: 'The portal is locked.', code: 'locked' } };

beforeEach(() => {
  jest.mocked(fullLoad).mockReset();
  mockRouter.replace.mockReset();
  localStorage.clear();
  window.history.replaceState(null, '', '/order-history?page=2');
});

describe('a call refused by the idle lock (423, code "locked")', () => {
  test('sends this tab to the lock screen, keeping the page, not to /login', async () => {
    mockFetch({ 'GET /api/v1/tax': LOCKED });
    render(<SessionWatcher />);
    await expect(apiCall('tax', messageReply)).rejects.toMatchObject({ status: 423 });
    expect(fullLoad).toHaveBeenCalledWith('/lockscreen?next=%2Forder-history%3Fpage%3D2');
  });

  test('does nothing more on the lock screen itself', async () => {
    window.history.replaceState(null, '', '/lockscreen');
    mockFetch({ 'GET /api/v1/tax': LOCKED });
    render(<SessionWatcher />);
    await expect(apiCall('tax', messageReply)).rejects.toBeInstanceOf(ApiError);
    expect(fullLoad).not.toHaveBeenCalled();
  });

  test('a 423 without the code is an ordinary failure', async () => {
    mockFetch({ 'GET /api/v1/tax': { status: 423, body: { message: 'Busy.' } } });
    render(<SessionWatcher />);
    await expect(apiCall('tax', messageReply)).rejects.toBeInstanceOf(ApiError);
    expect(fullLoad).not.toHaveBeenCalled();
  });

  test('raises no notice: the page is leaving for the lock screen', async () => {
    const notify = jest.fn();
    const qc = createQueryClient(notify);
    await qc
      .getMutationCache()
      .build(qc, { mutationFn: () => Promise.reject(new ApiError(423, 'Locked.')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(notify).not.toHaveBeenCalled();
  });
});

test('the idle lock locks the session at the BFF, then tells the other tabs', async () => {
  jest.useFakeTimers();
  try {
    const fetchMock = mockFetch({ 'POST /api/session/lock': { status: 200, body: { locked: true } } });
    render(<IdleLock timeoutMs={5_000} />);
    act(() => jest.advanceTimersByTime(5_000));
    expect(mockRouter.replace).toHaveBeenCalledWith('/lockscreen?next=%2Forder-history%3Fpage%3D2');
    expect(fetchMock).toHaveBeenCalledWith('/api/session/lock', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_STAMP_KEY)).toBeTruthy());
  } finally {
    jest.useRealTimers();
  }
});

test('input in another tab holds the lock off: the lock is the whole session’s', () => {
  jest.useFakeTimers();
  try {
    mockFetch({ 'POST /api/session/lock': { status: 200, body: { locked: true } } });
    render(<IdleLock timeoutMs={5_000} />);
    act(() => jest.advanceTimersByTime(4_000));
    // What another tab's IdleLock writes on input.
    localStorage.setItem(IDLE_INPUT_KEY, String(Date.now()));
    act(() => jest.advanceTimersByTime(1_000));
    expect(mockRouter.replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(4_000));
    expect(mockRouter.replace).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('input here is shared with the other tabs, at most once a second', () => {
  jest.useFakeTimers();
  try {
    render(<IdleLock timeoutMs={5_000} />);
    fireEvent.mouseMove(window);
    const first = localStorage.getItem(IDLE_INPUT_KEY);
    expect(Number(first)).toBe(Date.now());
    act(() => jest.advanceTimersByTime(500));
    fireEvent.mouseMove(window);
    expect(localStorage.getItem(IDLE_INPUT_KEY)).toBe(first);
    act(() => jest.advanceTimersByTime(500));
    fireEvent.mouseMove(window);
    expect(Number(localStorage.getItem(IDLE_INPUT_KEY))).toBe(Date.now());
  } finally {
    jest.useRealTimers();
  }
});
