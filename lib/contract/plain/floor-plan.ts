/**
 * The floor plan's shapes, limits and rules (lib/contract/floor-plan.ts has the schemas): no zod
 * here, so the editor checks a room as it is drawn with the very rules the API applies on save.
 *
 * Lengths are centimetres of the real room; an element's `x`, `y` is its centre and `angle` turns
 * it clockwise about that centre, in degrees (the canvas's own convention, y pointing down).
 */

export const elementKinds = ['table', 'wall', 'door', 'label', 'plant', 'decor'] as const;
export type ElementKind = (typeof elementKinds)[number];
export const tableShapes = ['round', 'square', 'rectangle'] as const;
export type TableShape = (typeof tableShapes)[number];
/** Everything that is not a table nor a label: a shape with no fields of its own. */
export const plainElementKinds = ['wall', 'door', 'plant', 'decor'] as const;
export type PlainElementKind = (typeof plainElementKinds)[number];

export const ROOM_NAME_MAX = 40;
/** A room from 2 m to 50 m a side: a terrace, a dining room, a banquet hall. */
export const ROOM_SIZE_MIN = 200;
export const ROOM_SIZE_MAX = 5000;
export const ROOM_DEFAULT_SIZE = { width: 1200, height: 800 } as const;
/** An element from 5 cm (a thin wall) to the largest room's side. */
export const ELEMENT_SIZE_MIN = 5;
export const ELEMENT_SIZE_MAX = ROOM_SIZE_MAX;
export const SEATS_MAX = 50;
/** "12", "A4", "T-10": what a server writes on an order pad. */
export const TABLE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,7}$/;
export const TABLE_NUMBER_MAX = 8;
export const LABEL_TEXT_MAX = 60;
/** An element's id within its room, made by the editor (the API keeps it as sent). */
export const ELEMENT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const ROOMS_MAX = 20;
export const ELEMENTS_MAX = 400;
export const COMBINATIONS_MAX = 50;
export const COMBINATION_NAME_MAX = 40;
export const COMBINATION_TABLES_MAX = 12;
/** Rounding slack of the bounds check, far below anything a person can place. */
const BOUNDS_SLACK = 1e-6;

interface Placed {
  /** A key of the room, unique within it (ELEMENT_KEY_PATTERN). */
  _id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  angle: number;
}
export interface TableElement extends Placed {
  kind: 'table';
  shape: TableShape;
  number: string;
  min_seats: number;
  max_seats: number;
}
export interface LabelElement extends Placed {
  kind: 'label';
  text: string;
}
export interface PlainElement extends Placed {
  kind: PlainElementKind;
}
export type FloorElement = TableElement | LabelElement | PlainElement;

/** Tables that may be joined for a larger party, by their keys in the room. */
export interface CombinationInput {
  name: string;
  table_ids: string[];
}

/** What PUT floor-plan/room/{id} writes: the whole room. */
export interface RoomDocument {
  name: string;
  width: number;
  height: number;
  elements: FloorElement[];
  combinations: CombinationInput[];
}

export interface Capacity {
  tables: number;
  min_seats: number;
  max_seats: number;
}

export const isTable = (e: FloorElement): e is TableElement => e.kind === 'table';

/** Seats of a set of tables: a party fits from the sum of the minimums to the sum of the maximums. */
export function capacityOf(tables: readonly TableElement[]): Capacity {
  return tables.reduce(
    (c, t) => ({ tables: c.tables + 1, min_seats: c.min_seats + t.min_seats, max_seats: c.max_seats + t.max_seats }),
    { tables: 0, min_seats: 0, max_seats: 0 },
  );
}

export const roomCapacity = (elements: readonly FloorElement[]): Capacity => capacityOf(elements.filter(isTable));

