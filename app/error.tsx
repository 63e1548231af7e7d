'use client';
import { useEffect } from 'react';
import { LazyServerError } from '@/components/errors/LazyServerError';

/**
 * Anything a page or nested layout throws: the /500 screen with "Try again". It replaces the
 * group layout, and with it the providers, so the screen brings its own.
 */
export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LazyServerError retry={retry} />;
}
