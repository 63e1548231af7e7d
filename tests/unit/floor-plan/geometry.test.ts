import {
  combinationCapacity,
  elementBox,
  insideRoom,
  roomCapacity,
  roomProblems,
  type FloorElement,
  type RoomDocument,
} from '@/lib/contract/plain/floor-plan';

const table = (id: string, number: string, extra: Partial<FloorElement> = {}) =>
  ({
    _id: id,
    kind: 'table',
    shape: 'rectangle',
    number,
    min_seats: 2,
    max_seats: 4,
    x: 300,
    y: 300,
    width: 100,
    height: 50,
    angle: 0,
    ...extra,
  }) as FloorElement;
const room = (elements: FloorElement[], extra: Partial<RoomDocument> = {}): RoomDocument => ({
  name: 'Room',
  width: 1000,
  height: 600,
  elements,
  combinations: [],
  ...extra,
});
const rounded = (b: ReturnType<typeof elementBox>) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));

describe('geometry', () => {
  test('the box of a turned rectangle holds its turned corners; a circle turns without growing', () => {
    expect(elementBox({ x: 100, y: 100, width: 100, height: 50, angle: 0 })).toEqual({
      left: 50,
      top: 75,
      right: 150,
      bottom: 125,
    });
    expect(rounded(elementBox({ x: 100, y: 100, width: 100, height: 50, angle: 90 }))).toEqual({
      left: 75,
      top: 50,
      right: 125,
      bottom: 150,
    });
    const half = (100 * Math.SQRT1_2 + 50 * Math.SQRT1_2) / 2;
    expect(rounded(elementBox({ x: 0, y: 0, width: 100, height: 50, angle: 45 }))).toEqual(
      rounded({ left: -half, top: -half, right: half, bottom: half }),
    );
    expect(rounded(elementBox({ x: 50, y: 50, width: 80, height: 80, angle: 33, shape: 'round' }))).toEqual({
      left: 10,
      top: 10,
      right: 90,
      bottom: 90,
    });
  });

  test('inside the room up to its walls, not a hair beyond', () => {
    const r = { width: 1000, height: 600 };
    expect(insideRoom({ x: 50, y: 25, width: 100, height: 50, angle: 0 }, r)).toBe(true);
    expect(insideRoom({ x: 49.9, y: 25, width: 100, height: 50, angle: 0 }, r)).toBe(false);
    expect(insideRoom({ x: 950, y: 575, width: 100, height: 50, angle: 180 }, r)).toBe(true);
    expect(insideRoom({ x: 60, y: 300, width: 100, height: 50, angle: 45 }, r)).toBe(true);
    expect(insideRoom({ x: 50, y: 300, width: 100, height: 50, angle: 45 }, r)).toBe(false);
  });

  test('capacity: tables and the sums of their seats; a combination counts only its tables', () => {
    const elements = [
      table('a', '1'),
      table('b', '2', { min_seats: 4, max_seats: 6 }),
      { _id: 'w', kind: 'wall', x: 10, y: 10, width: 10, height: 10, angle: 0 } as FloorElement,
    ];
    expect(roomCapacity(elements)).toEqual({ tables: 2, min_seats: 6, max_seats: 10 });
    expect(combinationCapacity(['b', 'w', 'gone'], elements)).toEqual({ tables: 1, min_seats: 4, max_seats: 6 });
  });

  test('room problems name the element and the field, later duplicates being the ones named', () => {
    const problems = roomProblems(
      room(
        [
          table('a', 'A1'),
          table('b', 'a1', { x: 500, min_seats: 5, max_seats: 4 }),
          table('a', '3', { x: 20 }),
          { _id: 'w', kind: 'wall', x: 10, y: 10, width: 10, height: 10, angle: 0 },
        ],
        {
          combinations: [
            { name: 'Party', table_ids: ['a', 'b'] },
            { name: ' party ', table_ids: ['a', 'w'] },
            { name: 'One', table_ids: ['a'] },
            { name: 'Twice', table_ids: ['a', 'a'] },
          ],
        },
      ),
    );
    expect(problems).toEqual([
      { path: ['elements', 1, 'min_seats'], code: 'seatsOrder' },
      { path: ['elements', 1, 'number'], code: 'numberTwice' },
      { path: ['elements', 2, '_id'], code: 'keyTwice' },
      { path: ['elements', 2], code: 'outside' },
      { path: ['combinations', 1, 'name'], code: 'combinationNameTwice' },
      { path: ['combinations', 1, 'table_ids'], code: 'combinationTables' },
      { path: ['combinations', 2, 'table_ids'], code: 'combinationTables' },
      { path: ['combinations', 3, 'table_ids'], code: 'combinationTables' },
    ]);
    expect(roomProblems(room([table('a', '1'), table('b', '2', { x: 600 })]))).toEqual([]);
  });
});
