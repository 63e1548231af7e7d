import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { toLocale, defaultLocale } from '@/lib/i18n/config';
import { AuthBackground } from './AuthBackground';
import { AuthFooter } from './AuthFooter';
import { AuthLanguageSwitch } from './AuthLanguageSwitch';
import surface from '@/components/ui/plain-surface.module.css';
import '@/components/ui/plain-base.css';

/**
 * The auth screens' frame: rotating background, product name, the card, language switch and
 * footer. Plain HTML and CSS with texts from the server, so the sign-in page ships no MUI.
 */
export async function AuthFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations();
  const locale = toLocale(await getLocale()) ?? defaultLocale;
  return (
    <>
      <AuthBackground />
      <main className={surface.frame}>
        <p className={surface.productName}>{t('common.productName')}</p>
        {children}
        <AuthLanguageSwitch
          locale={locale}
          texts={{ label: t('common.language.label'), en: t('common.language.en'), fr: t('common.language.fr') }}
        />
        <AuthFooter
          texts={{
            terms: t('auth.footer.terms'),
            privacy: t('auth.footer.privacy'),
            copyright: t('auth.footer.copyright', { year: new Date().getFullYear() }),
          }}
        />
      </main>
    </>
  );
}
