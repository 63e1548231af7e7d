import { z } from 'zod';
import {
  COMBINATION_NAME_MAX,
  COMBINATION_TABLES_MAX,
  COMBINATIONS_MAX,
  ELEMENT_KEY_PATTERN,
  ELEMENT_SIZE_MAX,
  ELEMENT_SIZE_MIN,
  ELEMENTS_MAX,
  LABEL_TEXT_MAX,
  plainElementKinds,
  ROOM_DEFAULT_SIZE,
  ROOM_NAME_MAX,
  ROOM_SIZE_MAX,
  ROOM_SIZE_MIN,
  roomProblems,
  ROOMS_MAX,
  SEATS_MAX,
  TABLE_NUMBER_PATTERN,
  tableShapes,
  type FloorElement,
  type RoomDocument,
  FV,
  roomProblemTexts,
} from './plain/floor-plan';
import { lineText, plainString, V } from './rules';

export * from './plain/floor-plan';

/**
 * The floor plan of a location (SPEC §3 Floor plan: rooms, selectedRoom, elements; Premium, §6).
 * SPEC §7 shows no call; ours (docs/decisions.md), all on the caller's location:
 * - GET floor-plan → `{rooms, selectedRoom}`;
 * - POST floor-plan/room `{name, width?, height?}`: a new, empty room (selected);
 * - PUT floor-plan/room/{id}: the whole room (name, size, elements, combinations), as the editor saves it;
 * - PATCH floor-plan/room/{id} `{name}`: a rename, leaving what is drawn alone;
 * - DELETE floor-plan/room/{id};
 * - PUT floor-plan/selected-room `{room_id}`: the room the editor opens on;
 * - PUT floor-plan/room-order `{room_ids}`: the tabs' order, every room once.
 * Every write answers the whole plan again (`{rooms, selectedRoom, message}`), which replaces the
 * client's copy. Numbers are stored as sent (double precision), so a reload draws the room exactly.
 */

const roomName = () => lineText().min(1, FV.roomName).max(ROOM_NAME_MAX, FV.roomName);
const roomSize = () => z.number({ error: FV.roomSize }).min(ROOM_SIZE_MIN, FV.roomSize).max(ROOM_SIZE_MAX, FV.roomSize);
// The bounds check places an element in the room; this only keeps absurd numbers out.
const coordinate = () =>
  z
    .number({ error: FV.position })
    .min(-ROOM_SIZE_MAX, FV.position)
    .max(2 * ROOM_SIZE_MAX, FV.position);
const elementSize = () =>
  z.number({ error: FV.elementSize }).min(ELEMENT_SIZE_MIN, FV.elementSize).max(ELEMENT_SIZE_MAX, FV.elementSize);
const seats = () => z.int({ error: FV.seats }).min(1, FV.seats).max(SEATS_MAX, FV.seats);

const placed = {
  _id: plainString().regex(ELEMENT_KEY_PATTERN, FV.elementKey),
  x: coordinate(),
  y: coordinate(),
  width: elementSize(),
  height: elementSize(),
  angle: z.number({ error: FV.angle }).min(0, FV.angle).lt(360, FV.angle),
};

export const tableElementSchema = z.object({
  ...placed,
  kind: z.literal('table'),
  shape: z.enum(tableShapes, { error: V.choice }),
  number: lineText().regex(TABLE_NUMBER_PATTERN, FV.tableNumber),
  min_seats: seats(),
  max_seats: seats(),
});
export const labelElementSchema = z.object({
  ...placed,
  kind: z.literal('label'),
  text: lineText().min(1, FV.labelText).max(LABEL_TEXT_MAX, FV.labelText),
});
export const plainElementSchema = z.object({ ...placed, kind: z.enum(plainElementKinds) });
export const floorElementSchema = z.discriminatedUnion(
  'kind',
  [tableElementSchema, labelElementSchema, plainElementSchema],
  { error: V.choice },
);

export const combinationRequest = z.object({
  name: lineText().min(1, FV.combinationName).max(COMBINATION_NAME_MAX, FV.combinationName),
  table_ids: z
    .array(plainString().max(40), { error: FV.combinationTables })
    .min(2, FV.combinationTables)
    .max(COMBINATION_TABLES_MAX, FV.combinationTables),
});

/** PUT floor-plan/room/{id}: the whole room; the rules across fields are roomProblems'. */
export const floorRoomRequest = z
  .object({
    name: roomName(),
    width: roomSize(),
    height: roomSize(),
    elements: z.array(floorElementSchema, { error: FV.elements }).max(ELEMENTS_MAX, FV.elements),
    combinations: z.array(combinationRequest).max(COMBINATIONS_MAX, FV.combinationTables).default([]),
  })
  .superRefine((room, ctx) => {
    for (const p of roomProblems(room))
      ctx.addIssue({ code: 'custom', path: p.path, message: roomProblemTexts[p.code] });
  });
export type FloorRoomRequest = z.input<typeof floorRoomRequest>;

export const floorRoomCreateRequest = z.object({
  name: roomName(),
  width: roomSize().default(ROOM_DEFAULT_SIZE.width),
  height: roomSize().default(ROOM_DEFAULT_SIZE.height),
});
export type FloorRoomCreateRequest = z.input<typeof floorRoomCreateRequest>;
export const floorRoomRenameRequest = z.object({ name: roomName() });
export type FloorRoomRenameRequest = z.input<typeof floorRoomRenameRequest>;
export const floorSelectedRoomRequest = z.object({ room_id: plainString().min(1, V.required).max(64) });
export const floorRoomOrderRequest = z.object({
  room_ids: z
    .array(plainString().max(64), { error: 'validation.idList' })
    .min(1, 'validation.idList')
    .max(ROOMS_MAX, 'validation.idList'),
});

const capacitySchema = z.object({ tables: z.number(), min_seats: z.number(), max_seats: z.number() });
export const floorCombinationSchema = z.object({
  name: z.string(),
  table_ids: z.array(z.string()),
  min_seats: z.number(),
  max_seats: z.number(),
});
export type FloorCombination = z.infer<typeof floorCombinationSchema>;

export const floorRoomSchema = z.object({
  _id: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  elements: z.array(floorElementSchema),
  combinations: z.array(floorCombinationSchema),
  /** Tables and seats of the room as saved. */
  capacity: capacitySchema,
  updated_at: z.string(),
});
export type FloorRoom = z.infer<typeof floorRoomSchema>;

/** GET floor-plan and every write: the location's rooms in tab order, and the one the editor opens on. */
export const floorPlanReply = z.object({
  rooms: z.array(floorRoomSchema),
  /** The remembered room, else the first one; null while there is none. */
  selectedRoom: z.string().nullable(),
  message: z.string().optional(),
});
export type FloorPlanReply = z.infer<typeof floorPlanReply>;

// The plain types and the schemas describe one wire shape: a change to either fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type FloorShapesAgree =
  | Assert<Same<z.output<typeof floorElementSchema>, FloorElement>>
  | Assert<Same<z.output<typeof floorRoomRequest>, RoomDocument>>;
