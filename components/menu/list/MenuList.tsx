'use client';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { menuIcons } from '../menu-icons';
import { CategoryRowView, type CategoryAction } from './CategoryRowView';
import { DraggableRow } from './DragHandle';
import { ItemRowView, type ItemAction } from './ItemRowView';
import styles from './menu-rows.module.css';
import { ROW_HEIGHT, type MenuRow } from './rows';
import { useMenuDnd } from './use-menu-dnd';
import { useWindowedRows } from './use-windowed-rows';

/** A row to bring into view: one just moved (once the move shows), or one just created (highlighted). */
export interface Follow {
  key: string;
  highlight?: boolean;
}

/** How long a new row stays tinted. */
const HIGHLIGHT_MS = 2500;

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
  /** A row was dragged to a new position among its siblings (0-based), or an item into another category. */
  onMove: (row: MenuRow, to: number, categoryId?: string) => void;
  /** A row that should be scrolled into view (after a move, so focus stays visible; a new category). */
  follow?: Follow | null;
}

/** The menu as one windowed list: category headers with their items under them. */
export function MenuList({
  rows,
  searching,
  collapsed,
  selected,
  format,
  viewportHeight = 600,
  onToggle,
  onSelect,
  onCategoryAction,
  onItemAction,
  onMove,
  follow,
}: MenuListProps) {
  const t = useTranslations('menu');
  const scrollRef = useRef<HTMLDivElement>(null);
  const { first, last, totalHeight, scrollToIndex } = useWindowedRows(scrollRef, {
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    defaultViewportHeight: viewportHeight,
  });
  const followed = useRef<Follow | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const revealed = useRef<string | null>(null);
  const dnd = useMenuDnd({ rows, scrollRef, onMove });
  // dnd-kit numbers its describedby ids with a module counter; a React id matches on hydration.
  const dndId = useId();

  const refocus = useRef<string | null>(null);
  const pending = useRef<{ follow: Follow; rows: MenuRow[] } | null>(null);
  useEffect(() => {
    // The sort is optimistic but lands a moment after the request: wait for the rows to change,
    // then keep the moved row in view in its new place. A new row is shown as soon as it is there.
    if (follow && follow !== followed.current) {
      followed.current = follow;
      pending.current = { follow, rows };
      if (!follow.highlight) return;
    }
    const wanted = pending.current;
    if (!wanted || (!wanted.follow.highlight && wanted.rows === rows)) return;
    const { key, highlight } = wanted.follow;
    const index = rows.findIndex((r) => r.key === key);
    // A new row not there yet: keep waiting for the reload that brings it.
    if (index < 0 && highlight) return;
    pending.current = null;
    if (index < 0) return;
    if (highlight) {
      setHighlighted(key);
      revealed.current = null;
    } else refocus.current = key;
    scrollToIndex(index);
  }, [follow, rows, scrollToIndex]);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  // The list may itself be below the fold (a phone): once the new row is rendered, the page
  // scrolls to it too.
  useEffect(() => {
    if (!highlighted || revealed.current === highlighted) return;
    const rowEl = [...(scrollRef.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])].find(
      (el) => el.dataset.rowKey === highlighted,
    );
    if (!rowEl) return;
    revealed.current = highlighted;
    rowEl.scrollIntoView?.({ block: 'nearest' });
  });
  // A row moved out of the rendered window took the keyboard focus with it: give it back to the
  // moved row's handle once that row is rendered again, so a keyboard user can keep moving it.
  useEffect(() => {
    const key = refocus.current;
    if (!key) return;
    const rowEl = [...(scrollRef.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])].find(
      (el) => el.dataset.rowKey === key,
    );
    const handle = rowEl?.querySelector<HTMLElement>('[data-drag-handle]');
    if (!handle) return;
    refocus.current = null;
    const active = document.activeElement;
    if (!active || active === document.body) handle.focus();
  });

  const indices: number[] = [];
  for (let i = first; i <= last; i++) indices.push(i);
  // The dragged row stays mounted wherever the list scrolls: dnd-kit needs its node.
  if (dnd.activeIndex >= 0 && (dnd.activeIndex < first || dnd.activeIndex > last)) indices.push(dnd.activeIndex);

  return (
    <DndContext id={dndId} sensors={dnd.sensors} accessibility={dnd.accessibility} {...dnd.handlers}>
      <div
        ref={scrollRef}
        className={styles.scroll}
        // As tall as the menu, up to the screen below the toolbar; the list scrolls inside.
        style={{ height: `min(${totalHeight}px, calc(100dvh - 240px))`, minHeight: Math.min(totalHeight, 320) }}
      >
        <div role="list" aria-label={t('list.label')} className={styles.rows} style={{ height: totalHeight }}>
          {indices.map((i) => {
            const row = rows[i]!;
            const frame = {
              rowKey: row.key,
              top: i * ROW_HEIGHT,
              indicator: dnd.indicator?.index === i ? dnd.indicator.edge : undefined,
              disabled: searching,
              highlighted: highlighted === row.key,
              onOpen:
                row.kind === 'category'
                  ? () => onCategoryAction(row.category._id, 'edit')
                  : () => onItemAction(row.item._id, row.categoryId, 'edit'),
            };
            if (row.kind === 'category') {
              return (
                <DraggableRow
                  key={row.key}
                  {...frame}
                  variant="category"
                  label={t('list.categoryLabel', { name: row.category.name })}
                >
                  <CategoryRowView
                    row={row}
                    reorderDisabled={searching}
                    searching={searching}
                    collapsed={collapsed.has(row.category._id)}
                    selectedCount={
                      selected.size === 0
                        ? 0
                        : row.category.items.reduce((n, it) => n + (selected.has(it._id) ? 1 : 0), 0)
                    }
                    onToggle={onToggle}
                    onSelect={onSelect}
                    onAction={onCategoryAction}
                  />
                </DraggableRow>
              );
            }
            return (
              <DraggableRow
                key={row.key}
                {...frame}
                variant="item"
                label={row.item.name}
                setSize={row.total}
                posInSet={row.position + 1}
              >
                <ItemRowView
                  row={row}
                  reorderDisabled={searching}
                  selected={selected.has(row.item._id)}
                  format={format}
                  onSelect={onSelect}
                  onAction={onItemAction}
                />
              </DraggableRow>
            );
          })}
        </div>
      </div>
      {/* No drop animation: the optimistic reorder already shows the row in its new place. */}
      <DragOverlay dropAnimation={null}>{dnd.activeRow ? <DragPreview row={dnd.activeRow} /> : null}</DragOverlay>
    </DndContext>
  );
}

function DragPreview({ row }: { row: MenuRow }) {
  return (
    <div className={styles.preview} style={{ height: ROW_HEIGHT }}>
      <span className={styles.previewIcon}>
        <PlainIcon path={menuIcons.drag} small />
      </span>
      <p className={`${styles.body} ${styles.noWrap}${row.kind === 'category' ? ` ${styles.bold}` : ''}`}>
        {row.kind === 'category' ? row.category.name : row.item.name}
      </p>
    </div>
  );
}
