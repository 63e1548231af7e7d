import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, localeFromAcceptLanguage, toLocale } from './config';

// No locale in URLs: the NEXT_LOCALE cookie (set by the language switch) decides.
export default getRequestConfig(async () => {
  const locale =
    toLocale((await cookies()).get(LOCALE_COOKIE)?.value) ??
    localeFromAcceptLanguage((await headers()).get('accept-language'));
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'America/Toronto',
  };
});
