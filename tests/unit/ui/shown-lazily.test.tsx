import { act, fireEvent, render, screen } from '@testing-library/react';
import { shownLazily } from '@/components/ui/shown-lazily';

function Chart({ title }: { title: string }) {
  return <p>{title}</p>;
}

/** A stand-in for the browser's IntersectionObserver: the test says when the box nears the screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly report: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  near(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  FakeObserver.last = undefined;
});

describe('shownLazily', () => {
  test('holds the place at its height and loads nothing until the box comes on the screen', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const load = jest.fn(async () => Chart);
    const LazyChart = shownLazily(load, 300);
    const { container } = render(<LazyChart title="Sales per day" />);

    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveStyle({ height: '300px' });
    expect(box).toHaveAttribute('aria-hidden', 'true');
    // Before any scroll, only the screen itself counts: just under the fold is not enough.
    expect(FakeObserver.last?.options?.rootMargin).toBe('0px');
    act(() => FakeObserver.last!.near(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Sales per day')).not.toBeInTheDocument();

    act(() => FakeObserver.last!.near(true));
    expect(await screen.findByText('Sales per day')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('once the merchant scrolls, it loads as it comes within 300 px of the screen', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const load = jest.fn(async () => Chart);
    const LazyChart = shownLazily(load, 300);
    render(
      <div data-testid="scroller">
        <LazyChart title="Sales per day" />
      </div>,
    );
    // A scroll inside the page's own scrolling area counts as much as the window's.
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(FakeObserver.last?.options?.rootMargin).toBe('300px');
    act(() => FakeObserver.last!.near(false));
    expect(load).not.toHaveBeenCalled();
    act(() => FakeObserver.last!.near(true));
    expect(await screen.findByText('Sales per day')).toBeInTheDocument();
  });

  test('without an observer (an old browser) the part loads at once', async () => {
    const LazyChart = shownLazily(async () => Chart, 300);
    render(<LazyChart title="Sales per day" />);
    expect(await screen.findByText('Sales per day')).toBeInTheDocument();
  });
});
