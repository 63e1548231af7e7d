'use client';
import { useTranslations } from 'next-intl';
import styles from './availability-chip.module.css';

/**
 * A menu row's availability; phones leave it out, the row has no room for it there. Drawn as
 * MUI's small Chip in plain elements (availability-chip.module.css): one per row of the list,
 * and MUI's Chip code is not on the menu's first load.
 */
export function AvailabilityChip({ available }: { available: boolean }) {
  const t = useTranslations('menu.list');
  return (
    <span className={`${styles.chip} ${available ? styles.available : styles.unavailable}`}>
      <span className={styles.label}>{available ? t('available') : t('unavailable')}</span>
    </span>
  );
}
