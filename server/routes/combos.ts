import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { comboRequest, type comboReply, type combosReply } from '../../lib/contract';
import { t, tValidation } from '../i18n';
import { fail, fieldFail, fieldsFail, readBody } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { cloneCombo, createCombo, deleteCombo, findCombo, itemsAllInScope, listCombos, serializeCombo, uniqueIds, updateCombo } from '../services/combos';
import { menuScope } from '../services/menu-access';
import type { MenuScope } from '../services/menu-serialize';
import type { AppEnv } from '../types';

type ComboReply = z.infer<typeof comboReply>;
const menuAccess = requirePermission('menu');

/** 404 for an id of another location or business: never reveal that it exists elsewhere. */
async function comboOr404(c: Context<AppEnv>, scope: MenuScope) {
  const row = await findCombo(c.get('deps').db, scope, c.req.param('id')!);
  if (!row) throw fail(c, 404, 'comboNotFound');
  return row;
}

/**
 * The body, with its items checked against this location (422 on `items` otherwise). Repeated
 * ids are dropped first, so "choose 2 of [a, a]" is measured against the one distinct item.
 */
async function readCombo(c: Context<AppEnv>, scope: MenuScope) {
  const body = await readBody(c, comboRequest);
  const itemIds = uniqueIds(body.items);
  if (body.type === 'choose' && body.item_count != null && body.item_count > itemIds.length) {
    const lang = c.get('lang');
    throw fieldsFail(lang, { item_count: [tValidation(lang, 'validation.itemCountRange')] });
  }
  if (!(await itemsAllInScope(c.get('deps').db, scope, itemIds))) throw fieldFail(c, 'items', 'comboItemsUnknown');
  return { body, itemIds };
}

/** SPEC §7 writes the clone path with a trailing slash; both spellings are served (as for items). */
async function cloneHandler(c: Context<AppEnv>) {
  const scope = await menuScope(c);
  const original = await comboOr404(c, scope);
  const lang = c.get('lang');
  const row = await cloneCombo(c.get('deps').db, scope, original, t(lang, 'copySuffix'));
  const reply: ComboReply = { combo: serializeCombo(row), message: t(lang, 'comboCloned') };
  return c.json(reply, 201);
}

/** Combos of the call's location (SPEC §7); price and discount in cents. */
export const combosRoutes = new Hono<AppEnv>()
  .get('/combo', requireAuth, menuAccess, async (c) => {
    const rows = await listCombos(c.get('deps').db, await menuScope(c));
    const reply: z.infer<typeof combosReply> = { combos: rows.map(serializeCombo) };
    return c.json(reply);
  })
  .post('/combo', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const { body, itemIds } = await readCombo(c, scope);
    const row = await createCombo(c.get('deps').db, scope, body, itemIds);
    const reply: ComboReply = { combo: serializeCombo(row), message: t(c.get('lang'), 'comboCreated') };
    return c.json(reply, 201);
  })
  .put('/combo/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const existing = await comboOr404(c, scope);
    const { body, itemIds } = await readCombo(c, scope);
    const row = await updateCombo(c.get('deps').db, scope, existing.id, body, itemIds);
    const reply: ComboReply = { combo: serializeCombo(row), message: t(c.get('lang'), 'comboUpdated') };
    return c.json(reply);
  })
  .delete('/combo/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const existing = await comboOr404(c, scope);
    await deleteCombo(c.get('deps').db, scope, existing.id);
    return c.json({ message: t(c.get('lang'), 'comboDeleted') });
  })
  .post('/combo/:id/clone/', requireAuth, menuAccess, cloneHandler)
  .post('/combo/:id/clone', requireAuth, menuAccess, cloneHandler);
