'use client';
import { useEffect, useState } from 'react';
import { LazyServerError } from '@/components/errors/LazyServerError';
import type { LoadedTexts } from '@/components/errors/StandaloneServerError';
import { defaultLocale } from '@/lib/i18n/config';

/** The root layout itself failed: this boundary brings its own document around the standalone /500 screen. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [texts, setTexts] = useState<LoadedTexts>();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={texts?.locale ?? defaultLocale}>
      <body>
        <LazyServerError retry={retry} onTexts={setTexts} />
      </body>
    </html>
  );
}
