import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  combinationCapacity,
  numberKey,
  roomCapacity,
  ROOMS_MAX,
  type FloorElement,
  type FloorPlanReply,
  type FloorRoom,
  type floorRoomCreateRequest,
  type floorRoomRequest,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { floorElements, floorPlans, floorRooms } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { fail, fieldFail } from '../lib/http';

type At = { businessId: string; locationId: string };
type RoomRow = typeof floorRooms.$inferSelect;
type ElementRow = typeof floorElements.$inferSelect;
type RoomInput = z.output<typeof floorRoomRequest>;
type NewRoomInput = z.output<typeof floorRoomCreateRequest>;

/** The owner columns of a new row: never the whole scope (it carries the caller's session too). */
const keys = (at: At) => ({ businessId: at.businessId, locationId: at.locationId });

const inLocation = (at: At) => and(eq(floorRooms.businessId, at.businessId), eq(floorRooms.locationId, at.locationId));

function elementFromRow(r: ElementRow): FloorElement {
  const placed = { _id: r.key, x: r.x, y: r.y, width: r.width, height: r.height, angle: r.angle };
  if (r.kind === 'table')
    return {
      ...placed,
      kind: 'table',
      shape: r.shape!,
      number: r.number!,
      min_seats: r.minSeats!,
      max_seats: r.maxSeats!,
    };
  if (r.kind === 'label') return { ...placed, kind: 'label', text: r.text ?? '' };
  return { ...placed, kind: r.kind };
}

function elementRow(
  roomId: string,
  businessId: string,
  e: FloorElement,
  position: number,
): typeof floorElements.$inferInsert {
  return {
    roomId,
    businessId,
    key: e._id,
    position,
    kind: e.kind,
    x: e.x,
    y: e.y,
    width: e.width,
    height: e.height,
    angle: e.angle,
    ...(e.kind === 'table'
      ? { shape: e.shape, number: e.number, minSeats: e.min_seats, maxSeats: e.max_seats }
      : e.kind === 'label'
        ? { text: e.text }
        : {}),
  };
}

function roomFromRows(room: RoomRow, rows: ElementRow[]): FloorRoom {
  const elements = rows.map(elementFromRow);
  return {
    _id: room.id,
    name: room.name,
    width: room.width,
    height: room.height,
    elements,
    combinations: room.combinations.map((c) => {
      const { min_seats, max_seats } = combinationCapacity(c.table_ids, elements);
      return { name: c.name, table_ids: c.table_ids, min_seats, max_seats };
    }),
    capacity: roomCapacity(elements),
    updated_at: room.updatedAt.toISOString(),
  };
}

/** GET floor-plan: the location's rooms in tab order with what is drawn in each, and the room to open. */
export async function loadFloorPlan(db: Db, at: At): Promise<FloorPlanReply> {
  const rooms = await db
    .select()
    .from(floorRooms)
    .where(inLocation(at))
    .orderBy(asc(floorRooms.position), asc(floorRooms.createdAt), asc(floorRooms.id));
  const elements = rooms.length
    ? await db
        .select()
        .from(floorElements)
        .where(
          inArray(
            floorElements.roomId,
            rooms.map((r) => r.id),
          ),
        )
        .orderBy(asc(floorElements.position))
    : [];
  const [plan] = await db
    .select({ selected: floorPlans.selectedRoomId })
    .from(floorPlans)
    .where(eq(floorPlans.locationId, at.locationId));
  return {
    rooms: rooms.map((room) =>
      roomFromRows(
        room,
        elements.filter((e) => e.roomId === room.id),
      ),
    ),
    selectedRoom: plan?.selected ?? rooms[0]?.id ?? null,
  };
}

/** A room of the caller's location, or 404: another location's or business's room reads as unknown. */
export async function roomOr404(db: Db, at: At, id: string): Promise<RoomRow> {
  const [row] = await db
    .select()
    .from(floorRooms)
    .where(and(inLocation(at), eq(floorRooms.id, id)));
  if (!row) throw fail(404, 'floorRoomNotFound');
  return row;
}

async function assertNameFree(db: Db, at: At, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: floorRooms.id })
    .from(floorRooms)
    .where(
      and(
        inLocation(at),
        sql`lower(${floorRooms.name}) = lower(${name})`,
        exceptId ? ne(floorRooms.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldFail('name', 'floorRoomNameTaken');
}

/** Two writes racing past the checks meet the unique indexes: a conflict to reload, never a 500. */
async function orConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail(409, 'floorPlanConflict');
    throw err;
  }
}

export async function selectRoom(db: Db, at: At, roomId: string): Promise<void> {
  await db
    .insert(floorPlans)
    .values({ ...keys(at), selectedRoomId: roomId })
    .onConflictDoUpdate({ target: floorPlans.locationId, set: { selectedRoomId: roomId, updatedAt: new Date() } });
}

