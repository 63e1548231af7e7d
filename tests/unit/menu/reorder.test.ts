import {
  createRowCoordinatesGetter,
  dropIndicator,
  dropTarget,
  positions,
  siblingIndex,
} from '@/components/menu/list/reorder';
import { buildRows, ROW_HEIGHT } from '@/components/menu/list/rows';
import { burgers, category, drinks, item } from './fixtures';

const sides = category('c3', 'Sides', [item('i4', 'Fries', 399), item('i5', 'Salad', 499), item('i6', 'Soup', 450)]);
// 0 Burgers, 1 Cheeseburger, 2 Veggie Burger, 3 Drinks, 4 Cola, 5 Sides, 6 Fries, 7 Salad, 8 Soup
const rows = buildRows([burgers, drinks, sides], '', new Set());

const key = (code: string) => ({ code, preventDefault: jest.fn() }) as unknown as KeyboardEvent;
const args = (y: number) => ({ active: 'x', currentCoordinates: { x: 10, y }, context: {} as never });

/** The list's top is at viewport y 100 and it is not scrolled. */
const getter = (activeIndex: number, list = rows) =>
  createRowCoordinatesGetter(() => ({
    rows: list,
    activeIndex,
    rowHeight: ROW_HEIGHT,
    indexAt: (y) => Math.floor((y - 100) / ROW_HEIGHT),
  }));
const top = (index: number) => 100 + index * ROW_HEIGHT;

describe('keyboard coordinates getter', () => {
  test.each([
    // An item (Fries, row 6) moves one row per arrow press, within its category only.
    [6, 'ArrowDown', 6, 7],
    [6, 'ArrowDown', 7, 8],
    // Soup is the last item of Sides: nowhere further down.
    [6, 'ArrowDown', 8, 8],
    // Fries is the first: up stays.
    [6, 'ArrowUp', 6, 6],
    // A category (Burgers, row 0) jumps to the next or previous category header, over the items.
    [0, 'ArrowDown', 0, 3],
    [0, 'ArrowDown', 3, 5],
    [0, 'ArrowDown', 5, 5],
    [0, 'ArrowUp', 5, 3],
  ])('row %p dragged: %s from row %p goes to row %p', (active, code, from, to) => {
    expect(getter(active)(key(code), args(top(from)))).toEqual({ x: 10, y: top(to) });
  });

  test('other keys are left to the sensor; arrows are kept from scrolling the page', () => {
    const get = getter(1);
    expect(get(key('KeyA'), args(top(1)))).toBeUndefined();
    const down = key('ArrowDown');
    get(down, args(top(1)));
    expect(down.preventDefault).toHaveBeenCalled();
  });
});

describe('drop target', () => {
  test("a category dropped on any row of another category takes that category's place", () => {
    expect(dropTarget(rows, 0, 4)).toBe(3); // over Cola → Drinks
    expect(dropTarget(rows, 5, 1)).toBe(0); // Sides over Cheeseburger → Burgers
    expect(positions(rows, 0, 5)).toEqual({ from: 0, to: 2, total: 3 });
  });

  test('an item moves inside its category; its own header means its first place', () => {
    expect(dropTarget(rows, 7, 5)).toBe(6); // Salad over Sides (its own header) → first of Sides
    expect(dropTarget(rows, 7, 99)).toBe(8); // below the list: the last row, Soup
    expect(dropTarget(rows, 1, 2)).toBe(2);
    expect(positions(rows, 1, 2)).toEqual({ from: 0, to: 1, total: 2 });
    expect(positions(rows, 7, 6)).toEqual({ from: 1, to: 0, total: 3 });
  });

  test('an item dropped on another category goes into it, where it was dropped', () => {
    const drinksTo = { id: 'c2', name: 'Drinks' };
    // Cheeseburger over the Drinks header: first of Drinks, the line under the header.
    expect(dropTarget(rows, 1, 3)).toBe(3);
    expect(positions(rows, 1, 3)).toEqual({ from: 0, to: 0, total: 2, category: drinksTo });
    expect(dropIndicator(rows, 1, 3)).toEqual({ index: 3, edge: 'after' });
    // Moving down over Cola: after it.
    expect(positions(rows, 1, 4)).toEqual({ from: 0, to: 1, total: 2, category: drinksTo });
    expect(dropIndicator(rows, 1, 4)).toEqual({ index: 4, edge: 'after' });
    // Fries moving up over Cola: in its place, before it.
    expect(positions(rows, 6, 4)).toEqual({ from: 0, to: 0, total: 2, category: drinksTo });
    expect(dropIndicator(rows, 6, 4)).toEqual({ index: 4, edge: 'before' });
    // Soup over the Burgers header, far above: first of Burgers (3 items with it).
    expect(dropTarget(rows, 8, -4)).toBe(0);
    expect(positions(rows, 8, 0)).toEqual({ from: 2, to: 0, total: 3, category: { id: 'c1', name: 'Burgers' } });
  });

  test('an item over a collapsed category (its header only) goes to the top of it', () => {
    const folded = buildRows([burgers, drinks, sides], '', new Set(['c2']));
    // 0 Burgers, 1 Cheeseburger, 2 Veggie Burger, 3 Drinks (collapsed), 4 Sides, 5 Fries …
    expect(positions(folded, 5, 3)).toEqual({ from: 0, to: 0, total: 2, category: { id: 'c2', name: 'Drinks' } });
  });

  test('siblings and the drop line', () => {
    expect(siblingIndex(rows, 3, 3, -1)).toBe(0);
    expect(siblingIndex(rows, 4, 4, 1)).toBeNull();
    expect(dropIndicator(rows, 6, 8)).toEqual({ index: 8, edge: 'after' });
    expect(dropIndicator(rows, 8, 6)).toEqual({ index: 6, edge: 'before' });
    // Burgers moved below Drinks: the line goes under Drinks' items.
    expect(dropIndicator(rows, 0, 3)).toEqual({ index: 4, edge: 'after' });
    expect(dropIndicator(rows, 0, 0)).toBeNull();
  });
});

describe('rows', () => {
  test('a collapsed category keeps only its header; a search keeps matching items, accents ignored', () => {
    expect(buildRows([burgers, drinks], '', new Set(['c1'])).map((r) => r.key)).toEqual(['c:c1', 'c:c2', 'i:i3']);
    const cafe = category('c9', 'Cafés', [item('i9', 'Crème brûlée', 700), item('i10', 'Latte', 450)]);
    const found = buildRows([burgers, cafe], 'creme', new Set(['c9']));
    expect(found.map((r) => r.key)).toEqual(['c:c9', 'i:i9']);
    expect(found[1]).toMatchObject({ position: 0, total: 2 });
  });
});
