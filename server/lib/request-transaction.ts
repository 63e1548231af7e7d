import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { RouteRule } from '../../lib/contract';
import type { Db } from '../db/client';
import { createMailer } from '../mail';
import type { AppEnv, Deps } from '../types';

/**
 * Every write request of the reference API runs in one transaction (issue 21): the audit trigger
 * (migration 0024) reads who, from where and when out of `audit.*` settings local to it, and a
 * request that fails leaves neither its changes nor their records. Services' own transactions
 * become savepoints of it.
 */

/** Whether a route changes something: any write method, and the GETs the route table marks. */
export const isWriteRoute = (method: string, rule: RouteRule) => method !== 'GET' || !!rule.stateChangingGet;

/**
 * Whether the request runs in one transaction: every business write, but not the dev tools. They
 * write no business change anyone audits (demo data pauses the audit), and demo data is written in
 * short transactions of its own: wrapped in one, it held PGlite (one transaction at a time) for
 * seconds and every other request of a parallel e2e run waited behind it.
 */
export const runsInRequestTransaction = (method: string, rule: RouteRule) =>
  isWriteRoute(method, rule) && !('devOnly' in rule && rule.devOnly);

/** Who and where, as the audit trigger reads them; no user for public calls (the system). */
export interface AuditActor {
  userId: string | null;
  role: string | null;
  businessId: string | null;
  locationId: string | null;
}

/** Read off the route's scope (server/scope.ts): a member's, a signed-in user's, or the public's. */
export function actorOf(scope: object): AuditActor {
  const s = scope as Partial<{
    userId: string;
    role: string;
    businessId: string;
    locationId: string;
    membership: { role: string; businessId: string } | null;
  }>;
  return {
    userId: s.userId ?? null,
    role: s.role ?? s.membership?.role ?? null,
    businessId: s.businessId ?? s.membership?.businessId ?? null,
    locationId: s.locationId ?? null,
  };
}

/**
 * Writes that must stay even when the request fails: a refused attempt still counts against its
 * rate limit. Registered on the request's transaction, run again on the database after rollback.
 */
const kept = new WeakMap<Db, Array<(db: Db) => Promise<unknown>>>();

export function keepWhenRolledBack(db: Db, work: (db: Db) => Promise<unknown>): void {
  kept.get(db)?.push(work);
}

/** Settings of the audit trigger, local to the transaction; the name as the business knows the member. */
export async function setAuditContext(tx: Db, actor: AuditActor, at: Date): Promise<void> {
  await tx.execute(sql`select
    set_config('audit.user_id', ${actor.userId ?? ''}, true),
    set_config('audit.user_name', coalesce(
      (select nullif(trim(first_name || ' ' || last_name), '') from staff
        where user_id = ${actor.userId ?? ''} and business_id = ${actor.businessId ?? ''}),
      (select trim(first_name || ' ' || last_name) from users where id = ${actor.userId ?? ''}), ''), true),
    set_config('audit.role', ${actor.role ?? ''}, true),
    set_config('audit.business_id', ${actor.businessId ?? ''}, true),
    set_config('audit.location_id', ${actor.locationId ?? ''}, true),
    set_config('audit.at', ${at.toISOString()}, true)`);
}

const failed = <E extends AppEnv>(c: Context<E>) => !!c.error || c.res.status >= 400;

/**
 * Runs the rest of the request (`next`: the handler) in a transaction of `c.var.deps.db`, handing
 * the handler deps on it (the outbox mailer too: on PGlite a write outside the open transaction
 * would wait for it forever). Hono turns a thrown error into a response before `next` returns, so
 * the outcome is read off the context: a failure rolls everything back, then the kept writes run.
 */
export async function inRequestTransaction<E extends AppEnv>(
  c: Context<E>,
  actor: AuditActor,
  next: () => Promise<void>,
): Promise<void> {
  const deps: Deps = c.var.deps;
  const replays: Array<(db: Db) => Promise<unknown>> = [];
  try {
    await deps.db.transaction(async (tx) => {
      kept.set(tx, replays);
      await setAuditContext(tx, actor, deps.now());
      const mailer = deps.config.smtpUrl ? deps.mailer : await createMailer(tx, deps.config);
      c.set('deps', { ...deps, db: tx, mailer });
      try {
        await next();
      } finally {
        c.set('deps', deps);
      }
      if (failed(c)) tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
    for (const work of replays) await work(deps.db);
  }
}

/**
 * The demo seed writes thousands of rows that are nobody's change: the audit trigger records
 * nothing for the rest of the transaction `tx`.
 */
export async function pauseAudit(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('audit.off', 'on', true)`);
}
