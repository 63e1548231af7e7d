import { newElement } from '@/components/floor-plan/new-element';
import {
  documentSignature,
  duplicate,
  keepInside,
  moveBy,
  nextTableNumber,
  patchElements,
  removeElements,
  resizeRoom,
  setCombination,
} from '@/components/floor-plan/room-edits';
import type { FloorElement, RoomDocument } from '@/lib/contract/plain/floor-plan';

const room = { width: 1000, height: 600 };
const t1 = newElement('round', { x: 200, y: 200 }, room, { key: 't1', number: '1', text: '' });
const t2 = newElement('rectangle', { x: 500, y: 300 }, room, { key: 't2', number: '2', text: '' });
const wall = newElement('wall', { x: 500, y: 0 }, room, { key: 'w', number: '', text: '' });
const doc = (elements: FloorElement[] = [t1, t2, wall], combinations = [{ name: 'Big', table_ids: ['t1', 't2'] }]) =>
  ({ name: 'Room', ...room, elements, combinations }) as RoomDocument;

describe('room edits', () => {
  test('a new element has the palette’s size and seats, and is moved inside when placed against a wall', () => {
    expect(t1).toMatchObject({ kind: 'table', shape: 'round', width: 90, height: 90, min_seats: 2, max_seats: 4 });
    expect(t2).toMatchObject({ shape: 'rectangle', width: 180, height: 80, max_seats: 6 });
    expect(wall).toMatchObject({ kind: 'wall', x: 500, y: 7.5 });
    expect(newElement('label', { x: 0, y: 0 }, room, { key: 'l', number: '', text: 'Bar' })).toMatchObject({
      kind: 'label',
      text: 'Bar',
      x: 80,
      y: 20,
    });
  });

  test('keepInside moves a turned element by just enough; one larger than the room is centred', () => {
    const turned = { ...t2, x: 990, angle: 90 };
    expect(keepInside(turned, room).x).toBe(960);
    expect(keepInside({ ...t2, width: 1200 }, room).x).toBe(500);
    expect(keepInside(t1, room)).toBe(t1);
  });

  test('patches keep the kind and the room; an unchanged patch keeps the same document', () => {
    const d = doc();
    const moved = patchElements(d, [{ _id: 't1', x: -50, angle: 45, number: '9' }]);
    expect(moved.elements[0]).toMatchObject({ kind: 'table', x: 45, angle: 45, number: '9' });
    expect(patchElements(d, [{ _id: 't1', x: 200 }])).toBe(d);
    expect(moveBy(d, ['t1', 'w'], 10, -20).elements.map((e) => [e.x, e.y])).toEqual([
      [210, 180],
      [500, 300],
      [510, 7.5],
    ]);
  });

  test('removing a table takes it out of combinations; one left with a single table goes', () => {
    const three = doc(
      [t1, t2, { ...t1, _id: 't3', number: '3', x: 700 } as FloorElement],
      [
        { name: 'Big', table_ids: ['t1', 't2', 't3'] },
        { name: 'Pair', table_ids: ['t1', 't3'] },
      ],
    );
    expect(removeElements(three, ['t3']).combinations).toEqual([{ name: 'Big', table_ids: ['t1', 't2'] }]);
    expect(removeElements(three, ['nope'])).toBe(three);
  });

  test('duplicates get new keys, the next free numbers and an offset, and are what is selected', () => {
    let n = 0;
    const { doc: next, ids } = duplicate(doc(), ['t1', 't2', 'w'], () => `copy${++n}`, new Set(['3']));
    expect(ids).toEqual(['copy1', 'copy2', 'copy3']);
    expect(next.elements.slice(3)).toMatchObject([
      { _id: 'copy1', number: '4', x: 220, y: 220 },
      { _id: 'copy2', number: '5', x: 520, y: 320 },
      { _id: 'copy3', kind: 'wall', x: 520, y: 27.5 },
    ]);
    expect(nextTableNumber([t1, { ...t2, number: '3' } as FloorElement])).toBe('2');
  });

  test('a smaller room pulls elements back inside', () => {
    expect(resizeRoom(doc(), 400, 300).elements.map((e) => [e.x, e.y])).toEqual([
      [200, 200],
      [310, 260],
      [250, 7.5],
    ]);
  });

  test('combinations are added, replaced and removed', () => {
    let d = setCombination(doc(), undefined, { name: 'Two', table_ids: ['t2', 't1'] });
    expect(d.combinations.map((c) => c.name)).toEqual(['Big', 'Two']);
    d = setCombination(d, 0, { name: 'Large', table_ids: ['t1', 't2'] });
    d = setCombination(d, 1, null);
    expect(d.combinations).toEqual([{ name: 'Large', table_ids: ['t1', 't2'] }]);
  });

  test('the signature ignores key order and the name, and sees every geometric change', () => {
    const d = doc();
    const reordered = {
      ...d,
      name: 'Renamed',
      elements: d.elements.map((e) => Object.fromEntries(Object.entries(e).reverse()) as FloorElement),
    };
    expect(documentSignature(reordered)).toBe(documentSignature(d));
    expect(documentSignature(patchElements(d, [{ _id: 't1', angle: 1e-9 }]))).not.toBe(documentSignature(d));
  });
});
