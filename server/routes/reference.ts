import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { businessTypesReply, countriesReply } from '../../lib/contract';
import { businessTypes, countries, states } from '../db/schema';
import type { AppEnv } from '../types';

/** Public lists used by the registration forms; no token needed. */
export const referenceRoutes = new Hono<AppEnv>()
  .get('/business-type', async (c) => {
    const rows = await c.get('deps').db.select().from(businessTypes).orderBy(asc(businessTypes.position));
    const reply: z.infer<typeof businessTypesReply> = { business_types: rows.map((r) => ({ _id: r.id, name: r.name })) };
    return c.json(reply);
  })
  .get('/country', async (c) => {
    const { db } = c.get('deps');
    const [countryRows, stateRows] = await Promise.all([
      db.select().from(countries).orderBy(asc(countries.name)),
      db.select().from(states).orderBy(asc(states.name)),
    ]);
    const reply: z.infer<typeof countriesReply> = {
      countries: countryRows.map((ct) => ({
        _id: ct.id,
        name: ct.name,
        code: ct.code,
        currency: ct.currency,
        states: stateRows.filter((s) => s.countryId === ct.id).map((s) => ({ _id: s.id, name: s.name })),
      })),
    };
    return c.json(reply);
  });
