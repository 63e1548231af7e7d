/**
 * A stand-in for next/navigation whose URL is real state: push/replace change it and re-render
 * the components reading useSearchParams and usePathname, so a test can follow a screen through
 * its URL (set with resetUrl/setUrl; /order-history until a test says otherwise).
 * Use with: jest.mock('next/navigation', () => require('../support/nav-mock')).
 */
import { useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let path = '/order-history';
let search = '';

export const pushed: string[] = [];
export const replaced: string[] = [];

export function setUrl(href: string) {
  const [pathPart, query] = href.includes('?')
    ? [href.slice(0, href.indexOf('?')), href.slice(href.indexOf('?') + 1)]
    : [href, ''];
  if (pathPart) path = pathPart;
  search = query;
  listeners.forEach((l) => l());
}

export function resetUrl(href = '/order-history') {
  pushed.length = 0;
  replaced.length = 0;
  setUrl(href);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function useSearchParams() {
  const s = useSyncExternalStore(
    subscribe,
    () => search,
    () => search,
  );
  return useMemo(() => new URLSearchParams(s), [s]);
}

const router = {
  push: (href: string) => {
    pushed.push(href);
    setUrl(href);
  },
  replace: (href: string) => {
    replaced.push(href);
    setUrl(href);
  },
  refresh: () => {},
  back: () => {},
  forward: () => {},
  prefetch: () => {},
};

export const useRouter = () => router;
export const usePathname = () =>
  useSyncExternalStore(
    subscribe,
    () => path,
    () => path,
  );
export const notFound = () => {
  throw new Error('notFound');
};
