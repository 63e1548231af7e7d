import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { taxRequest, type taxesReply, type taxReply } from '../../lib/contract';
import { t } from '../i18n';
import { fail, fieldFail, readBody } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { menuScope } from '../services/menu-access';
import type { MenuScope } from '../services/menu-serialize';
import { createTax, deleteTax, findTax, listTaxes, serializeTax, taxNameTaken, updateTax } from '../services/taxes';
import type { AppEnv } from '../types';

type TaxReply = z.infer<typeof taxReply>;
const menuAccess = requirePermission('menu');

/** 404 for an id of another location or business: never reveal that it exists elsewhere. */
async function taxOr404(c: Context<AppEnv>, scope: MenuScope) {
  const row = await findTax(c.get('deps').db, scope, c.req.param('id')!);
  if (!row) throw fail(c, 404, 'taxNotFound');
  return row;
}

/** Taxes of the call's location (SPEC §7: GET/POST tax, PUT/DELETE tax/{id}); rate in percent. */
export const taxesRoutes = new Hono<AppEnv>()
  .get('/tax', requireAuth, menuAccess, async (c) => {
    const rows = await listTaxes(c.get('deps').db, await menuScope(c));
    const reply: z.infer<typeof taxesReply> = { taxes: rows.map(serializeTax) };
    return c.json(reply);
  })
  .post('/tax', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, taxRequest);
    const scope = await menuScope(c);
    const db = c.get('deps').db;
    if (await taxNameTaken(db, scope, body.name)) throw fieldFail(c, 'name', 'taxNameTaken');
    const reply: TaxReply = { tax: serializeTax(await createTax(db, scope, body)), message: t(c.get('lang'), 'taxCreated') };
    return c.json(reply, 201);
  })
  .put('/tax/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const existing = await taxOr404(c, scope);
    const body = await readBody(c, taxRequest);
    const db = c.get('deps').db;
    if (await taxNameTaken(db, scope, body.name, existing.id)) throw fieldFail(c, 'name', 'taxNameTaken');
    const reply: TaxReply = { tax: serializeTax(await updateTax(db, scope, existing.id, body)), message: t(c.get('lang'), 'taxUpdated') };
    return c.json(reply);
  })
  .delete('/tax/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const existing = await taxOr404(c, scope);
    await deleteTax(c.get('deps').db, scope, existing.id);
    return c.json({ message: t(c.get('lang'), 'taxDeleted') });
  });
