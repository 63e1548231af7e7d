'use client';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useUiSetting } from '@/lib/ui-settings';

/** SPEC §9: pages come in over 300 ms; 0 when the `animation` UI setting is off. */
export const PAGE_TRANSITION_MS = 300;

/** The duration of a page's entrance: none when the user asked for less motion either way. */
export function pageTransitionMs(animation: boolean, reducedMotion: boolean): number {
  return animation && !reducedMotion ? PAGE_TRANSITION_MS : 0;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades and lifts the page in when the path changes. The Web Animations API plays it on the
 * wrapper rather than re-keying it, so layouts below keep their state; the first render (the
 * server's HTML) is shown as it is.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [animation] = useUiSetting('animation', true);
  const ref = useRef<HTMLDivElement>(null);
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const el = ref.current;
    const duration = pageTransitionMs(animation, prefersReducedMotion());
    if (!el || duration === 0 || typeof el.animate !== 'function') return;
    const run = el.animate(
      [
        { opacity: 0, transform: 'translateY(8px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    );
    return () => run.cancel();
  }, [pathname, animation]);

  return <div ref={ref}>{children}</div>;
}
