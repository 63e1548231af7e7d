import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { outboxReply } from '../../lib/contract';
import { outbox } from '../db/schema';
import { fail } from '../lib/http';
import type { AppEnv } from '../types';

/** Dev-only: the mail kept in the outbox (e2e tests read codes here). 404 unless DEV_TOOLS=1. */
export const devRoutes = new Hono<AppEnv>()
  .use('/dev/*', async (c, next) => {
    if (!c.get('deps').config.devTools) throw fail(c, 404, 'notFound');
    await next();
  })
  .get('/dev/outbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const rows = await c
      .get('deps')
      .db.select()
      .from(outbox)
      .where(to ? eq(outbox.to, to) : undefined)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(50);
    const reply: z.infer<typeof outboxReply> = {
      messages: rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, created_at: r.createdAt.toISOString() })),
    };
    return c.json(reply);
  });
