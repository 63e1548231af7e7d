import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { gettingStartedReply, locationsReply, userReply } from '../../lib/contract';
import { businesses } from '../db/schema';
import { fail } from '../lib/http';
import { requireAuth, requireBusiness } from '../middleware';
import { buildAccount, gettingStarted } from '../services/account';
import { pickLocation, requestedLocation, visibleLocations } from '../services/locations';
import type { AppEnv } from '../types';

export const accountRoutes = new Hono<AppEnv>()
  /** `?location=<id>` selects one of the caller's visible locations (404 for any other id). */
  .get('/user', requireAuth, async (c) => {
    const { db } = c.get('deps');
    const membership = c.get('membership');
    const requested = requestedLocation(c);
    let opts = {};
    if (membership) {
      const visible = await visibleLocations(c);
      const location = pickLocation(visible, requested);
      if (location === undefined) throw fail(c, 404, 'locationNotFound');
      opts = { visible, location };
    } else if (requested) {
      throw fail(c, 404, 'locationNotFound');
    }
    const reply: z.infer<typeof userReply> = await buildAccount(db, c.get('auth').userId, membership, opts);
    return c.json(reply);
  })
  .get('/getting-started', requireAuth, requireBusiness, async (c) => {
    const [row] = await c.get('deps').db.select().from(businesses).where(eq(businesses.id, c.get('membership')!.businessId));
    const reply: z.infer<typeof gettingStartedReply> = { getting_started: gettingStarted(row!) };
    return c.json(reply);
  })
  /** The locations the caller may see: all of them for the owner, the assigned ones for staff. */
  .get('/location', requireAuth, requireBusiness, async (c) => {
    const reply: z.infer<typeof locationsReply> = { locations: await visibleLocations(c) };
    return c.json(reply);
  });
