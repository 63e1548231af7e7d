import type { z } from 'zod';
import { modifierGroupRequest, type modifierGroupReply, type modifierGroupsReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { readBody } from '../lib/http';
import { menuRowOr404 } from '../services/menu-access';
import {
  cloneModifierGroup,
  createModifierGroup,
  deleteModifierGroup,
  listModifierGroups,
  serializeModifierGroup,
  updateModifierGroup,
} from '../services/modifier-groups';

type GroupReply = z.infer<typeof modifierGroupReply>;

/** Modifier groups of the call's location (SPEC §7); option prices in cents. */
export const modifierGroupsRoutes = new ApiRoutes()
  .handle('GET /modifier-group', async (c) => {
    const rows = await listModifierGroups(c.var.deps.db, c.var.scope);
    const reply: z.infer<typeof modifierGroupsReply> = { modifier_groups: rows.map(serializeModifierGroup) };
    return c.json(reply);
  })
  .handle('POST /modifier-group', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, modifierGroupRequest);
    const row = await createModifierGroup(deps.db, scope, body);
    const reply: GroupReply = { modifier_group: serializeModifierGroup(row), message: t(lang, 'modifierGroupCreated') };
    return c.json(reply, 201);
  })
  .handle('PUT /modifier-group/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'modifierGroup', c.req.param('id'));
    const body = await readBody(c, modifierGroupRequest);
    const row = await updateModifierGroup(deps.db, scope, existing, body);
    const reply: GroupReply = { modifier_group: serializeModifierGroup(row), message: t(lang, 'modifierGroupUpdated') };
    return c.json(reply);
  })
  .handle('DELETE /modifier-group/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'modifierGroup', c.req.param('id'));
    await deleteModifierGroup(deps.db, scope, existing.id);
    return c.json({ message: t(lang, 'modifierGroupDeleted') });
  })
  .handle('POST /modifier-group/:id/clone', async (c) => {
    const { deps, scope, lang } = c.var;
    const original = await menuRowOr404(deps.db, scope, 'modifierGroup', c.req.param('id'));
    const row = await cloneModifierGroup(deps.db, scope, original, t(lang, 'copySuffix'));
    const reply: GroupReply = { modifier_group: serializeModifierGroup(row), message: t(lang, 'modifierGroupCloned') };
    return c.json(reply, 201);
  });
