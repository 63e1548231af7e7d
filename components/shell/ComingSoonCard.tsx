'use client';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './coming-soon.module.css';
import { ControlIcon } from './ShellIcons';

/**
 * A main-layout route whose screen is not built yet: say so plainly, and offer a way back.
 * Plain elements and a CSS module (MUI's outlined Paper and contained Button drawn the same way).
 */
export function ComingSoonCard({ labelKey }: { labelKey: string }) {
  const t = useTranslations('nav');
  const section = t(`entries.${labelKey}`);
  return (
    <div className={styles.card}>
      <ControlIcon name="construction" className={styles.icon} />
      <h1 className={styles.title}>{section}</h1>
      <p className={styles.subtitle}>{t('comingSoon.title')}</p>
      <p className={styles.message}>{t('comingSoon.message', { section })}</p>
      {/* `/` is each member's own first page (the dashboard for those who see orders). */}
      <NextLink href="/" className={styles.back}>
        {t('comingSoon.back')}
      </NextLink>
    </div>
  );
}
