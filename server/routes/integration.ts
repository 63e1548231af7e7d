import type { z } from 'zod';
import {
  cloverLinkRequest,
  paymentConnectRequest,
  type cloverImportReply,
  type integrationReply,
  type paymentConnectReply,
} from '../../lib/contract';
import { logger } from '../../lib/log/logger';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { fail, fieldFail, readBody } from '../lib/http';
import { CloverError, fetchCloverMenu, verifyCloverMerchant } from '../services/clover-client';
import { importCloverMenu } from '../services/clover-import';
import {
  cloverAccessToken,
  findCloverIntegration,
  integrationView,
  linkClover,
  unlinkClover,
} from '../services/integrations';
import { connectPayment, disconnectPayment, paymentStatus } from '../services/payments';

/** The POS integration (the menu page's import, /settings/pos) and the payment provider (/settings/integrations). */
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
      logger().warn(
        { src: 'api', requestId: c.var.requestId, businessId: scope.businessId, reason: err.message },
        'clover import failed',
      );
      throw fail(409, err.kind === 'auth' ? 'cloverAuthFailed' : 'cloverUnreachable');
    }
    const reply: z.infer<typeof cloverImportReply> = { message: t(lang, 'cloverImported', { ...counts }), ...counts };
    return c.json(reply);
  })
  /**
   * Links Clover once Clover says the token may read that merchant: a refused token or an unknown
   * merchant is an error on its field and nothing is stored. Without a Clover API configured the
   * link cannot be checked, so it is refused (as the import is not offered then).
   */
  .handle('POST /integration/clover', async (c) => {
    const body = await readBody(c, cloverLinkRequest);
    const { config } = c.var.deps;
    if (!config.clover.apiUrl) throw fail(409, 'cloverLinkUnavailable');
    try {
      await verifyCloverMerchant(
        { ...config.clover, baseUrl: config.clover.apiUrl },
        body.merchant_id,
        body.access_token,
      );
    } catch (err) {
      if (!(err instanceof CloverError)) throw err;
      if (err.kind === 'auth') throw fieldFail('access_token', 'cloverTokenRefused');
      if (err.kind === 'unknown') throw fieldFail('merchant_id', 'cloverMerchantUnknown');
      logger().warn(
        { src: 'api', requestId: c.var.requestId, businessId: c.var.scope.businessId, reason: err.message },
        'clover link check failed',
      );
      throw fail(409, 'cloverUnreachable');
    }
    await linkClover(c.var.deps.db, c.var.scope.businessId, body.merchant_id, body.access_token);
    return c.json({ message: t(c.var.lang, 'cloverLinked') });
  })
  .handle('DELETE /integration/clover', async (c) => {
    if (!(await unlinkClover(c.var.deps.db, c.var.scope.businessId))) throw fail(404, 'cloverNotLinked');
    return c.json({ message: t(c.var.lang, 'cloverUnlinked') });
  })
  .handle('GET /payment-provider', async (c) => c.json(await paymentStatus(c.var.deps.db, c.var.scope.businessId)))
  .handle('POST /payment-provider', async (c) => {
    const { deps, scope, lang } = c.var;
    await connectPayment(deps.db, scope.businessId, await readBody(c, paymentConnectRequest));
    const reply: z.infer<typeof paymentConnectReply> = {
      ...(await paymentStatus(deps.db, scope.businessId)),
      message: t(lang, 'paymentConnected'),
    };
    return c.json(reply);
  })
  .handle('DELETE /payment-provider', async (c) => {
    const { deps, scope, lang } = c.var;
    await disconnectPayment(deps.db, scope.businessId);
    return c.json({ ...(await paymentStatus(deps.db, scope.businessId)), message: t(lang, 'paymentDisconnected') });
  });
