import type { z } from 'zod';
import { pauseEnd, servicesOf, storeAvailabilityRequest, type storeAvailabilityReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { fieldFail, readBody } from '../lib/http';
import { pauseServices, resumeServices } from '../services/store-availability';
import { loadStoreAvailability } from '../services/store-schedule';

type Reply = z.infer<typeof storeAvailabilityReply>;

/**
 * Pausing ordering (issue 12 item 6). Every member reads the pauses (the top bar's chip shows on
 * every page); changing them takes `setup`. A pause ends by itself: the loader ignores ended rows.
 */
export const storeAvailabilityRoutes = new ApiRoutes()
  .handle('GET /location/store-availability', async (c) => {
    const { deps, scope } = c.var;
    const reply: Reply = { store_availability: await loadStoreAvailability(deps.db, scope.locationId, deps.now()) };
    return c.json(reply);
  })
  .handle('POST /location/store-availability', async (c) => {
    const { deps, scope } = c.var;
    const body = await readBody(c, storeAvailabilityRequest);
    const now = deps.now();
    const services = servicesOf(body.services);
    const at = { businessId: scope.businessId, locationId: scope.locationId };
    if (body.pause === null) await resumeServices(deps.db, at, services);
    else {
      const end = pauseEnd(body.pause, now, scope.location.timezone);
      if (!end) throw fieldFail('pause', 'pauseEndInvalid');
      await pauseServices(deps.db, at, services, end, body.message);
    }
    const reply: Reply = { store_availability: await loadStoreAvailability(deps.db, scope.locationId, now) };
    return c.json(reply);
  });
