'use client';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { boardColumns, type BoardColumn as Column, type OrderBoard } from '@/lib/contract';
import { BoardColumn } from './BoardColumn';
import { BoardDragOverlay } from './BoardDragOverlay';
import grid from './board-grid.module.css';
import { columnCoordinates } from './keyboard';
import type { CardActions } from './OrderCard';
import { useAnnouncements } from './use-announcements';

export interface DndBoardProps {
  board: OrderBoard;
  cardActions: CardActions;
  /** A card was let go: over a column, or over nothing. The board decides what that asks for. */
  onDrop: (orderId: string, to: Column | null) => void;
}

// The pointer decides where a mouse drop lands; a keyboard drag has no pointer, so the moved
// card's rectangle does.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

// Options outside the component: a new object on each render would make new sensors, new
// listeners for every card, and re-render all of them.
const POINTER = { activationConstraint: { distance: 6 } };
const KEYBOARD = { coordinateGetter: columnCoordinates };

/** The six columns and their cards, draggable by pointer and keyboard: the board's use of dnd-kit. */
export function DndBoard({ board, cardActions, onDrop }: DndBoardProps) {
  const t = useTranslations('orderBoard');
  const { announcements, screenReaderInstructions } = useAnnouncements();
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => onDrop(String(active.id), (over?.id as Column | undefined) ?? null),
    [onDrop],
  );
  return (
    <DndContext
      // A fixed id: dnd-kit's own counter differs between the server render and the browser,
      // and the handles' aria-describedby would not hydrate.
      id="order-board"
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={onDragEnd}
    >
      <div className={grid.grid} role="group" aria-label={t('label')}>
        {boardColumns.map((column) => (
          <BoardColumn key={column} column={column} orders={board[column]} {...cardActions} />
        ))}
      </div>
      <BoardDragOverlay {...cardActions} />
    </DndContext>
  );
}
