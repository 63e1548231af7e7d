import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { modifierGroupRequest, type modifierGroupReply, type modifierGroupsReply } from '../../lib/contract';
import { t } from '../i18n';
import { fail, readBody } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { menuScope } from '../services/menu-access';
import type { MenuScope } from '../services/menu-serialize';
import {
  cloneModifierGroup,
  createModifierGroup,
  deleteModifierGroup,
  findModifierGroup,
  listModifierGroups,
  serializeModifierGroup,
  updateModifierGroup,
} from '../services/modifier-groups';
import type { AppEnv } from '../types';

type GroupReply = z.infer<typeof modifierGroupReply>;
const menuAccess = requirePermission('menu');

/** 404 for an id of another location or business: never reveal that it exists elsewhere. */
async function groupOr404(c: Context<AppEnv>, scope: MenuScope) {
  const row = await findModifierGroup(c.get('deps').db, scope, c.req.param('id')!);
  if (!row) throw fail(c, 404, 'modifierGroupNotFound');
  return row;
}

/** Modifier groups of the call's location (SPEC §7); option prices in cents. */
export const modifierGroupsRoutes = new Hono<AppEnv>()
  .get('/modifier-group', requireAuth, menuAccess, async (c) => {
    const rows = await listModifierGroups(c.get('deps').db, await menuScope(c));
    const reply: z.infer<typeof modifierGroupsReply> = { modifier_groups: rows.map(serializeModifierGroup) };
    return c.json(reply);
  })
  .post('/modifier-group', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, modifierGroupRequest);
    const row = await createModifierGroup(c.get('deps').db, await menuScope(c), body);
    const reply: GroupReply = { modifier_group: serializeModifierGroup(row), message: t(c.get('lang'), 'modifierGroupCreated') };
    return c.json(reply, 201);
  })
  .put('/modifier-group/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const existing = await groupOr404(c, scope);
    const body = await readBody(c, modifierGroupRequest);
    const row = await updateModifierGroup(c.get('deps').db, scope, existing, body);
    const reply: GroupReply = { modifier_group: serializeModifierGroup(row), message: t(c.get('lang'), 'modifierGroupUpdated') };
    return c.json(reply);
  })
  .delete('/modifier-group/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const existing = await groupOr404(c, scope);
    await deleteModifierGroup(c.get('deps').db, scope, existing.id);
    return c.json({ message: t(c.get('lang'), 'modifierGroupDeleted') });
  })
  .post('/modifier-group/:id/clone', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const original = await groupOr404(c, scope);
    const lang = c.get('lang');
    const row = await cloneModifierGroup(c.get('deps').db, scope, original, t(lang, 'copySuffix'));
    const reply: GroupReply = { modifier_group: serializeModifierGroup(row), message: t(lang, 'modifierGroupCloned') };
    return c.json(reply, 201);
  });
