import type { z } from 'zod';
import type { gettingStartedReply, locationsReply, userReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { fail } from '../lib/http';
import { queryId } from '../scope';
import { buildAccount, gettingStarted, loadBusiness } from '../services/account';
import { loadVisibleLocations, pickLocation } from '../services/locations';

export const accountRoutes = new ApiRoutes()
  /** `?location=<id>` selects one of the caller's visible locations (404 for any other id). */
  .handle('GET /user', async (c) => {
    const { deps, scope } = c.var;
    const { membership } = scope;
    const requested = queryId(c, 'location');
    let opts = {};
    if (membership) {
      const visible = await loadVisibleLocations(deps.db, membership);
      const location = pickLocation(visible, requested);
      if (location === undefined) throw fail(404, 'locationNotFound');
      opts = { visible, location };
    } else if (requested) {
      throw fail(404, 'locationNotFound');
    }
    const reply: z.infer<typeof userReply> = await buildAccount(deps.db, scope.userId, membership, opts);
    return c.json(reply);
  })
  .handle('GET /getting-started', async (c) => {
    const reply: z.infer<typeof gettingStartedReply> = {
      getting_started: gettingStarted(await loadBusiness(c.var.deps.db, c.var.scope.businessId)),
    };
    return c.json(reply);
  })
  /** The locations the caller may see: all of them for the owner, the assigned ones for staff. */
  .handle('GET /location', async (c) => {
    const reply: z.infer<typeof locationsReply> = { locations: await loadVisibleLocations(c.var.deps.db, c.var.scope) };
    return c.json(reply);
  });
