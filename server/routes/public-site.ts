import type { PublicSiteReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { fail } from '../lib/http';
import { publicSite } from '../services/public-site';

/** The business's public site (issue 18 item 4), read by the portal's page at /s/{slug}, signed out. */
export const publicSiteRoutes = new ApiRoutes().handle('GET /public/site', async (c) => {
  const found = await publicSite(c.var.deps.db, c.req.query('slug') ?? '', c.var.deps.now());
  if (!found) throw fail(404, 'notFound');
  const reply: PublicSiteReply = found;
  return c.json(reply);
});
