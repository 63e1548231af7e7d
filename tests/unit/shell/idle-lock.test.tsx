import { act, fireEvent, render } from '@testing-library/react';
import { IdleLock } from '@/components/shell/IdleLock';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

const TIMEOUT = 5_000;

beforeEach(() => {
  jest.useFakeTimers();
  mockRouter.replace.mockReset();
  window.history.replaceState(null, '', '/manage/menu?tab=items');
});

afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The lock holds off until a whole timeout has passed since the last input, then fires once. */
function expectLockAfterTimeout() {
  advance(TIMEOUT - 1);
  expect(mockRouter.replace).not.toHaveBeenCalled();
  advance(1);
  expect(mockRouter.replace).toHaveBeenCalledTimes(1);
}

test('goes to the lock screen after the timeout, remembering path and query', () => {
  render(<IdleLock timeoutMs={TIMEOUT} />);
  expectLockAfterTimeout();
  expect(mockRouter.replace).toHaveBeenCalledWith('/lockscreen?next=%2Fmanage%2Fmenu%3Ftab%3Ditems');
});

test.each(['mouseMove', 'keyDown', 'pointerDown', 'wheel', 'touchStart', 'scroll'] as const)(
  '%s resets the timer',
  (event) => {
    render(<IdleLock timeoutMs={TIMEOUT} />);
    advance(TIMEOUT - 1_000);
    fireEvent[event](event === 'scroll' ? document.body : window);
    expectLockAfterTimeout();
  },
);

test('a burst of input costs one timer, and the lock fires once', () => {
  render(<IdleLock timeoutMs={TIMEOUT} />);
  for (let i = 0; i < 100; i++) {
    advance(10);
    fireEvent.mouseMove(window);
  }
  expect(jest.getTimerCount()).toBe(1);
  advance(TIMEOUT);
  advance(TIMEOUT * 3);
  expect(mockRouter.replace).toHaveBeenCalledTimes(1);
});

test('stops listening when the main layout goes away', () => {
  const view = render(<IdleLock timeoutMs={TIMEOUT} />);
  view.unmount();
  advance(TIMEOUT * 2);
  expect(mockRouter.replace).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});

test('a timeout of 0 turns the lock off', () => {
  render(<IdleLock timeoutMs={0} />);
  advance(60 * 60_000);
  expect(mockRouter.replace).not.toHaveBeenCalled();
});
