import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthLanguageSwitch } from '@/components/auth/AuthLanguageSwitch';
import { defaultLocale, toLocale } from '@/lib/i18n/config';
import { paths } from '@/lib/paths';
import styles from '@/components/public/public-page.module.css';
import '@/components/ui/plain-base.css';

/**
 * The public page's group (/public): bar with the product name and Sign in, the page, the language
 * switch and copyright. Plain HTML with texts from the server, like the auth frame, and no
 * providers: the page ships no MUI (the other public pages keep the MUI layout of (public)).
 */
export default async function LegalLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations();
  const locale = toLocale(await getLocale()) ?? defaultLocale;
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <a href={paths.public} className={styles.brand}>
          {t('common.productName')}
        </a>
        <a href={paths.login} className={styles.barButton}>
          {t('public.signIn')}
        </a>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={`${styles.container} ${styles.footerColumn}`}>
          <AuthLanguageSwitch
            locale={locale}
            texts={{ label: t('common.language.label'), en: t('common.language.en'), fr: t('common.language.fr') }}
          />
          <p className={styles.copyright}>{t('auth.footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
