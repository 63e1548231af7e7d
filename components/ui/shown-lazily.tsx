'use client';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

/**
 * How far below the screen a part starts loading once the merchant scrolls: it is usually there
 * by the time it is seen. Before any scroll only a part on the screen loads: one just under the
 * fold (a phone's tools panel, 250 px down) would otherwise load and render with the page,
 * competing with its first load for nothing the merchant sees yet.
 */
const AHEAD = '300px';

/** Whether the merchant has scrolled anything on the page since this part mounted. */
function useScrolled(active: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!active || scrolled) return;
    const onScroll = () => setScrolled(true);
    // Capture: the page may scroll in an inner container, whose scroll events do not bubble.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true, once: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [active, scrolled]);
  return scrolled;
}

/** Whether the element has come on the screen, or within AHEAD of it after a scroll; stays true once it has. */
function useNearScreen(box: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  const scrolled = useScrolled(!near);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    // Without an observer (an old browser), the part loads at once, as it did before.
    if (typeof IntersectionObserver === 'undefined') {
      const id = setTimeout(() => setNear(true));
      return () => clearTimeout(id);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: scrolled ? AHEAD : '0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, near, scrolled]);
  return near;
}

/**
 * A part below the fold whose code and work wait until it comes near the screen (a chart under
 * the dashboard's board): neither its download nor its rendering competes with the page's first
 * load, on a tablet or in Lighthouse. Until then, and while its code arrives, an empty box of
 * its final height holds its place, so nothing moves when it appears. Client-rendered only:
 * the part must say nothing a screen reader needs (the chart is `aria-hidden`, its table is not).
 */
export function shownLazily<P extends object>(load: () => Promise<ComponentType<P>>, height: number): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ShownLazily(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const near = useNearScreen(box);
    const placeholder = <div ref={box} aria-hidden style={{ height }} />;
    if (!near) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ShownLazily;
}
