import {
  floorRoomCreateRequest,
  floorRoomOrderRequest,
  floorRoomRenameRequest,
  floorRoomRequest,
  floorSelectedRoomRequest,
  type FloorPlanReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { t, type Lang, type ServerTextKey } from '../i18n';
import { readBody } from '../lib/http';
import {
  createRoom,
  deleteRoom,
  loadFloorPlan,
  orderRooms,
  renameRoom,
  roomOr404,
  saveRoom,
  selectRoom,
} from '../services/floor-plan';
import { assertPremium } from '../services/manage-locations';

type At = { businessId: string; locationId: string };

/** Every write answers the whole plan again, with what was done. */
async function planReply(db: Db, at: At, lang: Lang, done?: ServerTextKey): Promise<FloorPlanReply> {
  const plan = await loadFloorPlan(db, at);
  return done ? { ...plan, message: t(lang, done) } : plan;
}

/**
 * The floor plan of the caller's location (lib/contract/floor-plan.ts; SPEC §6: Premium only,
 * checked first, so another plan learns nothing and changes nothing).
 */
export const floorPlanRoutes = new ApiRoutes()
  .handle('GET /floor-plan', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId, 'floorPlanPremiumOnly');
    return c.json(await planReply(deps.db, scope, lang));
  })
  .handle('POST /floor-plan/room', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId, 'floorPlanPremiumOnly');
    const body = await readBody(c, floorRoomCreateRequest);
    await createRoom(deps.db, scope, body);
    return c.json(await planReply(deps.db, scope, lang, 'floorRoomCreated'), 201);
  })
  .handle('PUT /floor-plan/room/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId, 'floorPlanPremiumOnly');
    const room = await roomOr404(deps.db, scope, c.req.param('id'));
    const body = await readBody(c, floorRoomRequest);
    await saveRoom(deps.db, scope, room.id, body);
    return c.json(await planReply(deps.db, scope, lang, 'floorRoomSaved'));
  })
  .handle('PATCH /floor-plan/room/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId, 'floorPlanPremiumOnly');
    const room = await roomOr404(deps.db, scope, c.req.param('id'));
    const body = await readBody(c, floorRoomRenameRequest);
    await renameRoom(deps.db, scope, room.id, body.name);
    return c.json(await planReply(deps.db, scope, lang, 'floorRoomRenamed'));
  })
  .handle('DELETE /floor-plan/room/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId, 'floorPlanPremiumOnly');
    const room = await roomOr404(deps.db, scope, c.req.param('id'));
    await deleteRoom(deps.db, room.id);
    return c.json(await planReply(deps.db, scope, lang, 'floorRoomDeleted'));
  })
  .handle('PUT /floor-plan/selected-room', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId, 'floorPlanPremiumOnly');
    const body = await readBody(c, floorSelectedRoomRequest);
    const room = await roomOr404(deps.db, scope, body.room_id);
    await selectRoom(deps.db, scope, room.id);
    return c.json(await planReply(deps.db, scope, lang));
  })
  .handle('PUT /floor-plan/room-order', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId, 'floorPlanPremiumOnly');
    const body = await readBody(c, floorRoomOrderRequest);
    await orderRooms(deps.db, scope, body.room_ids);
    return c.json(await planReply(deps.db, scope, lang, 'floorRoomsOrdered'));
  });
