import type { z } from 'zod';
import type { outboxReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { listOutbox } from '../services/outbox';

/** Dev-only (404 unless DEV_TOOLS=1, see the route table): the mail kept in the outbox, where e2e tests read codes. */
export const devRoutes = new ApiRoutes().handle('GET /dev/outbox', async (c) => {
  const to = c.req.query('to')?.trim().toLowerCase();
  const reply: z.infer<typeof outboxReply> = { messages: await listOutbox(c.var.deps.db, to) };
  return c.json(reply);
});
