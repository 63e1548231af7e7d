'use client';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CategoryRowView, type CategoryAction } from './CategoryRowView';
import { ItemRowView, type ItemAction } from './ItemRowView';
import { ROW_HEIGHT, type MenuRow } from './rows';
import { useMenuDnd } from './useMenuDnd';
import { useWindowedRows } from './useWindowedRows';

export interface MenuListProps {
  rows: MenuRow[];
  searching: boolean;
  collapsed: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  format: (cents: number) => string;
  /** Viewport height before the list is measured; jsdom never measures, so tests rely on it. */
  viewportHeight?: number;
  onToggle: (categoryId: string) => void;
  onSelect: (itemIds: string[], selected: boolean) => void;
  onCategoryAction: (categoryId: string, action: CategoryAction) => void;
  onItemAction: (itemId: string, categoryId: string, action: ItemAction) => void;
  /** A row was dragged to a new position among its siblings (0-based). */
  onMove: (row: MenuRow, to: number) => void;
  /** A row that should be scrolled into view (after a move, so focus stays visible). */
  follow?: { key: string } | null;
}

/** The menu as one windowed list: category headers with their items under them. */
export function MenuList({ rows, searching, collapsed, selected, format, viewportHeight = 600, onToggle, onSelect, onCategoryAction, onItemAction, onMove, follow }: MenuListProps) {
  const t = useTranslations('menu');
  const scrollRef = useRef<HTMLDivElement>(null);
  const { first, last, totalHeight, scrollToIndex } = useWindowedRows(scrollRef, { count: rows.length, rowHeight: ROW_HEIGHT, defaultViewportHeight: viewportHeight });
  const followed = useRef<{ key: string } | null>(null);
  const dnd = useMenuDnd({ rows, scrollRef, onMove });

  useEffect(() => {
    if (!follow || follow === followed.current) return;
    const index = rows.findIndex((r) => r.key === follow.key);
    if (index < 0) return;
    // Once the row is in its new place (the sort is optimistic), keep it, and its focus, in view.
    followed.current = follow;
    scrollToIndex(index);
  }, [follow, rows, scrollToIndex]);

  const indices: number[] = [];
  for (let i = first; i <= last; i++) indices.push(i);
  // The dragged row stays mounted wherever the list scrolls: dnd-kit needs its node.
  if (dnd.activeIndex >= 0 && (dnd.activeIndex < first || dnd.activeIndex > last)) indices.push(dnd.activeIndex);

  return (
    <DndContext sensors={dnd.sensors} accessibility={dnd.accessibility} {...dnd.handlers}>
      <Box
        ref={scrollRef}
        sx={{
          // As tall as the menu, up to the screen below the toolbar; the list scrolls inside.
          height: `min(${totalHeight}px, calc(100dvh - 240px))`,
          minHeight: Math.min(totalHeight, 320),
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Box role="list" aria-label={t('list.label')} sx={{ position: 'relative', height: totalHeight }}>
          {indices.map((i) => {
            const row = rows[i]!;
            const indicator = dnd.indicator?.index === i ? dnd.indicator.edge : undefined;
            if (row.kind === 'category') {
              const ids = row.category.items.map((it) => it._id);
              return (
                <CategoryRowView
                  key={row.key}
                  row={row}
                  top={i * ROW_HEIGHT}
                  indicator={indicator}
                  reorderDisabled={searching}
                  searching={searching}
                  collapsed={collapsed.has(row.category._id)}
                  selectedCount={ids.reduce((n, id) => n + (selected.has(id) ? 1 : 0), 0)}
                  onToggle={() => onToggle(row.category._id)}
                  onSelectAll={(on) => onSelect(ids, on)}
                  onAction={(a) => onCategoryAction(row.category._id, a)}
                />
              );
            }
            return (
              <ItemRowView
                key={row.key}
                row={row}
                top={i * ROW_HEIGHT}
                indicator={indicator}
                reorderDisabled={searching}
                selected={selected.has(row.item._id)}
                format={format}
                onSelect={(on) => onSelect([row.item._id], on)}
                onAction={(a) => onItemAction(row.item._id, row.categoryId, a)}
              />
            );
          })}
        </Box>
      </Box>
      {/* No drop animation: the optimistic reorder already shows the row in its new place. */}
      <DragOverlay dropAnimation={null}>{dnd.activeRow ? <DragPreview row={dnd.activeRow} /> : null}</DragOverlay>
    </DndContext>
  );
}

function DragPreview({ row }: { row: MenuRow }) {
  return (
    <Paper elevation={8} sx={{ height: ROW_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, px: 2, cursor: 'grabbing' }}>
      <DragIndicator fontSize="small" color="action" />
      <Typography noWrap sx={{ fontWeight: row.kind === 'category' ? 700 : 400 }}>
        {row.kind === 'category' ? row.category.name : row.item.name}
      </Typography>
    </Paper>
  );
}
