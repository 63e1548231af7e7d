/** Reference API: the floor plan (GET floor-plan, rooms, selected room, room order; Premium only). */
import { eq } from 'drizzle-orm';
import { floorPlanReply, PREMIUM_PLAN, type FloorElement, type FloorRoomRequest } from '@/lib/contract';
import { businesses, floorElements, floorRooms } from '@/server/db/schema';
import { addLocation } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, type Owner } from './helpers/test-api';
import { startTestApi } from './helpers/test-api';

startTestApi();

async function premiumOwner(): Promise<Owner> {
  const m = await client.registerBusiness();
  await api.db.update(businesses).set({ planName: PREMIUM_PLAN }).where(eq(businesses.id, m.businessId));
  return m;
}

const plan = async (token: string, location?: string) => {
  const res = await client.call('GET', location ? `floor-plan?location=${location}` : 'floor-plan', { token });
  expect(res.status).toBe(200);
  return floorPlanReply.parse(res.body);
};

/** A new room of the owner's location: its id. */
async function addRoom(token: string, name: string, location?: string): Promise<string> {
  const res = await client.call('POST', location ? `floor-plan/room?location=${location}` : 'floor-plan/room', {
    token,
    body: { name },
  });
  expect(res.status).toBe(201);
  return res.body.rooms.find((r: { name: string }) => r.name === name)._id;
}

// Key order as the API answers, so the saved elements compare as JSON text too.
const table = (id: string, number: string, extra: Partial<FloorElement> = {}): FloorElement =>
  ({
    _id: id,
    x: 300,
    y: 200,
    width: 90,
    height: 90,
    angle: 0,
    kind: 'table',
    shape: 'round',
    number,
    min_seats: 2,
    max_seats: 4,
    ...extra,
  }) as FloorElement;

const room = (elements: FloorElement[], extra: Partial<FloorRoomRequest> = {}): FloorRoomRequest => ({
  name: 'Dining room',
  width: 1200,
  height: 800,
  elements,
  combinations: [],
  ...extra,
});

const put = (token: string, id: string, body: unknown, lang?: string) =>
  client.call('PUT', `floor-plan/room/${id}`, { token, body, lang });

const storedKeys = async (roomId: string) =>
  (await api.db.select({ key: floorElements.key }).from(floorElements).where(eq(floorElements.roomId, roomId))).map(
    (r) => r.key,
  );

