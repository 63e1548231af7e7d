import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../db/client';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A load balancer asks every few seconds; a database that hangs must not hang the answer. */
const DEFAULT_TIMEOUT_MS = 3000;

/** The migrations this code expects: drizzle-kit's journal, one entry per file, `when` as drizzle records it. */
async function expectedMigrations(): Promise<{ tag: string; when: number }[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** drizzle's own record of what it applied: `created_at` is the journal's `when` of each migration. */
async function appliedMigrations(db: Db): Promise<Set<number>> {
  const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number | bigint }[];
  };
  return new Set(result.rows.map((r) => Number(r.created_at)));
}

async function check(db: Db): Promise<Readiness & { error?: unknown }> {
  let expected: { tag: string; when: number }[];
  try {
    expected = await expectedMigrations();
  } catch (error) {
    return { ready: false, reason: 'migration journal unreadable', error };
  }
  let applied: Set<number>;
  try {
    applied = await appliedMigrations(db);
  } catch (err) {
    // 42P01/3F000: no migrations table or schema, i.e. a database never migrated.
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return { ready: false, reason: 'migrations not applied' };
    throw err;
  }
  // Only missing ones count: a newer instance may already have migrated further during a rolling deploy.
  const missing = expected.filter((m) => !applied.has(m.when)).map((m) => m.tag);
  return missing.length ? { ready: false, reason: `migrations not applied: ${missing.join(', ')}` } : { ready: true };
}

/**
 * Ready to serve: the database answers within `timeoutMs` and every migration of
 * server/db/migrations is recorded as applied. A failure's detail is for the log, not the reason
 * (which a public endpoint shows): the reason only says what is wrong.
 */
export async function readiness(db: Db, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Readiness & { error?: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Readiness & { error?: unknown }>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'database did not answer in time' }), timeoutMs);
  });
  try {
    return await Promise.race([
      check(db).catch((error: unknown) => ({ ready: false as const, reason: 'database unreachable', error })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
