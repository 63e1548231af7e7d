import type { z } from 'zod';
import { staffCreateRequest, staffUpdateRequest, type staffReply, type staffsReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { readBody } from '../lib/http';
import { createStaff, deleteStaff, listStaff, staffIdOr404, updateStaff } from '../services/staff';

type StaffReply = z.infer<typeof staffReply>;

/** The business's team (SPEC §7 Staff: GET, POST, PUT /{id}, DELETE /{id}; replies `staffs` / `staff`). */
export const staffRoutes = new ApiRoutes()
  .handle('GET /staff', async (c) => {
    const reply: z.infer<typeof staffsReply> = { staffs: await listStaff(c.var.deps.db, c.var.scope) };
    return c.json(reply);
  })
  .handle('POST /staff', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, staffCreateRequest);
    const { member, invited } = await createStaff(deps, lang, scope, body);
    const reply: StaffReply = {
      staff: member,
      message: invited ? t(lang, 'staffInvited', { email: member.user.email }) : t(lang, 'staffCreated'),
    };
    return c.json(reply, 201);
  })
  .handle('PUT /staff/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const id = await staffIdOr404(deps.db, scope, c.req.param('id'));
    const body = await readBody(c, staffUpdateRequest);
    const reply: StaffReply = { staff: await updateStaff(deps.db, scope, id, body), message: t(lang, 'staffUpdated') };
    return c.json(reply);
  })
  .handle('DELETE /staff/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const id = await staffIdOr404(deps.db, scope, c.req.param('id'));
    await deleteStaff(deps.db, scope, id);
    return c.json({ message: t(lang, 'staffDeleted') });
  });
