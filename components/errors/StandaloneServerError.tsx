'use client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { theme } from '@/components/providers/theme';
import { LOCALE_COOKIE, defaultLocale, toLocale, type Locale } from '@/lib/i18n/config';
import { ServerErrorScreen } from './ServerErrorScreen';

function cookieLocale(): Locale {
  const value = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.split('=')[1];
  return toLocale(value) ?? toLocale(navigator.language.slice(0, 2)) ?? defaultLocale;
}

export interface LoadedTexts {
  locale: Locale;
  title: string;
}

/**
 * The /500 screen where no provider exists: the error boundaries sit above the group layouts
 * that bring them (PortalProviders). It brings its own theme and texts; the messages load on
 * demand so they stay out of every page's bundle.
 */
export function StandaloneServerError({ retry, onTexts }: { retry: () => void; onTexts?: (t: LoadedTexts) => void }) {
  const [intl, setIntl] = useState<{ locale: Locale; messages: AbstractIntlMessages; title: string }>();
  useEffect(() => {
    const locale = cookieLocale();
    const load = locale === 'fr' ? import('@/messages/fr.json') : import('@/messages/en.json');
    void load.then(({ default: m }) => {
      const title = `${m.common.productName} · ${m.errors.serverError.title}`;
      setIntl({ locale, messages: { common: m.common, errors: m.errors }, title });
      onTexts?.({ locale, title });
    });
  }, [onTexts]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {intl && (
        <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="America/Toronto">
          <title>{intl.title}</title>
          <ServerErrorScreen onRetry={retry} />
        </NextIntlClientProvider>
      )}
    </ThemeProvider>
  );
}
