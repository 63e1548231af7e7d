'use client';
import { DragOverlay, useDndContext } from '@dnd-kit/core';
import type { Order } from '@/lib/contract';
import { OrderCardView, type CardActions } from './OrderCard';

/**
 * The copy of the card under the pointer while it is dragged. Its own component, reading the
 * dragged order from dnd-kit's context: the board itself keeps no drag state, so a drag's start
 * and end re-render this copy and the columns, not the whole board with its dialogs.
 */
export function BoardDragOverlay(actions: CardActions) {
  const { active } = useDndContext();
  const dragged = active?.data.current?.order as Order | undefined;
  return <DragOverlay>{dragged ? <OrderCardView order={dragged} overlay {...actions} /> : null}</DragOverlay>;
}
