'use client';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragMoveEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { createRowCoordinatesGetter, dropIndicator, dropTarget, positions } from './reorder';
import { ROW_HEIGHT, type MenuRow } from './rows';

interface Options {
  rows: MenuRow[];
  scrollRef: RefObject<HTMLElement | null>;
  /**
   * The dragged row was dropped at a new position among its siblings, or (an item) at position
   * `to` of another category.
   */
  onMove: (row: MenuRow, to: number, categoryId?: string) => void;
}

const rowName = (row: MenuRow | undefined) =>
  row ? (row.kind === 'category' ? row.category.name : row.item.name) : '';

/**
 * What dnd-kit's callbacks (sensor, announcements) read while a drag runs: they outlive a
 * render, so they see the latest rows through this object rather than through a closure.
 */
class DragSession {
  rows: readonly MenuRow[] = [];
  activeIndex = -1;
  target: number | null = null;
  announced: number | null = null;
  lastDrop = '';
  private scroller: () => HTMLElement | null = () => null;

  sync(rows: readonly MenuRow[], activeIndex: number, scroller: () => HTMLElement | null) {
    this.rows = rows;
    this.activeIndex = activeIndex;
    this.scroller = scroller;
  }

  start(rows: readonly MenuRow[], index: number) {
    this.rows = rows;
    this.activeIndex = index;
    this.target = index;
    this.announced = index;
  }

  setTarget(index: number | null) {
    this.target = index;
  }

  markAnnounced(index: number | null) {
    this.announced = index;
  }

  finish(lastDrop: string) {
    this.lastDrop = lastDrop;
    this.target = null;
    this.announced = null;
  }

  /** The row under a viewport y coordinate. */
  indexAt(y: number): number {
    const el = this.scroller();
    if (!el) return 0;
    return Math.floor((y - el.getBoundingClientRect().top + el.scrollTop) / ROW_HEIGHT);
  }

  /** The dragged row's name, position before the move, the position it would take and in which category. */
  describe(index: number | null) {
    const p = positions(this.rows, this.activeIndex, index ?? this.activeIndex);
    return p
      ? {
          name: rowName(this.rows[this.activeIndex]),
          position: p.to + 1,
          from: p.from + 1,
          total: p.total,
          category: p.category?.name ?? '',
        }
      : null;
  }
}

/**
 * Drag and drop for the windowed menu list. The drop target is worked out from the dragged
 * rect's position and the fixed row height, not from dnd-kit droppables: with a windowed list
 * the category a row belongs to may have scrolled out of the DOM.
 */
export function useMenuDnd({ rows, scrollRef, onMove }: Options) {
  const t = useTranslations('menu.reorder');
  const [activeKey, setActiveKey] = useState<UniqueIdentifier | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [session] = useState(() => new DragSession());
  const [coordinateGetter] = useState(() =>
    createRowCoordinatesGetter(() => ({
      rows: session.rows,
      activeIndex: session.activeIndex,
      rowHeight: ROW_HEIGHT,
      indexAt: (y) => session.indexAt(y),
    })),
  );
  const activeIndex = activeKey === null ? -1 : rows.findIndex((r) => r.key === activeKey);
  useLayoutEffect(
    () => session.sync(rows, activeIndex, () => scrollRef.current),
    [session, rows, activeIndex, scrollRef],
  );

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Instant scrolling: the next arrow press must see where the list really is.
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'auto' }),
  );

  const setTargetIndex = (index: number | null) => {
    session.setTarget(index);
    setTarget(index);
  };

  const end = (text: (d: NonNullable<ReturnType<DragSession['describe']>>) => string, index: number | null) => {
    const d = session.describe(index);
    session.finish(d ? text(d) : '');
    setActiveKey(null);
    setTarget(null);
  };

  const handlers = {
    onDragStart: ({ active }: DragStartEvent) => {
      const index = rows.findIndex((r) => r.key === active.id);
      session.start(rows, index);
      setActiveKey(active.id);
      setTarget(index);
    },
    onDragMove: ({ active }: DragMoveEvent) => {
      const rect = active.rect.current.translated;
      if (!rect) return;
      const next = dropTarget(session.rows, session.activeIndex, session.indexAt(rect.top + ROW_HEIGHT / 2));
      if (next !== session.target) setTargetIndex(next);
    },
    onDragEnd: () => {
      const { rows: r, activeIndex: a, target: to } = session;
      const p = positions(r, a, to);
      end((d) => t(d.category ? 'droppedInCategory' : 'dropped', d), to);
      if (p && r[a] && (p.category || p.from !== p.to)) onMove(r[a]!, p.to, p.category?.id);
    },
    onDragCancel: () => end((d) => t('cancelled', d), null),
  };

  const announcements: Announcements = {
    onDragStart: () => {
      const d = session.describe(null);
      return d ? t('pickedUp', d) : undefined;
    },
    // Called for every pointer move: speak only when the drop position changes.
    onDragMove: () => {
      const { target: to, announced } = session;
      if (to === announced || to === null) return undefined;
      session.markAnnounced(to);
      const d = session.describe(to);
      return d ? t(d.category ? 'movedToCategory' : 'movedTo', d) : undefined;
    },
    onDragOver: () => undefined,
    onDragEnd: () => session.lastDrop,
    onDragCancel: () => session.lastDrop,
  };

  return {
    sensors,
    handlers,
    accessibility: { announcements, screenReaderInstructions: { draggable: t('instructions') } },
    activeIndex,
    activeRow: activeIndex >= 0 ? rows[activeIndex] : undefined,
    indicator: activeIndex >= 0 ? dropIndicator(rows, activeIndex, target) : null,
  };
}
