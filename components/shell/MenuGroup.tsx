'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { VisibleGroup } from '@/lib/navigation';
import styles from './menu.module.css';
import { MenuEntry } from './MenuEntry';
import { ControlIcon, MenuIcon } from './ShellIcons';

interface Props {
  group: VisibleGroup;
  selectedKeys: readonly string[];
  open: boolean;
  compact: boolean;
  onToggle: (key: string) => void;
  onNavigate?: () => void;
}

/**
 * A titled group that opens and closes. Collapsed to icons, a group is a divider and its
 * entries' icons: a heading would be one more icon that hides the ones users came for.
 */
export function MenuGroup({ group, selectedKeys, open, compact, onToggle, onNavigate }: Props) {
  const t = useTranslations('nav');
  const listId = useId();
  // Only a group the user opens unfolds; one open on arrival is simply there.
  const [unfolding, setUnfolding] = useState(false);
  const entries = (nested: boolean) =>
    group.entries.map((entry) => (
      <MenuEntry
        key={entry.key}
        entry={entry}
        selected={selectedKeys.includes(entry.key)}
        compact={compact}
        nested={nested}
        onNavigate={onNavigate}
      />
    ));

  if (!group.labelKey) return <>{entries(false)}</>;
  const label = t(`groups.${group.labelKey}`);

  if (compact) {
    return (
      <li>
        <hr className={styles.divider} />
        <ul className={styles.list} aria-label={label}>
          {entries(false)}
        </ul>
      </li>
    );
  }

  const holdsSelected = group.entries.some((e) => selectedKeys.includes(e.key));
  return (
    <li>
      <button
        type="button"
        className={`${styles.entry} ${styles.heading} ${holdsSelected ? styles.holdsSelected : ''}`}
        onClick={() => {
          setUnfolding(!open);
          onToggle(group.key);
        }}
        aria-expanded={open}
        aria-controls={listId}
      >
        <span className={styles.icon}>
          <MenuIcon name={group.icon} />
        </span>
        <span className={styles.label}>{label}</span>
        <ControlIcon name={open ? 'expandLess' : 'expandMore'} className={styles.expandIcon} />
      </button>
      {open && (
        <div className={unfolding ? `${styles.collapse} ${styles.unfold}` : styles.collapse}>
          <ul id={listId} className={styles.list} aria-label={label}>
            {entries(true)}
          </ul>
        </div>
      )}
    </li>
  );
}
