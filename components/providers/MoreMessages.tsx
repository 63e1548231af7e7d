'use client';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * A page's texts added to those its layout sent (the shell's): below it, both read as one
 * catalogue. The layout's are not sent again with every page.
 */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const shared = useMessages();
  const merged = useMemo(() => ({ ...shared, ...messages }), [shared, messages]);
  return (
    <NextIntlClientProvider locale={useLocale()} timeZone={useTimeZone()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
