'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useState } from 'react';
import styles from './navigation-progress.module.css';

/** SPEC §9: the bar ends this long after the new page has rendered. */
export const PROGRESS_END_DELAY_MS = 300;
/** A navigation that never renders (cancelled, failed) does not leave the bar running forever. */
export const PROGRESS_GIVE_UP_MS = 15_000;

const START_EVENT = 'mp:navigation-start';

/**
 * For code that navigates with router.push/replace rather than a link: call it just before, so
 * the bar shows that something is on its way.
 */
export function startNavigationProgress(): void {
  window.dispatchEvent(new Event(START_EVENT));
}

const here = () => window.location.pathname + window.location.search;

/** The same-origin page a click on a link would open, or undefined when the click is not one. */
function destinationOf(e: MouseEvent): string | undefined {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return undefined;
  const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname + url.search;
}

export function NavigationProgress() {
  // useSearchParams suspends static rendering: keep that inside the bar.
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}

function Bar() {
  const t = useTranslations('shell.progress');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const url = search ? `${pathname}?${search}` : pathname;
  /** The page the running navigation started from; null when no bar shows. */
  const [from, setFrom] = useState<string | null>(null);
  const urlRef = useRef(url);

  useEffect(() => {
    urlRef.current = url;
  }, [url]);

  useEffect(() => {
    const start = () => setFrom(urlRef.current);
    const onClick = (e: MouseEvent) => {
      const dest = destinationOf(e);
      // Only the hash changes, or the same page again: Next renders nothing new.
      if (dest !== undefined && dest !== here()) start();
    };
    // Capture: links stop their own clicks (client navigation) before they would bubble here.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    window.addEventListener(START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      window.removeEventListener(START_EVENT, start);
    };
  }, []);

  const loading = from !== null && from === url;
  const finishing = from !== null && from !== url;

  useEffect(() => {
    if (!finishing && !loading) return;
    const timer = setTimeout(() => setFrom(null), finishing ? PROGRESS_END_DELAY_MS : PROGRESS_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [finishing, loading, url]);

  if (!loading && !finishing) return null;
  // A plain bar (CSS module) rather than MUI's LinearProgress: the shell's first load stays small.
  return (
    <div
      role="progressbar"
      aria-label={t('label')}
      aria-valuemin={finishing ? 0 : undefined}
      aria-valuemax={finishing ? 100 : undefined}
      aria-valuenow={finishing ? 100 : undefined}
      className={styles.track}
    >
      <div className={finishing ? styles.done : styles.running} />
    </div>
  );
}
