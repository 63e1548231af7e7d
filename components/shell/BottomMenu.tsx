'use client';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { bottomMenuEntries, entryForPath, type VisibleGroup } from '@/lib/navigation';
import styles from './bottom-menu.module.css';
import { ControlIcon, MenuIcon } from './ShellIcons';

/**
 * Mobile only: the first main entries (never the reports submenu, SPEC §2) and "More" for the
 * drawer. Plain elements and a CSS module, as MUI's BottomNavigation drew it.
 */
export function BottomMenu({
  groups,
  pathname,
  onMore,
}: {
  groups: readonly VisibleGroup[];
  pathname: string;
  onMore: () => void;
}) {
  const t = useTranslations('nav');
  const entries = bottomMenuEntries(groups);
  const current = entryForPath(pathname)?.key;
  return (
    <nav aria-label={t('bottomMenuLabel')} className={styles.bar}>
      {entries.map((entry) => (
        <NextLink
          key={entry.key}
          href={entry.route}
          className={entry.key === current ? `${styles.action} ${styles.selected}` : styles.action}
          aria-current={entry.key === current ? 'page' : undefined}
        >
          <MenuIcon name={entry.icon} className={styles.icon} />
          <span className={styles.label}>{t(`entries.${entry.labelKey}`)}</span>
        </NextLink>
      ))}
      <button type="button" className={styles.action} onClick={onMore}>
        <ControlIcon name="more" className={styles.icon} />
        <span className={styles.label}>{t('more')}</span>
      </button>
    </nav>
  );
}
