import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { MenuRow } from './rows';

/**
 * Reordering works on the flat row list, not on mounted DOM nodes: the list is windowed, so the
 * row a drag points at may not be rendered. A category moves among categories; an item moves
 * within its category or, dropped on another category's header or items, into that category
 * (by pointer; the keyboard moves it within its category, the edit drawer to another one).
 */

/** The row index the dragged row would take if dropped while hovering row `under`; null: nowhere. */
export function dropTarget(rows: readonly MenuRow[], activeIndex: number, under: number): number | null {
  const active = rows[activeIndex];
  if (!active || rows.length === 0) return null;
  const at = Math.max(0, Math.min(rows.length - 1, under));
  if (active.kind === 'category') {
    // Any row of a category (its header or one of its items) stands for that category.
    for (let i = at; i >= 0; i--) if (rows[i]!.kind === 'category') return i;
    return null;
  }
  const over = rows[at]!;
  // Its own header means the top of its own category.
  if (over.kind === 'category' && over.category._id === active.categoryId) return itemRange(rows, activeIndex)[0];
  return at;
}

/** First and last row index of the items sharing the category of the item at `index`. */
function itemRange(rows: readonly MenuRow[], index: number): [number, number] {
  const row = rows[index]!;
  const same = (r: MenuRow | undefined) => r?.kind === 'item' && row.kind === 'item' && r.categoryId === row.categoryId;
  let first = index;
  let last = index;
  while (same(rows[first - 1])) first--;
  while (same(rows[last + 1])) last++;
  return [first, last];
}

/** The row one position before (-1) or after (+1) `from` that the dragged row can move to. */
export function siblingIndex(
  rows: readonly MenuRow[],
  activeIndex: number,
  from: number,
  direction: -1 | 1,
): number | null {
  const active = rows[activeIndex];
  if (!active) return null;
  if (active.kind === 'category') {
    for (let i = from + direction; i >= 0 && i < rows.length; i += direction)
      if (rows[i]!.kind === 'category') return i;
    return null;
  }
  const [first, last] = itemRange(rows, activeIndex);
  const next = from + direction;
  return next < first || next > last ? null : next;
}

/** Where the drop line shows: above the target row when moving up, below its block when moving down. */
export function dropIndicator(
  rows: readonly MenuRow[],
  activeIndex: number,
  target: number | null,
): { index: number; edge: 'before' | 'after' } | null {
  if (target === null || target === activeIndex) return null;
  // An item over another category's header goes to the top of that category: under the header.
  if (rows[activeIndex]?.kind === 'item' && rows[target]?.kind === 'category') return { index: target, edge: 'after' };
  if (target < activeIndex) return { index: target, edge: 'before' };
  let end = target;
  // A category moved down goes after the target's items too.
  if (rows[activeIndex]?.kind === 'category') while (rows[end + 1] && rows[end + 1]!.kind === 'item') end++;
  return { index: end, edge: 'after' };
}

export interface Positions {
  /** Position among its siblings before the move (0-based). */
  from: number;
  /** Position it would take among the siblings where it is dropped. */
  to: number;
  /** How many siblings there are where it is dropped, itself included. */
  total: number;
  /** Set when an item would go to another category: that category's id and name. */
  category?: { id: string; name: string };
}

/** The dragged row's position before the move and the one it would take (and where, for an item). */
export function positions(rows: readonly MenuRow[], activeIndex: number, target: number | null): Positions | null {
  const active = rows[activeIndex];
  const over = target === null ? undefined : rows[target];
  if (!active) return null;
  const stay = { from: active.position, to: active.position, total: active.total };
  if (!over) return stay;
  if (active.kind === 'category' || (over.kind === 'item' && over.categoryId === active.categoryId))
    return { ...stay, to: over.position };
  if (over.kind === 'category') {
    const category = over.category;
    if (category._id === active.categoryId) return { ...stay, to: 0 };
    return { from: active.position, to: 0, total: category.items.length + 1, category: named(category) };
  }
  // An item of another category: the dragged one takes its place (moving up) or the next (moving down).
  const into = rows.findLast((r, i) => i < target! && r.kind === 'category');
  if (into?.kind !== 'category') return stay;
  return {
    from: active.position,
    to: over.position + (target! > activeIndex ? 1 : 0),
    total: over.total + 1,
    category: named(into.category),
  };
}

const named = (c: { _id: string; name: string }) => ({ id: c._id, name: c.name });

interface Layout {
  rows: readonly MenuRow[];
  activeIndex: number;
  rowHeight: number;
  /** The row under a viewport y coordinate. */
  indexAt: (viewportY: number) => number;
}

/**
 * Keyboard drag: one arrow press moves the dragged row by exactly one position, jumping over a
 * category's items when a category moves. The sensor's coordinates are the top-left corner of
 * the dragged rect; the row under its middle is where it stands now.
 */
export function createRowCoordinatesGetter(layout: () => Layout): KeyboardCoordinateGetter {
  return (event, { currentCoordinates }) => {
    const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (!direction) return undefined;
    event.preventDefault();
    const { rows, activeIndex, rowHeight, indexAt } = layout();
    const current = dropTarget(rows, activeIndex, indexAt(currentCoordinates.y + rowHeight / 2));
    const next = current === null ? null : siblingIndex(rows, activeIndex, current, direction);
    if (current === null || next === null) return currentCoordinates;
    return { x: currentCoordinates.x, y: currentCoordinates.y + (next - current) * rowHeight };
  };
}
