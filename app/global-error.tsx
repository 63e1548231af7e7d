'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import type { LoadedTexts } from '@/components/errors/StandaloneServerError';
import { defaultLocale } from '@/lib/i18n/config';

// Loaded only when the root layout fails: every page's first load carries this boundary.
const StandaloneServerError = dynamic(() =>
  import('@/components/errors/StandaloneServerError').then((m) => m.StandaloneServerError),
);

/** The root layout itself failed: this boundary brings its own document around the standalone /500 screen. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [texts, setTexts] = useState<LoadedTexts>();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={texts?.locale ?? defaultLocale}>
      <body>
        <StandaloneServerError retry={retry} onTexts={setTexts} />
      </body>
    </html>
  );
}
