'use client';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Checkbox, IconButton, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { AvailabilityChip } from './AvailabilityChip';
import { DragHandle } from './DragHandle';
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

/** A category header: open/close, select its items, drag, name, item count, availability, actions. */
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
  return (
    <>
      <IconButton
        size="small"
        onClick={() => onToggle(category._id)}
        disabled={searching}
        aria-expanded={searching || !collapsed}
        aria-label={collapsed && !searching ? t('list.expand', { name }) : t('list.collapse', { name })}
      >
        <ChevronRight
          fontSize="small"
          sx={{ transition: 'transform 150ms', transform: collapsed && !searching ? 'none' : 'rotate(90deg)' }}
        />
      </IconButton>
      <Checkbox
        size="small"
        checked={all}
        indeterminate={selectedCount > 0 && !all}
        disabled={count === 0}
        onChange={(e) =>
          onSelect(
            category.items.map((i) => i._id),
            e.target.checked,
          )
        }
        slotProps={{ input: { 'aria-label': t('list.selectCategory', { name }) } }}
      />
      <DragHandle label={t('reorder.handle', { name })} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
          {searching ? t('list.matchCount', { shown, count }) : t('list.itemCount', { count })}
        </Typography>
      </Box>
      <AvailabilityChip available={category.available} />
      <RowActions
        label={t('list.categoryActions', { name })}
        onAction={(a) => onAction(category._id, a as CategoryAction)}
        actions={rowActionItems(ACTIONS, t, { position, total, reorderDisabled })}
      />
    </>
  );
});
