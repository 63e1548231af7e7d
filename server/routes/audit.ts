import type { z } from 'zod';
import {
  auditEntityTypes,
  auditListQuery,
  type auditActorsReply,
  type auditEntityReply,
  type auditListReply,
} from '../../lib/contract';
import { ApiRoutes, type ScopedContext } from '../api-routes';
import { fail, validationError } from '../lib/http';
import { auditActors, auditCsv, auditOfEntity, auditPage } from '../services/audit';

/** The list's query, 422 with field errors as GET customer/list. */
function listQuery(c: ScopedContext<'GET /audit' | 'GET /audit/export'>) {
  const parsed = auditListQuery.safeParse(c.req.query());
  if (!parsed.success) throw validationError(c.var.lang, parsed.error.issues);
  return parsed.data;
}

const isEntityType = (v: string): v is (typeof auditEntityTypes)[number] =>
  (auditEntityTypes as readonly string[]).includes(v);

/** The audit log (issue 21): who changed what, when and where; written by the database, read here. */
export const auditRoutes = new ApiRoutes()
  .handle('GET /audit', async (c) => {
    const { deps, scope } = c.var;
    const q = listQuery(c);
    const page = await auditPage(deps.db, scope.businessId, q, scope.location.timezone);
    const reply: z.infer<typeof auditListReply> = { ...page, page: q.page, per_page: q.per_page };
    return c.json(reply);
  })
  .handle('GET /audit/actors', async (c) => {
    const { deps, scope } = c.var;
    const reply: z.infer<typeof auditActorsReply> = { actors: await auditActors(deps.db, scope.businessId) };
    return c.json(reply);
  })
  .handle('GET /audit/export', async (c) => {
    const { deps, scope } = c.var;
    const q = listQuery(c);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', 'attachment; filename="activity.csv"');
    c.header('cache-control', 'no-store');
    return c.body(await auditCsv(deps.db, scope.businessId, q, scope.location.timezone));
  })
  .handle('GET /audit/:entity_type/:entity_id', async (c) => {
    const { deps, scope } = c.var;
    const type = c.req.param('entity_type');
    // Not a kind of thing the log knows: no such page. Another business's id simply has no entries here.
    if (!isEntityType(type)) throw fail(404, 'notFound');
    const reply: z.infer<typeof auditEntityReply> = {
      entries: await auditOfEntity(deps.db, scope.businessId, type, c.req.param('entity_id')),
    };
    return c.json(reply);
  });
