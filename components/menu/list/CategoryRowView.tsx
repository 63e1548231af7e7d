'use client';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainCheckbox } from '@/components/ui/PlainCheckbox';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from '../menu-icons';
import { AvailabilityChip } from './AvailabilityChip';
import { DragHandle } from './DragHandle';
import styles from './menu-rows.module.css';
import { rowActionItems } from './row-action-items';
import { RowActions } from './RowActions';
import type { CategoryRow } from './rows';

const ACTIONS = ['edit', 'addItem', 'clone', 'copy', 'moveUp', 'moveDown', 'delete'] as const;
export type CategoryAction = (typeof ACTIONS)[number];

interface Props {
  row: CategoryRow;
  /** While searching the order on screen is not the menu's order: no reordering. */
  reorderDisabled: boolean;
  searching: boolean;
  collapsed: boolean;
  /** How many of the category's items are selected. */
  selectedCount: number;
  // Callbacks take the category's id so that one function serves every row (rows are memoised).
  onToggle: (categoryId: string) => void;
  onSelect: (itemIds: string[], selected: boolean) => void;
  onAction: (categoryId: string, action: CategoryAction) => void;
}

/**
 * A category header: open/close, select its items, drag, name, item count, availability, actions.
 * Plain elements (menu-rows.module.css), as every row of the list: no MUI code on its first load.
 */
export const CategoryRowView = memo(function CategoryRowView({
  row,
  reorderDisabled,
  searching,
  collapsed,
  selectedCount,
  onToggle,
  onSelect,
  onAction,
}: Props) {
  const t = useTranslations('menu');
  const { category, position, total, shown } = row;
  const name = category.name;
  const count = category.items.length;
  const all = count > 0 && selectedCount === count;
  const closed = collapsed && !searching;
  return (
    <>
      <PlainIconButton
        size="small"
        onClick={() => onToggle(category._id)}
        disabled={searching}
        aria-expanded={searching || !collapsed}
        aria-label={closed ? t('list.expand', { name }) : t('list.collapse', { name })}
      >
        <span className={closed ? styles.chevron : `${styles.chevron} ${styles.open}`}>
          <PlainIcon path={menuIcons.chevronRight} small />
        </span>
      </PlainIconButton>
      <PlainCheckbox
        checked={all}
        indeterminate={selectedCount > 0 && !all}
        disabled={count === 0}
        onChange={(e) =>
          onSelect(
            category.items.map((i) => i._id),
            e.target.checked,
          )
        }
        aria-label={t('list.selectCategory', { name })}
      />
      <DragHandle label={t('reorder.handle', { name })} />
      <div className={styles.categoryText}>
        <h3 className={`${styles.categoryName} ${styles.noWrap}`}>{name}</h3>
        <p className={`${styles.secondary} ${styles.noWrap} ${styles.count}`}>
          {searching ? t('list.matchCount', { shown, count }) : t('list.itemCount', { count })}
        </p>
      </div>
      <AvailabilityChip available={category.available} />
      <RowActions
        label={t('list.categoryActions', { name })}
        onAction={(a) => onAction(category._id, a as CategoryAction)}
        actions={rowActionItems(ACTIONS, t, { position, total, reorderDisabled })}
      />
    </>
  );
});
