import type { z } from 'zod';
import { taxRequest, type taxesReply, type taxReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { fieldFail, readBody } from '../lib/http';
import { menuRowOr404 } from '../services/menu-access';
import { createTax, deleteTax, listTaxes, serializeTax, taxNameTaken, updateTax } from '../services/taxes';

type TaxReply = z.infer<typeof taxReply>;

/** Taxes of the call's location (SPEC §7: GET/POST tax, PUT/DELETE tax/{id}); rate in percent. */
export const taxesRoutes = new ApiRoutes()
  .handle('GET /tax', async (c) => {
    const rows = await listTaxes(c.var.deps.db, c.var.scope);
    const reply: z.infer<typeof taxesReply> = { taxes: rows.map(serializeTax) };
    return c.json(reply);
  })
  .handle('POST /tax', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, taxRequest);
    if (await taxNameTaken(deps.db, scope, body.name)) throw fieldFail('name', 'taxNameTaken');
    const reply: TaxReply = {
      tax: serializeTax(await createTax(deps.db, scope, body)),
      message: t(lang, 'taxCreated'),
    };
    return c.json(reply, 201);
  })
  .handle('PUT /tax/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'tax', c.req.param('id'));
    const body = await readBody(c, taxRequest);
    if (await taxNameTaken(deps.db, scope, body.name, existing.id)) throw fieldFail('name', 'taxNameTaken');
    const reply: TaxReply = {
      tax: serializeTax(await updateTax(deps.db, scope, existing.id, body)),
      message: t(lang, 'taxUpdated'),
    };
    return c.json(reply);
  })
  .handle('DELETE /tax/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'tax', c.req.param('id'));
    await deleteTax(deps.db, scope, existing.id);
    return c.json({ message: t(lang, 'taxDeleted') });
  });
