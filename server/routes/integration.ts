import { Hono } from 'hono';
import type { z } from 'zod';
import type { cloverImportReply, integrationReply } from '../../lib/contract';
import { t } from '../i18n';
import { fail } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { CloverError, fetchCloverMenu } from '../services/clover-client';
import { importCloverMenu } from '../services/clover-import';
import { cloverAccessToken, findCloverIntegration, integrationView } from '../services/integrations';
import { menuScope } from '../services/menu-access';
import type { AppEnv } from '../types';

/**
 * Both calls need the `menu` flag: the menu page reads GET integration to offer the Clover
 * import, and the import writes the menu. (The `integrations` flag is for connecting POS
 * systems in settings, which this API does not do yet.)
 */
const menuAccess = requirePermission('menu');

export const integrationRoutes = new Hono<AppEnv>()
  .get('/integration', requireAuth, menuAccess, async (c) => {
    const { db, config } = c.get('deps');
    const reply: z.infer<typeof integrationReply> = await integrationView(db, config.clover, c.get('membership')!.businessId);
    return c.json(reply);
  })
  /**
   * Clover's menu into the call's location. Clover's own failures are answered 409 (never 401,
   * which would log the merchant out of the portal, nor 5xx: the portal is fine, Clover is not).
   */
  .post('/integration/clover/import', requireAuth, menuAccess, async (c) => {
    const { db, config } = c.get('deps');
    const scope = await menuScope(c);
    const row = await findCloverIntegration(db, scope.businessId);
    if (!row || !config.clover.apiUrl) throw fail(c, 409, 'cloverImportUnavailable');
    const lang = c.get('lang');
    let counts;
    try {
      const token = await cloverAccessToken(db, config.clover, row);
      // Read everything first: no transaction stays open while Clover answers.
      const menu = await fetchCloverMenu({ ...config.clover, baseUrl: config.clover.apiUrl }, row.merchantId, token);
      counts = await importCloverMenu(db, scope, menu, t(lang, 'cloverOtherCategory'));
    } catch (err) {
      if (!(err instanceof CloverError)) throw err;
      console.warn(`[api] Clover import for business ${scope.businessId} failed: ${err.message}`);
      throw fail(c, 409, err.kind === 'auth' ? 'cloverAuthFailed' : 'cloverUnreachable');
    }
    const reply: z.infer<typeof cloverImportReply> = { message: t(lang, 'cloverImported', { ...counts }), ...counts };
    return c.json(reply);
  });
