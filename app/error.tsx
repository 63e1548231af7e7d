'use client';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';

// Loaded only when something fails: every page's first load carries this boundary.
const StandaloneServerError = dynamic(() =>
  import('@/components/errors/StandaloneServerError').then((m) => m.StandaloneServerError),
);

/**
 * Anything a page or nested layout throws: the /500 screen with "Try again". It replaces the
 * group layout, and with it the providers, so the screen brings its own.
 */
export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <StandaloneServerError retry={retry} />;
}
