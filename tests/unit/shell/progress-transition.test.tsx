import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import {
  NavigationProgress,
  PROGRESS_END_DELAY_MS,
  startNavigationProgress,
} from '@/components/shell/NavigationProgress';
import { PAGE_TRANSITION_MS, PageTransition, pageTransitionMs } from '@/components/shell/PageTransition';
import { writeUiSetting } from '@/lib/ui-settings';
import messages from '@/messages/en.json';

let mockPathname = '/dashboard';
let mockSearch = new URLSearchParams();
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useSearchParams: () => mockSearch }));

const wrap = (ui: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    {ui}
  </NextIntlClientProvider>
);

beforeEach(() => {
  mockPathname = '/dashboard';
  mockSearch = new URLSearchParams();
  window.history.replaceState(null, '', '/dashboard');
  localStorage.clear();
});

describe('NavigationProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const view = render(
      wrap(
        <>
          <NavigationProgress />
          <a href="/manage/menu" onClick={(e) => e.preventDefault()}>
            Menu
          </a>
          <a href="/dashboard#top">Top</a>
          <a href="https://example.com/">Away</a>
          <a href="/manage/tax" target="_blank">
            New tab
          </a>
        </>,
      ),
    );
    const navigate = (path: string) => {
      mockPathname = path;
      window.history.replaceState(null, '', path);
      view.rerender(
        wrap(
          <>
            <NavigationProgress />
          </>,
        ),
      );
    };
    return { navigate };
  }
  const bar = () => screen.queryByRole('progressbar', { name: 'Loading the page' });

  test('starts on a same-origin link click and ends 300 ms after the new page renders', () => {
    const { navigate } = setup();
    expect(bar()).toBeNull();
    fireEvent.click(screen.getByText('Menu'));
    expect(bar()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(bar()).toBeInTheDocument();

    act(() => navigate('/manage/menu'));
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(PROGRESS_END_DELAY_MS - 1));
    expect(bar()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  test('ignores hash links, other sites, new tabs and modified clicks', () => {
    setup();
    fireEvent.click(screen.getByText('Top'));
    fireEvent.click(screen.getByText('Away'));
    fireEvent.click(screen.getByText('New tab'));
    fireEvent.click(screen.getByText('Menu'), { ctrlKey: true });
    expect(bar()).toBeNull();
  });

  test('code that navigates can start it too', () => {
    const { navigate } = setup();
    act(() => startNavigationProgress());
    expect(bar()).toBeInTheDocument();
    act(() => navigate('/settings/billing'));
    act(() => jest.advanceTimersByTime(PROGRESS_END_DELAY_MS));
    expect(bar()).toBeNull();
  });

  test('a navigation that never renders does not leave the bar forever', () => {
    setup();
    fireEvent.click(screen.getByText('Menu'));
    act(() => jest.advanceTimersByTime(60_000));
    expect(bar()).toBeNull();
  });

  test('the constant is SPEC §9’s 300 ms', () => expect(PROGRESS_END_DELAY_MS).toBe(300));
});

describe('PageTransition', () => {
  test('300 ms, or 0 when animation is off or the system asks for less motion', () => {
    expect(PAGE_TRANSITION_MS).toBe(300);
    expect(pageTransitionMs(true, false)).toBe(300);
    expect(pageTransitionMs(false, false)).toBe(0);
    expect(pageTransitionMs(true, true)).toBe(0);
  });

  function renderWithAnimate() {
    const animate = jest.fn(() => ({ cancel: jest.fn() }));
    (HTMLElement.prototype as unknown as { animate: unknown }).animate = animate;
    const view = render(<PageTransition>page</PageTransition>);
    const go = (path: string) => {
      mockPathname = path;
      view.rerender(<PageTransition>page</PageTransition>);
    };
    return { animate, go };
  }

  afterEach(() => {
    delete (HTMLElement.prototype as unknown as { animate?: unknown }).animate;
  });

  test('plays on a path change, not on the first render', () => {
    const { animate, go } = renderWithAnimate();
    expect(animate).not.toHaveBeenCalled();
    go('/manage/menu');
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: 300 }));
  });

  test('does not play with the animation setting off', () => {
    act(() => writeUiSetting('animation', false));
    const { animate, go } = renderWithAnimate();
    go('/manage/menu');
    expect(animate).not.toHaveBeenCalled();
  });
});