/** A new, empty room at the end of the tabs, opened at once (the merchant added it to draw in it). */
export async function createRoom(db: Db, at: At, input: NewRoomInput): Promise<void> {
  await orConflict(() =>
    db.transaction(async (tx) => {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${floorRooms.position}), -1)::int` })
        .from(floorRooms)
        .where(inLocation(at));
      if (count!.n >= ROOMS_MAX) throw fail(409, 'floorRoomsFull', { max: ROOMS_MAX });
      await assertNameFree(tx, at, input.name);
      const [room] = await tx
        .insert(floorRooms)
        .values({ ...keys(at), name: input.name, width: input.width, height: input.height, position: count!.last + 1 })
        .returning({ id: floorRooms.id });
      await selectRoom(tx, at, room!.id);
    }),
  );
}

/**
 * The first table of `elements` whose number another room of the business uses (in any
 * location): its index and that room's name. This room's own numbers are replaced by the save.
 */
async function numberTakenElsewhere(db: Db, at: At, roomId: string, elements: FloorElement[]) {
  const numbers = elements.flatMap((e) => (e.kind === 'table' ? [numberKey(e.number)] : []));
  if (!numbers.length) return null;
  const taken = await db
    .select({ number: sql<string>`lower(${floorElements.number})`, room: floorRooms.name })
    .from(floorElements)
    .innerJoin(floorRooms, eq(floorRooms.id, floorElements.roomId))
    .where(
      and(
        eq(floorElements.businessId, at.businessId),
        ne(floorElements.roomId, roomId),
        inArray(sql`lower(${floorElements.number})`, numbers),
      ),
    );
  if (!taken.length) return null;
  const roomOf = new Map(taken.map((t) => [t.number, t.room]));
  const index = elements.findIndex((e) => e.kind === 'table' && roomOf.has(numberKey(e.number)));
  const table = elements[index] as Extract<FloorElement, { kind: 'table' }>;
  return { index, number: table.number, room: roomOf.get(numberKey(table.number))! };
}

/** PUT floor-plan/room/{id}: the room becomes exactly what was sent, in one transaction. */
export async function saveRoom(db: Db, at: At, roomId: string, input: RoomInput): Promise<void> {
  await orConflict(() =>
    db.transaction(async (tx) => {
      // One save of a room at a time: the second waits and then replaces the first's elements.
      await tx.select({ id: floorRooms.id }).from(floorRooms).where(eq(floorRooms.id, roomId)).for('update');
      await assertNameFree(tx, at, input.name, roomId);
      const taken = await numberTakenElsewhere(tx, at, roomId, input.elements);
      if (taken)
        throw fieldFail(`elements.${taken.index}.number`, 'floorTableNumberTaken', {
          number: taken.number,
          room: taken.room,
        });
      await tx.delete(floorElements).where(eq(floorElements.roomId, roomId));
      if (input.elements.length)
        await tx.insert(floorElements).values(input.elements.map((e, i) => elementRow(roomId, at.businessId, e, i)));
      await tx
        .update(floorRooms)
        .set({
          name: input.name,
          width: input.width,
          height: input.height,
          combinations: input.combinations,
          updatedAt: new Date(),
        })
        .where(eq(floorRooms.id, roomId));
    }),
  );
}

export async function renameRoom(db: Db, at: At, roomId: string, name: string): Promise<void> {
  await assertNameFree(db, at, name, roomId);
  await orConflict(() => db.update(floorRooms).set({ name, updatedAt: new Date() }).where(eq(floorRooms.id, roomId)));
}

/** Its elements go with it; if it was the room to open, the first room is opened next. */
export async function deleteRoom(db: Db, roomId: string): Promise<void> {
  await db.delete(floorRooms).where(eq(floorRooms.id, roomId));
}

/**
 * PUT floor-plan/room-order: `ids` must be the location's rooms, each once. An id of no room of
 * the location is unknown (404); a list that leaves a room out or names one twice is a 422.
 */
export async function orderRooms(db: Db, at: At, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rooms = await tx.select({ id: floorRooms.id }).from(floorRooms).where(inLocation(at)).for('update');
    const known = new Set(rooms.map((r) => r.id));
    if (ids.some((id) => !known.has(id))) throw fail(404, 'floorRoomNotFound');
    if (new Set(ids).size !== ids.length || ids.length !== known.size)
      throw fieldFail('room_ids', 'floorRoomOrderIncomplete');
    for (const [position, id] of ids.entries())
      await tx.update(floorRooms).set({ position }).where(eq(floorRooms.id, id));
  });
}
