import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { outboxReply } from '../../lib/contract';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** The 50 newest messages kept in the outbox (mail without SMTP), to one address when given. */
export async function listOutbox(db: Db, to: string | undefined): Promise<z.infer<typeof outboxReply>['messages']> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(50);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, created_at: r.createdAt.toISOString() }));
}
