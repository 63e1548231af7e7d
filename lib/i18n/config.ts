export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** In the browser: the language switch's choice, read by lib/i18n/request.ts on the next render. */
export function setLocaleCookie(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function toLocale(value: string | undefined | null): Locale | undefined {
  return locales.find((l) => l === value);
}

/** No cookie yet: the browser's first preferred language that we have, else English. */
export function localeFromAcceptLanguage(header: string | null): Locale {
  for (const part of (header ?? '').split(',')) {
    const l = toLocale(part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
    if (l) return l;
  }
  return defaultLocale;
}
