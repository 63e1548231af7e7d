import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { gettingStartedReply, userReply } from '../../lib/contract';
import { businesses } from '../db/schema';
import { requireAuth, requireBusiness } from '../middleware';
import { buildAccount, gettingStarted } from '../services/account';
import type { AppEnv } from '../types';

export const accountRoutes = new Hono<AppEnv>()
  .get('/user', requireAuth, async (c) => {
    const reply: z.infer<typeof userReply> = await buildAccount(c.get('deps').db, c.get('auth').userId, c.get('membership'));
    return c.json(reply);
  })
  .get('/getting-started', requireAuth, requireBusiness, async (c) => {
    const [row] = await c.get('deps').db.select().from(businesses).where(eq(businesses.id, c.get('membership')!.businessId));
    const reply: z.infer<typeof gettingStartedReply> = { getting_started: gettingStarted(row!) };
    return c.json(reply);
  });
