'use client';
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/** A promise React.lazy reads at once: React 19 marks the component loaded while it calls `then`. */
const settled = <T,>(value: T) => ({ then: (onLoaded: (v: T) => void) => onLoaded(value) }) as unknown as Promise<T>;

/**
 * A part of a page that the server renders but whose code is not in the page's first load: in
 * the browser React keeps the server's HTML as it is and hydrates it once the code has arrived.
 * The code is asked for as soon as the module calling this runs (in the browser, before
 * hydration reaches the part), so it is usually there first and renders without suspending.
 * `fallback` shows only where nothing was rendered on the server (a client-side navigation
 * before the code arrived).
 *
 * The returned component is memoised and its props must stay the same objects while nothing in
 * them changes: new props reaching a part not hydrated yet make React drop its HTML and show
 * the fallback. Its styles must come with the page (import its CSS modules where this is called),
 * or the server's HTML would be unstyled until the code arrives. Clicks on the part before it is
 * hydrated are lost, as anywhere on a page before hydration.
 */
export function hydratedLazily<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const start = () =>
    load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  // A failure here is retried by React.lazy, whose own failure reaches the error boundary.
  start().catch(() => undefined);
  const Lazy = lazy(() => (loaded ? settled(loaded) : start()));
  function HydratedLazily(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return memo(HydratedLazily) as unknown as ComponentType<P>;
}
