import type { z } from 'zod';
import type { cloverImportReply, integrationReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { fail } from '../lib/http';
import { CloverError, fetchCloverMenu } from '../services/clover-client';
import { importCloverMenu } from '../services/clover-import';
import { cloverAccessToken, findCloverIntegration, integrationView } from '../services/integrations';

/** The POS integration as the menu page sees it (`menu` flag, see the route table). */
export const integrationRoutes = new ApiRoutes()
  .handle('GET /integration', async (c) => {
    const { db, config } = c.var.deps;
    const reply: z.infer<typeof integrationReply> = await integrationView(db, config.clover, c.var.scope.businessId);
    return c.json(reply);
  })
  /**
   * Clover's menu into the call's location. Clover's own failures are answered 409 (never 401,
   * which would log the merchant out of the portal, nor 5xx: the portal is fine, Clover is not).
   */
  .handle('POST /integration/clover/import', async (c) => {
    const { deps, scope, lang } = c.var;
    const { db, config } = deps;
    const row = await findCloverIntegration(db, scope.businessId);
    if (!row || !config.clover.apiUrl) throw fail(409, 'cloverImportUnavailable');
    let counts;
    try {
      const token = await cloverAccessToken(db, config.clover, row);
      // Read everything first: no transaction stays open while Clover answers.
      const menu = await fetchCloverMenu({ ...config.clover, baseUrl: config.clover.apiUrl }, row.merchantId, token);
      counts = await importCloverMenu(db, scope, menu, t(lang, 'cloverOtherCategory'));
    } catch (err) {
      if (!(err instanceof CloverError)) throw err;
      console.warn(`[api] Clover import for business ${scope.businessId} failed: ${err.message}`);
      throw fail(409, err.kind === 'auth' ? 'cloverAuthFailed' : 'cloverUnreachable');
    }
    const reply: z.infer<typeof cloverImportReply> = { message: t(lang, 'cloverImported', { ...counts }), ...counts };
    return c.json(reply);
  });
