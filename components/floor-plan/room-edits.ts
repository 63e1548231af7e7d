import {
  elementBox,
  isTable,
  numberKey,
  type CombinationInput,
  type FloorElement,
  type RoomDocument,
  type TableElement,
} from '@/lib/contract/plain/floor-plan';
import { GRID_STEP, snapTo } from './snap';

/**
 * Changes to the room being edited, as pure functions from one document to the next: the editor's
 * history keeps each result, the canvas and the table list draw them.
 */

export type ElementPatch = { _id: string } & Partial<Omit<TableElement, '_id' | 'kind'>> & { text?: string };

/** Moved back inside the room as little as needed (an element larger than the room stays centred on it). */
export function keepInside<E extends FloorElement>(e: E, room: Pick<RoomDocument, 'width' | 'height'>): E {
  const box = elementBox(e);
  const shift = (low: number, high: number, size: number) =>
    high - low > size ? size / 2 - (low + high) / 2 : low < 0 ? -low : high > size ? size - high : 0;
  const dx = shift(box.left, box.right, room.width);
  const dy = shift(box.top, box.bottom, room.height);
  return dx === 0 && dy === 0 ? e : { ...e, x: e.x + dx, y: e.y + dy };
}

/** A shape change keeps round and square tables as wide as deep. */
export const shapePatch = (e: TableElement, shape: TableElement['shape']): ElementPatch =>
  shape === 'rectangle' ? { _id: e._id, shape } : { _id: e._id, shape, height: e.width };

/** Moved so that the upright box round it starts on the grid: a 15 cm wall lies flush with the room's edge. */
export function snapBox<E extends FloorElement>(e: E, step: number): E {
  const box = elementBox(e);
  const dx = snapTo(box.left, step) - box.left;
  const dy = snapTo(box.top, step) - box.top;
  return dx === 0 && dy === 0 ? e : { ...e, x: e.x + dx, y: e.y + dy };
}

export const addElements = (doc: RoomDocument, added: FloorElement[]): RoomDocument => ({
  ...doc,
  elements: [...doc.elements, ...added.map((e) => keepInside(e, doc))],
});

/** Each patch applied to the element of its id (the kind never changes); unknown ids are ignored. */
export function patchElements(doc: RoomDocument, patches: ElementPatch[]): RoomDocument {
  const byId = new Map(patches.map((p) => [p._id, p]));
  let changed = false;
  const elements = doc.elements.map((e) => {
    const patch = byId.get(e._id);
    if (!patch) return e;
    const next = keepInside({ ...e, ...patch, kind: e.kind } as FloorElement, doc);
    const same = (Object.keys(next) as (keyof FloorElement)[]).every((k) => next[k] === e[k]);
    if (same) return e;
    changed = true;
    return next;
  });
  return changed ? { ...doc, elements } : doc;
}

export function moveBy(doc: RoomDocument, ids: readonly string[], dx: number, dy: number): RoomDocument {
  const moving = new Set(ids);
  return patchElements(
    doc,
    doc.elements.filter((e) => moving.has(e._id)).map((e) => ({ _id: e._id, x: e.x + dx, y: e.y + dy })),
  );
}

/** Removed with their place in any combination; a combination left with fewer than two tables goes. */
export function removeElements(doc: RoomDocument, ids: readonly string[]): RoomDocument {
  const gone = new Set(ids);
  if (!doc.elements.some((e) => gone.has(e._id))) return doc;
  return {
    ...doc,
    elements: doc.elements.filter((e) => !gone.has(e._id)),
    combinations: doc.combinations
      .map((c) => ({ ...c, table_ids: c.table_ids.filter((id) => !gone.has(id)) }))
      .filter((c) => c.table_ids.length >= 2),
  };
}

/**
 * The lowest whole number no table uses, in this room or among `taken` (the other rooms' numbers):
 * what a new or duplicated table is called until someone renames it.
 */
export function nextTableNumber(elements: readonly FloorElement[], taken: ReadonlySet<string> = new Set()): string {
  const used = new Set([...taken, ...elements.filter(isTable).map((t) => numberKey(t.number))]);
  let n = 1;
  while (used.has(String(n))) n++;
  return String(n);
}

/**
 * Copies of the elements, two grid steps down and right, with new keys, tables with new numbers;
 * the copies are what is selected next.
 */
export function duplicate(
  doc: RoomDocument,
  ids: readonly string[],
  newKey: () => string,
  taken: ReadonlySet<string> = new Set(),
): { doc: RoomDocument; ids: string[] } {
  const chosen = new Set(ids);
  const copies: FloorElement[] = [];
  for (const e of doc.elements) {
    if (!chosen.has(e._id)) continue;
    const copy = { ...e, _id: newKey(), x: e.x + 2 * GRID_STEP, y: e.y + 2 * GRID_STEP };
    if (isTable(copy)) copy.number = nextTableNumber([...doc.elements, ...copies], taken);
    copies.push(copy);
  }
  return { doc: addElements(doc, copies), ids: copies.map((c) => c._id) };
}

/** A new size, with every element moved back inside it where it can be. */
export function resizeRoom(doc: RoomDocument, width: number, height: number): RoomDocument {
  const room = { width, height };
  return { ...doc, width, height, elements: doc.elements.map((e) => keepInside(e, room)) };
}

/** Adds (index undefined), replaces or, with `value` null, removes a combination. */
export function setCombination(
  doc: RoomDocument,
  index: number | undefined,
  value: CombinationInput | null,
): RoomDocument {
  const combinations =
    index === undefined
      ? value
        ? [...doc.combinations, value]
        : doc.combinations
      : value
        ? doc.combinations.map((c, i) => (i === index ? value : c))
        : doc.combinations.filter((_, i) => i !== index);
  return { ...doc, combinations };
}

/**
 * What the editor changes in a document, as text in one fixed key order: two documents with the
 * same content compare equal whatever order their objects' keys were written in (the API's or the
 * editor's). The name is left out: a rename is its own call, never an unsaved change.
 */
export function documentSignature(doc: RoomDocument): string {
  return JSON.stringify([
    doc.width,
    doc.height,
    doc.elements.map((e) => [
      e._id,
      e.kind,
      e.x,
      e.y,
      e.width,
      e.height,
      e.angle,
      isTable(e) ? [e.shape, e.number, e.min_seats, e.max_seats] : e.kind === 'label' ? e.text : null,
    ]),
    doc.combinations.map((c) => [c.name, c.table_ids]),
  ]);
}
