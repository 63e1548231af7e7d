import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { demoDataReply, outboxReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { businesses, users } from '../db/schema';
import { fail } from '../lib/http';
import { addDemoData } from '../seed/demo';
import { listOutbox } from '../services/outbox';

/** Dev-only routes (404 unless DEV_TOOLS=1, see the route table), for e2e tests on any deployment. */
export const devRoutes = new ApiRoutes()
  // The mail kept in the outbox, where e2e tests read codes.
  .handle('GET /dev/outbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    const reply: z.infer<typeof outboxReply> = { messages: await listOutbox(c.var.deps.db, to) };
    return c.json(reply);
  })
  // The demo data set on the caller's own new business (server/seed/demo.ts addDemoData).
  .handle('POST /dev/demo-data', async (c) => {
    const { deps, scope } = c.var;
    const [business] = await deps.db.select().from(businesses).where(eq(businesses.id, scope.businessId));
    const [owner] = await deps.db.select().from(users).where(eq(users.id, scope.userId));
    const accounts = await addDemoData(
      deps.db,
      {
        id: business!.id,
        name: business!.name,
        ownerUserId: owner!.id,
        ownerName: `${owner!.firstName} ${owner!.lastName}`,
      },
      deps.now(),
    );
    if (!accounts) throw fail(409, 'demoDataNotNew');
    const { password, ...emails } = accounts;
    const reply: z.infer<typeof demoDataReply> = { accounts: emails, password };
    return c.json(reply, 201);
  });
