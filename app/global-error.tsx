'use client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';
import { theme } from '@/components/providers/theme';
import { LOCALE_COOKIE, defaultLocale, toLocale, type Locale } from '@/lib/i18n/config';

function cookieLocale(): Locale {
  const value = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.split('=')[1];
  return toLocale(value) ?? toLocale(navigator.language.slice(0, 2)) ?? defaultLocale;
}

/**
 * The root layout itself failed, so none of its providers exist here: this boundary brings its
 * own document, theme and texts. The messages load on demand so they stay out of every page's bundle.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [intl, setIntl] = useState<{ locale: Locale; messages: AbstractIntlMessages; title: string }>();
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    const locale = cookieLocale();
    const load = locale === 'fr' ? import('@/messages/fr.json') : import('@/messages/en.json');
    void load.then(({ default: m }) =>
      setIntl({
        locale,
        messages: { common: m.common, errors: m.errors },
        title: `${m.common.productName} · ${m.errors.serverError.title}`,
      }),
    );
  }, []);
  return (
    <html lang={intl?.locale ?? defaultLocale}>
      <body>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {intl && (
            <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="America/Toronto">
              <title>{intl.title}</title>
              <ServerErrorScreen onRetry={retry} />
            </NextIntlClientProvider>
          )}
        </ThemeProvider>
      </body>
    </html>
  );
}
