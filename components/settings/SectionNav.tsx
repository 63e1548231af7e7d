'use client';
import { useTranslations } from 'next-intl';
import type { SettingGroup } from '@/lib/contract/settings-field-descriptor';
import styles from './section-nav.module.css';

export const sectionId = (group: SettingGroup) => `settings-${group.replace(/_/g, '-')}`;

/**
 * The sections as anchors beside the form, so a merchant jumps to a group. Plain links drawn as
 * MUI's dense List of ListItemButtons was (no List code on the page's first load, issue 11).
 */
export function SectionNav({ groups }: { groups: readonly SettingGroup[] }) {
  const t = useTranslations('settingsForm.groups');
  return (
    <nav aria-label={t('nav')}>
      <ul className={styles.list}>
        {groups.map((g) => (
          <li key={g}>
            <a className={styles.entry} href={`#${sectionId(g)}`}>
              {t(g)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
