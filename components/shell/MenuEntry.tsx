'use client';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { VisibleEntry } from '@/lib/navigation';
import styles from './menu.module.css';
import { MenuIcon } from './ShellIcons';
import { SideTooltip } from './SideTooltip';

interface Props {
  entry: VisibleEntry;
  selected: boolean;
  /** Icons only (collapsed sidebar): the label moves to a tooltip. */
  compact: boolean;
  /** Indented under an open group heading. */
  nested?: boolean;
  onNavigate?: () => void;
}

/**
 * One menu link. A disabled entry (no business code yet, SPEC §4) is shown but goes nowhere.
 * Plain elements and a CSS module, as MUI's ListItemButton drew it: the menu is on every page.
 */
export function MenuEntry({ entry, selected, compact, nested, onNavigate }: Props) {
  const t = useTranslations('nav');
  const label = t(`entries.${entry.labelKey}`);
  const progress = entry.progress;
  const name = progress ? t('progressLabel', { label, completed: progress.completed, total: progress.total }) : label;
  const tooltip = entry.disabled ? `${label} — ${t('disabledHint')}` : compact ? name : '';

  const className = [
    styles.entry,
    compact ? styles.centered : nested && styles.nested,
    selected && styles.selected,
    entry.disabled && styles.disabled,
  ]
    .filter(Boolean)
    .join(' ');
  const ariaLabel = compact || progress ? name : undefined;
  const content = (
    <>
      <span className={styles.icon}>
        <MenuIcon name={entry.icon} />
      </span>
      {!compact && <span className={styles.label}>{label}</span>}
      {!compact && progress && (
        <span aria-hidden className={styles.progress}>
          {t('progress', { completed: progress.completed, total: progress.total })}
        </span>
      )}
    </>
  );

  // Icons only, the tip names the entry (the entry's own label already does for assistive
  // technology); a disabled entry's tip also says why, as its description. A disabled entry is
  // a link that goes nowhere: out of the tab order, as MUI's disabled ListItemButton was.
  const button = (describedBy?: string) =>
    entry.disabled ? (
      <div
        className={className}
        role="link"
        aria-disabled="true"
        tabIndex={-1}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
      >
        {content}
      </div>
    ) : (
      <NextLink
        className={className}
        href={entry.route}
        aria-label={ariaLabel}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
      >
        {content}
      </NextLink>
    );

  if (!tooltip) return <li>{button()}</li>;
  return (
    <li>
      <SideTooltip title={tooltip}>{(describedBy) => button(compact ? undefined : describedBy)}</SideTooltip>
    </li>
  );
}
