'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { locales, setLocaleCookie, type Locale } from '@/lib/i18n/config';
import styles from './auth-frame.module.css';

interface Props {
  locale: Locale;
  /** "Language" and each language's own name. */
  texts: { label: string } & Record<Locale, string>;
}

/**
 * English / Français on the auth screens, in plain HTML (LanguageSwitch is its MUI twin for the
 * portal). The choice is a cookie; a refresh re-renders the page in the new language and keeps
 * what the user typed.
 */
export function AuthLanguageSwitch({ locale, texts }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const choose = (next: Locale) => {
    if (next === locale) return;
    setLocaleCookie(next);
    startTransition(() => router.refresh());
  };
  return (
    <div role="group" aria-label={texts.label} className={styles.languages}>
      {locales.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={l === locale} disabled={pending} onClick={() => choose(l)}>
          {texts[l]}
        </button>
      ))}
    </div>
  );
}
