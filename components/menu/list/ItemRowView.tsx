'use client';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Avatar, Box, Checkbox, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { AvailabilityChip } from './AvailabilityChip';
import { DragHandle } from './DragHandle';
import { rowActionItems } from './row-action-items';
import { RowActions } from './RowActions';
import type { ItemRow } from './rows';

const ACTIONS = ['edit', 'clone', 'moveUp', 'moveDown', 'delete'] as const;
export type ItemAction = (typeof ACTIONS)[number];

interface Props {
  row: ItemRow;
  reorderDisabled: boolean;
  selected: boolean;
  format: (cents: number) => string;
  // Callbacks take the item's ids so that one function serves every row (rows are memoised).
  onSelect: (itemIds: string[], selected: boolean) => void;
  onAction: (itemId: string, categoryId: string, action: ItemAction) => void;
}

/** An item: select, drag, picture, name, price, availability, actions. */
export const ItemRowView = memo(function ItemRowView({
  row,
  reorderDisabled,
  selected,
  format,
  onSelect,
  onAction,
}: Props) {
  const t = useTranslations('menu');
  const { item, position, total } = row;
  const name = item.name;
  return (
    <>
      <Checkbox
        size="small"
        checked={selected}
        onChange={(e) => onSelect([item._id], e.target.checked)}
        slotProps={{ input: { 'aria-label': t('list.selectItem', { name }) } }}
      />
      <DragHandle label={t('reorder.handle', { name })} />
      <Avatar
        variant="rounded"
        src={item.image ?? undefined}
        alt=""
        sx={{ width: 40, height: 40, bgcolor: 'action.selected', display: { xs: 'none', sm: 'flex' } }}
      >
        <ImageOutlined fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1, ml: { sm: 1 } }}>
        <Typography noWrap sx={{ color: item.available ? 'text.primary' : 'text.secondary' }}>
          {name}
        </Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
            {item.description}
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0, px: 1 }}>{format(item.price)}</Typography>
      <AvailabilityChip available={item.available} />
      <RowActions
        label={t('list.itemActions', { name })}
        onAction={(a) => onAction(item._id, row.categoryId, a as ItemAction)}
        actions={rowActionItems(ACTIONS, t, { position, total, reorderDisabled })}
      />
    </>
  );
});