/** A combination's capacity: its tables joined (keys that are no table of the room count for nothing). */
export function combinationCapacity(tableIds: readonly string[], elements: readonly FloorElement[]): Capacity {
  const wanted = new Set(tableIds);
  return capacityOf(elements.filter((e): e is TableElement => isTable(e) && wanted.has(e._id)));
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The smallest upright box around the element as drawn: a round table is an ellipse (turning a
 * circle changes nothing), anything else a turned rectangle.
 */
export function elementBox(e: Pick<FloorElement, 'x' | 'y' | 'width' | 'height' | 'angle'> & { shape?: string }): Box {
  const rad = (e.angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const a = e.width / 2;
  const b = e.height / 2;
  const [halfW, halfH] =
    e.shape === 'round'
      ? [Math.sqrt(a * a * cos * cos + b * b * sin * sin), Math.sqrt(a * a * sin * sin + b * b * cos * cos)]
      : [a * cos + b * sin, a * sin + b * cos];
  return { left: e.x - halfW, top: e.y - halfH, right: e.x + halfW, bottom: e.y + halfH };
}

export function insideRoom(e: Parameters<typeof elementBox>[0], room: Pick<RoomDocument, 'width' | 'height'>): boolean {
  const box = elementBox(e);
  return (
    box.left >= -BOUNDS_SLACK &&
    box.top >= -BOUNDS_SLACK &&
    box.right <= room.width + BOUNDS_SLACK &&
    box.bottom <= room.height + BOUNDS_SLACK
  );
}

/** Table numbers compare without case: "a4" and "A4" are one table to the person seating guests. */
export const numberKey = (n: string) => n.trim().toLowerCase();

export type RoomProblemCode =
  'seatsOrder' | 'outside' | 'keyTwice' | 'numberTwice' | 'combinationNameTwice' | 'combinationTables';

export interface RoomProblem {
  /** Where, as the API's field errors name it: `elements.3.number`, `elements.3`, `combinations.0.name`. */
  path: (string | number)[];
  code: RoomProblemCode;
}

/**
 * What is wrong with a room beyond each field's own rule: seats in the wrong order, an element
 * outside the room, two elements with one key, two tables with one number, a combination that is
 * not of two or more distinct tables of this room. Later duplicates are the ones named.
 */
export function roomProblems(room: RoomDocument): RoomProblem[] {
  const problems: RoomProblem[] = [];
  const keys = new Set<string>();
  const numbers = new Set<string>();
  room.elements.forEach((e, i) => {
    if (keys.has(e._id)) problems.push({ path: ['elements', i, '_id'], code: 'keyTwice' });
    keys.add(e._id);
    if (!insideRoom(e, room)) problems.push({ path: ['elements', i], code: 'outside' });
    if (!isTable(e)) return;
    if (e.min_seats > e.max_seats) problems.push({ path: ['elements', i, 'min_seats'], code: 'seatsOrder' });
    if (numbers.has(numberKey(e.number))) problems.push({ path: ['elements', i, 'number'], code: 'numberTwice' });
    numbers.add(numberKey(e.number));
  });
  const tableKeys = new Set(room.elements.filter(isTable).map((e) => e._id));
  const names = new Set<string>();
  room.combinations.forEach((c, i) => {
    const name = c.name.trim().toLowerCase();
    if (names.has(name)) problems.push({ path: ['combinations', i, 'name'], code: 'combinationNameTwice' });
    names.add(name);
    const distinct = new Set(c.table_ids);
    if (distinct.size !== c.table_ids.length || distinct.size < 2 || c.table_ids.some((id) => !tableKeys.has(id)))
      problems.push({ path: ['combinations', i, 'table_ids'], code: 'combinationTables' });
  });
  return problems;
}

/** Field texts of this area, under `validation` in messages/*.json (the server answers the same). */
export const FV = {
  roomName: 'validation.floorRoomName',
  roomSize: 'validation.floorRoomSize',
  elementSize: 'validation.floorElementSize',
  position: 'validation.floorPosition',
  angle: 'validation.floorAngle',
  seats: 'validation.floorSeats',
  seatsOrder: 'validation.floorSeatsOrder',
  tableNumber: 'validation.floorTableNumber',
  numberTwice: 'validation.floorTableNumberTwice',
  outside: 'validation.floorOutside',
  elementKey: 'validation.floorElementKey',
  keyTwice: 'validation.floorElementKeyTwice',
  labelText: 'validation.floorLabelText',
  elements: 'validation.floorElements',
  combinationName: 'validation.floorCombinationName',
  combinationNameTwice: 'validation.floorCombinationNameTwice',
  combinationTables: 'validation.floorCombinationTables',
} as const;

/** The text of each room problem (roomProblems), as the API answers it and the editor shows it. */
export const roomProblemTexts: Record<RoomProblemCode, string> = {
  seatsOrder: FV.seatsOrder,
  outside: FV.outside,
  keyTwice: FV.keyTwice,
  numberTwice: FV.numberTwice,
  combinationNameTwice: FV.combinationNameTwice,
  combinationTables: FV.combinationTables,
};
