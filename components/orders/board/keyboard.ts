import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { boardColumns, type BoardColumn } from '@/lib/contract';

/**
 * Keyboard moves jump a whole column: ArrowLeft/ArrowRight put the dragged card at the top of
 * the previous/next column (the column it is over, else the one it came from). Up and down do
 * nothing: the order inside a column is the server's (oldest first).
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right) {
    if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  const current = (context.over?.id ?? context.active?.data.current?.column) as BoardColumn;
  const at = boardColumns.indexOf(current);
  if (at < 0) return undefined;
  const target = boardColumns[at + (event.code === KeyboardCode.Right ? 1 : -1)];
  const rect = target && context.droppableRects.get(target);
  const card = context.collisionRect;
  if (!rect || !card) return undefined;
  return { x: rect.left + Math.max(0, (rect.width - card.width) / 2), y: rect.top + 8 };
};
