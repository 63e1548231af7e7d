import { lt } from 'drizzle-orm';
import type { RetentionConfig } from '../config';
import type { Db } from '../db/client';
import { auditLog, orderEvents } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Once a day while the API runs (and once at start). */
export const PRUNE_EVERY_MS = DAY_MS;

/**
 * Deletes audit entries older than `auditDays` and order events older than `orderEventsDays`
 * (issue 21). A board resuming from a pruned Last-Event-ID simply reads the events that are left:
 * GET order/stream asks for ids after it, never for the id itself.
 */
export async function pruneOld(
  db: Db,
  now: Date,
  config: RetentionConfig,
): Promise<{ auditEntries: number; orderEvents: number }> {
  const auditBefore = new Date(now.getTime() - config.auditDays * DAY_MS);
  const eventsBefore = new Date(now.getTime() - config.orderEventsDays * DAY_MS);
  const audit = await db.delete(auditLog).where(lt(auditLog.at, auditBefore)).returning({ id: auditLog.id });
  const events = await db
    .delete(orderEvents)
    .where(lt(orderEvents.createdAt, eventsBefore))
    .returning({ id: orderEvents.id });
  return { auditEntries: audit.length, orderEvents: events.length };
}

/**
 * Prunes now and then every day; the timer does not keep the process alive. Returns the stop
 * function. A failed run is logged and the next day's tries again.
 */
export function schedulePruning(db: Db, now: () => Date, config: RetentionConfig): () => void {
  const run = () =>
    pruneOld(db, now(), config).catch((err: unknown) => console.error('[retention] pruning failed:', err));
  const timer = setInterval(() => void run(), PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
