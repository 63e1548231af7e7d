'use client';
import { useEffect } from 'react';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';

/** Anything a page or nested layout throws: the /500 screen with "Try again". */
export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ServerErrorScreen onRetry={retry} />;
}
