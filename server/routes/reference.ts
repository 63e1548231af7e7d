import type { z } from 'zod';
import type { businessTypesReply, countriesReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { listBusinessTypes, listCountries } from '../services/reference';

/** Public lists used by the registration forms; no token needed. */
export const referenceRoutes = new ApiRoutes()
  .handle('GET /business-type', async (c) => {
    const reply: z.infer<typeof businessTypesReply> = { business_types: await listBusinessTypes(c.var.deps.db) };
    return c.json(reply);
  })
  .handle('GET /country', async (c) => {
    const reply: z.infer<typeof countriesReply> = { countries: await listCountries(c.var.deps.db) };
    return c.json(reply);
  });