describe('floor plan', () => {
  test('a new location has no room; an added room is opened at once', async () => {
    const m = await premiumOwner();
    expect(await plan(m.token)).toEqual({ rooms: [], selectedRoom: null });
    const res = await client.call('POST', 'floor-plan/room', { token: m.token, body: { name: '  Terrace ' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Room added.');
    const reply = floorPlanReply.parse(res.body);
    expect(reply.rooms).toMatchObject([{ name: 'Terrace', width: 1200, height: 800, elements: [], combinations: [] }]);
    expect(reply.selectedRoom).toBe(reply.rooms[0]!._id);
    expect(reply.rooms[0]!.capacity).toEqual({ tables: 0, min_seats: 0, max_seats: 0 });
  });

  test('save and reload give back every element exactly as sent: geometry to the last bit, order, keys', async () => {
    const m = await premiumOwner();
    const id = await addRoom(m.token, 'Dining room');
    const elements: FloorElement[] = [
      { _id: 'wall-1', x: 600, y: 7.5, width: 1200, height: 15, angle: 0, kind: 'wall' },
      table('t-1', '1', { x: 0.1 + 0.2 + 100, y: 123.456789012345, angle: 359.99999999999994 }),
      table('t-2', 'A2', {
        x: 1000 / 3,
        y: 600.0000000000001,
        width: 180.25,
        height: 80,
        angle: 33.33333333333333,
        shape: 'rectangle',
        min_seats: 4,
        max_seats: 6,
      }),
      { _id: 'door-1', x: 20, y: 750, width: 90, height: 40, angle: 90, kind: 'door' },
      { _id: 'label-1', x: 600, y: 400, width: 200, height: 40, angle: 12.5, kind: 'label', text: 'Bar' },
      { _id: 'plant-1', x: 1150, y: 50, width: 60, height: 60, angle: 0, kind: 'plant' },
      { _id: 'decor-1', x: 1100, y: 700, width: 100, height: 100, angle: 45, kind: 'decor' },
    ];
    const res = await put(
      m.token,
      id,
      room(elements, { combinations: [{ name: 'Big party', table_ids: ['t-1', 't-2'] }] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Room saved.');

    const saved = (await plan(m.token)).rooms[0]!;
    // Byte for byte: the same JSON text, so every number is the very double that was sent.
    expect(JSON.stringify(saved.elements)).toBe(JSON.stringify(elements));
    const raw = (await client.call('GET', 'floor-plan', { token: m.token })).body.rooms[0].elements;
    expect(raw.map((e: FloorElement) => [e.x, e.y, e.width, e.height, e.angle])).toEqual(
      elements.map((e) => [e.x, e.y, e.width, e.height, e.angle]),
    );
    expect(Object.is(raw[1].x, 0.1 + 0.2 + 100)).toBe(true);
    expect(saved.capacity).toEqual({ tables: 2, min_seats: 6, max_seats: 10 });
    expect(saved.combinations).toEqual([{ name: 'Big party', table_ids: ['t-1', 't-2'], min_seats: 6, max_seats: 10 }]);

    // Saving again replaces: a removed element is gone, the others keep their keys.
    const fewer = elements.filter((e) => e._id !== 'plant-1');
    expect((await put(m.token, id, room(fewer))).status).toBe(200);
    expect((await storedKeys(id)).sort()).toEqual(fewer.map((e) => e._id).sort());
    expect((await plan(m.token)).rooms[0]!.combinations).toEqual([]);
  });

  test('a table number used elsewhere in the business is refused on that table, naming it; nothing changes', async () => {
    const m = await premiumOwner();
    const terrace = await addRoom(m.token, 'Terrace');
    expect((await put(m.token, terrace, room([table('a', '12')], { name: 'Terrace' }))).status).toBe(200);
    const dining = await addRoom(m.token, 'Dining room');
    expect((await put(m.token, dining, room([table('b', '5')]))).status).toBe(200);

    const clash = await put(m.token, dining, room([table('b', '5'), table('c', '12', { x: 600 })]));
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({
      'elements.1.number': ['Table 12 is already in the room “Terrace”: choose another number.'],
    });
    expect(await storedKeys(dining)).toEqual(['b']);

    // Without regard to case, at another location of the business too, and in French.
    const second = await addLocation(api, m.businessId);
    const patio = await addRoom(m.token, 'Patio', second);
    const fr = await client.call('PUT', `floor-plan/room/${patio}?location=${second}`, {
      token: m.token,
      lang: 'fr',
      body: room([table('d', 'a2'), table('e', '5', { x: 600 })], { name: 'Patio' }),
    });
    expect(fr.status).toBe(422);
    expect(fr.body.errors['elements.1.number']).toEqual([
      'La table 5 est déjà dans la salle « Dining room » : choisissez un autre numéro.',
    ]);
    expect(await storedKeys(patio)).toEqual([]);

    // Twice in one room: the second one is named.
    const twice = await put(m.token, dining, room([table('b', '5'), table('c', '5', { x: 600 })]));
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ 'elements.1.number': ['Another table of this room has this number.'] });
  });

  test('one number saved into two rooms at once: one save wins, the other is refused, never a 5xx', async () => {
    const m = await premiumOwner();
    const a = await addRoom(m.token, 'Room A');
    const b = await addRoom(m.token, 'Room B');
    const replies = await Promise.all([
      put(m.token, a, room([table('a', '9')], { name: 'Room A' })),
      put(m.token, b, room([table('b', '9')], { name: 'Room B' })),
    ]);
    const statuses = replies.map((r) => r.status).sort();
    expect([
      [200, 409],
      [200, 422],
    ]).toContainEqual(statuses);
    const numbers = await api.db
      .select({ number: floorElements.number })
      .from(floorElements)
      .where(eq(floorElements.businessId, m.businessId));
    expect(numbers).toEqual([{ number: '9' }]);
  });

  test('bad elements and rooms are refused per field and change nothing', async () => {
    const m = await premiumOwner();
    const id = await addRoom(m.token, 'Dining room');
    expect((await put(m.token, id, room([table('keep', '1')]))).status).toBe(200);
    const cases: [unknown, Record<string, string[]>][] = [
      [room([table('a', '2', { min_seats: 0 })]), { 'elements.0.min_seats': ['Enter 1 to 50 seats.'] }],
      [
        room([table('a', '2', { max_seats: 0 })]),
        {
          'elements.0.max_seats': ['Enter 1 to 50 seats.'],
          'elements.0.min_seats': ['The minimum seats cannot be more than the maximum.'],
        },
      ],
      [
        room([table('a', '2', { min_seats: 6, max_seats: 4 })]),
        { 'elements.0.min_seats': ['The minimum seats cannot be more than the maximum.'] },
      ],
      [
        room([table('a', '2', { x: 30 })]),
        { 'elements.0': ['This element is outside the room: move it inside or make the room larger.'] },
      ],
      // The turned shape is what must fit: a long table turned upright fits where it would not lie flat…
      [room([table('a', '2', { shape: 'rectangle', x: 60, y: 400, width: 180, height: 80, angle: 90 })]), {}],
      // …and one that fits flat may not once turned.
      [
        room([table('a', '2', { shape: 'rectangle', x: 91, y: 400, width: 180, height: 80, angle: 45 })]),
        { 'elements.0': ['This element is outside the room: move it inside or make the room larger.'] },
      ],
      [room([table('a', '2')], { name: 'x'.repeat(41) }), { name: ['Use 1 to 40 characters.'] }],
      [room([table('a', '2', { x: 50 })], { width: 100 }), { width: ['Enter a size from 200 to 5,000 cm.'] }],
      [room([table('a', 'no spaces!')]), { 'elements.0.number': [expect.stringMatching(/^Use 1 to 8 letters/)] }],
      [
        room([table('a', '2'), table('a', '3', { x: 600 })]),
        { 'elements.1._id': ['Two elements have the same id: remove one and place it again.'] },
      ],
      [
        room([table('a', '2'), { _id: 'w', x: 600, y: 10, width: 100, height: 10, angle: 0, kind: 'wall' }], {
          combinations: [{ name: 'Wall and table', table_ids: ['a', 'w'] }],
        }),
        { 'combinations.0.table_ids': ['Pick 2 to 12 different tables of this room.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await put(m.token, id, body);
      if (Object.keys(errors).length === 0) {
        expect(res.status).toBe(200);
        expect((await put(m.token, id, room([table('keep', '1')]))).status).toBe(200);
        continue;
      }
      expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([JSON.stringify(body).slice(0, 80), 422]);
      expect(res.body.errors).toEqual(errors);
      expect(await storedKeys(id)).toEqual(['keep']);
    }
    // Room names: unique in the location (any case), at most 40 characters on add and rename too.
    await addRoom(m.token, 'Terrace');
    const taken = await client.call('POST', 'floor-plan/room', { token: m.token, body: { name: 'TERRACE' } });
    expect([taken.status, taken.body.errors]).toEqual([422, { name: ['Another room already has this name.'] }]);
    const long = await client.call('PATCH', `floor-plan/room/${id}`, {
      token: m.token,
      body: { name: 'y'.repeat(41) },
    });
    expect([long.status, long.body.errors]).toEqual([422, { name: ['Use 1 to 40 characters.'] }]);
    expect((await plan(m.token)).rooms.map((r) => r.name)).toEqual(['Dining room', 'Terrace']);
  });

  test('rename, reorder, remember the room to open, delete', async () => {
    const m = await premiumOwner();
    const a = await addRoom(m.token, 'Dining room');
    const b = await addRoom(m.token, 'Terrace');
    const c = await addRoom(m.token, 'Bar');
    expect((await plan(m.token)).selectedRoom).toBe(c);

    const renamed = await client.call('PATCH', `floor-plan/room/${b}`, { token: m.token, body: { name: 'Patio' } });
    expect([renamed.status, renamed.body.message]).toEqual([200, 'Room renamed.']);

    const order = await client.call('PUT', 'floor-plan/room-order', { token: m.token, body: { room_ids: [c, a, b] } });
    expect([order.status, order.body.message]).toEqual([200, 'Room order saved.']);
    expect((await plan(m.token)).rooms.map((r) => r.name)).toEqual(['Bar', 'Dining room', 'Patio']);
    const partial = await client.call('PUT', 'floor-plan/room-order', { token: m.token, body: { room_ids: [c, a] } });
    expect([partial.status, partial.body.errors]).toEqual([
      422,
      { room_ids: ['List every room of the floor plan once.'] },
    ]);

    expect(
      (await client.call('PUT', 'floor-plan/selected-room', { token: m.token, body: { room_id: a } })).status,
    ).toBe(200);
    expect((await plan(m.token)).selectedRoom).toBe(a);

    const gone = await client.call('DELETE', `floor-plan/room/${a}`, { token: m.token });
    expect([gone.status, gone.body.message]).toEqual([200, 'Room deleted.']);
    // The remembered room is gone: the first tab opens.
    expect(await plan(m.token)).toMatchObject({ selectedRoom: c, rooms: [{ _id: c }, { _id: b }] });
    expect((await client.call('DELETE', `floor-plan/room/${a}`, { token: m.token })).status).toBe(404);
  });

  test('a floor plan holds at most 20 rooms; the 21st is refused and nothing is added', async () => {
    const m = await premiumOwner();
    for (let i = 1; i <= 20; i++) await addRoom(m.token, `Room ${i}`);
    const full = await client.call('POST', 'floor-plan/room', { token: m.token, body: { name: 'One more' } });
    expect([full.status, full.body.message]).toEqual([409, 'A floor plan holds at most 20 rooms: delete one first.']);
    expect((await plan(m.token)).rooms).toHaveLength(20);
  });

  test('Premium only: a Basic business is refused with a text naming the plan, and nothing is written', async () => {
    const m = await client.registerBusiness();
    await api.db.update(businesses).set({ planName: 'Basic' }).where(eq(businesses.id, m.businessId));
    const [room] = await api.db
      .insert(floorRooms)
      .values({
        businessId: m.businessId,
        locationId: m.locationId,
        name: 'Old',
        width: 1200,
        height: 800,
        position: 0,
      })
      .returning();
    const calls: [string, string, unknown][] = [
      ['GET', 'floor-plan', undefined],
      ['POST', 'floor-plan/room', { name: 'Terrace' }],
      ['PUT', `floor-plan/room/${room!.id}`, { name: 'Old', width: 1200, height: 800, elements: [] }],
      ['PATCH', `floor-plan/room/${room!.id}`, { name: 'New' }],
      ['DELETE', `floor-plan/room/${room!.id}`, undefined],
      ['PUT', 'floor-plan/selected-room', { room_id: room!.id }],
      ['PUT', 'floor-plan/room-order', { room_ids: [room!.id] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await client.call(method, path, { token: m.token, body });
      expect([method, path, res.status, res.body.message]).toEqual([
        method,
        path,
        403,
        'The floor plan is part of the Premium plan. Change your plan on the Billing page.',
      ]);
    }
    const rows = await api.db.select().from(floorRooms).where(eq(floorRooms.businessId, m.businessId));
    expect(rows.map((r) => r.name)).toEqual(['Old']);
  });

  test("another business's room is unknown (404) and stays as it was", async () => {
    const a = await premiumOwner();
    const b = await premiumOwner();
    const theirs = await addRoom(b.token, 'Their room');
    expect((await put(b.token, theirs, room([table('x', '7')], { name: 'Their room' }))).status).toBe(200);
    const before = await plan(b.token);

    const mine = await addRoom(a.token, 'My room');
    const attempts: [string, string, unknown][] = [
      ['PUT', `floor-plan/room/${theirs}`, room([table('y', '8')])],
      ['PATCH', `floor-plan/room/${theirs}`, { name: 'Taken over' }],
      ['DELETE', `floor-plan/room/${theirs}`, undefined],
      ['PUT', 'floor-plan/selected-room', { room_id: theirs }],
      ['PUT', 'floor-plan/room-order', { room_ids: [mine, theirs] }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await client.call(method, path, { token: a.token, body });
      expect([method, path, res.status, res.body.message]).toEqual([
        method,
        path,
        404,
        'This room is not in your floor plan.',
      ]);
    }
    // B's location named in the query: refused before anything is read.
    const via = await client.call('GET', `floor-plan?location=${b.locationId}`, { token: a.token });
    expect(via.status).toBe(404);
    expect(await plan(b.token)).toEqual(before);
    expect((await plan(a.token)).rooms.map((r) => r._id)).toEqual([mine]);
  });

  test('staff: the setup flag opens the floor plan; an employee without it is refused', async () => {
    const m = await premiumOwner();
    const without = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(without, [
      ['GET', 'floor-plan'],
      ['POST', 'floor-plan/room'],
      ['PUT', 'floor-plan/selected-room'],
    ]);
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { setup: true },
    });
    const id = await addRoom(allowed, 'Staff room');
    expect((await put(allowed, id, room([table('s', '3')], { name: 'Staff room' }))).status).toBe(200);
    expect((await plan(m.token)).rooms[0]!.capacity.tables).toBe(1);
  });
});
