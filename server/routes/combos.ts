import type { z } from 'zod';
import { comboRequest, type comboReply, type combosReply } from '../../lib/contract';
import { ApiRoutes, type ScopedContext } from '../api-routes';
import { t, tValidation } from '../i18n';
import { fieldFail, fieldsFail, readBody } from '../lib/http';
import {
  cloneCombo,
  createCombo,
  deleteCombo,
  listCombos,
  serializeCombo,
  uniqueIds,
  updateCombo,
} from '../services/combos';
import { allInMenu, menuRowOr404 } from '../services/menu-access';

type ComboReply = z.infer<typeof comboReply>;

/**
 * The body, with its items checked against this location (422 on `items` otherwise). Repeated
 * ids are dropped first, so "choose 2 of [a, a]" is measured against the one distinct item.
 */
async function readCombo(c: ScopedContext<'POST /combo' | 'PUT /combo/:id'>) {
  const { deps, scope, lang } = c.var;
  const body = await readBody(c, comboRequest);
  const itemIds = uniqueIds(body.items);
  if (body.type === 'choose' && body.item_count != null && body.item_count > itemIds.length) {
    throw fieldsFail(lang, { item_count: [tValidation(lang, 'validation.itemCountRange')] });
  }
  if (!(await allInMenu(deps.db, scope, 'item', itemIds))) throw fieldFail('items', 'comboItemsUnknown');
  return { body, itemIds };
}

/** SPEC §7 writes the clone path with a trailing slash; both spellings are served (as for items). */
async function cloneHandler(c: ScopedContext<'POST /combo/:id/clone' | 'POST /combo/:id/clone/'>) {
  const { deps, scope, lang } = c.var;
  const original = await menuRowOr404(deps.db, scope, 'combo', c.req.param('id'));
  const row = await cloneCombo(deps.db, scope, original, t(lang, 'copySuffix'));
  const reply: ComboReply = { combo: serializeCombo(row), message: t(lang, 'comboCloned') };
  return c.json(reply, 201);
}

/** Combos of the call's location (SPEC §7); price and discount in cents. */
export const combosRoutes = new ApiRoutes()
  .handle('GET /combo', async (c) => {
    const rows = await listCombos(c.var.deps.db, c.var.scope);
    const reply: z.infer<typeof combosReply> = { combos: rows.map(serializeCombo) };
    return c.json(reply);
  })
  .handle('POST /combo', async (c) => {
    const { deps, scope, lang } = c.var;
    const { body, itemIds } = await readCombo(c);
    const row = await createCombo(deps.db, scope, body, itemIds);
    const reply: ComboReply = { combo: serializeCombo(row), message: t(lang, 'comboCreated') };
    return c.json(reply, 201);
  })
  .handle('PUT /combo/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'combo', c.req.param('id'));
    const { body, itemIds } = await readCombo(c);
    const row = await updateCombo(deps.db, scope, existing.id, body, itemIds);
    const reply: ComboReply = { combo: serializeCombo(row), message: t(lang, 'comboUpdated') };
    return c.json(reply);
  })
  .handle('DELETE /combo/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'combo', c.req.param('id'));
    await deleteCombo(deps.db, scope, existing.id);
    return c.json({ message: t(lang, 'comboDeleted') });
  })
  .handle('POST /combo/:id/clone/', cloneHandler)
  .handle('POST /combo/:id/clone', cloneHandler);
