'use client';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { locales, setLocaleCookie, type Locale } from '@/lib/i18n/config';

/**
 * English / Français. The choice is a cookie (no locale in URLs); a refresh re-renders the
 * server parts in the new language while the page keeps whatever the user typed.
 */
export function LanguageSwitch({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  const t = useTranslations('common.language');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onChange = (_: unknown, next: Locale | null) => {
    if (!next || next === locale) return;
    setLocaleCookie(next);
    startTransition(() => router.refresh());
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={onChange}
      disabled={pending}
      aria-label={t('label')}
      sx={{ alignSelf: 'center', mt: 2, ...(variant === 'light' && { bgcolor: 'rgba(255,255,255,0.9)' }) }}
    >
      {locales.map((l) => (
        <ToggleButton key={l} value={l} lang={l}>
          {t(l)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
