import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { logger } from '../../lib/log/logger';
import * as schema from './schema';

/**
 * The drizzle handle services take: PGlite, node-postgres, and a transaction on either (drizzle's
 * PgTransaction extends PgDatabase), so a service runs inside its caller's transaction unchanged.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function migrationsFolder(): string {
  return path.join(process.cwd(), 'server/db/migrations');
}

/**
 * Embedded PostgreSQL. `memory://` gives a throw-away database (tests); any other value is a
 * folder, created first because PGlite does not create missing parents. Only one process may
 * hold a folder at a time. `loadDataDir` starts from a dump instead of running initdb (seconds).
 */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}) {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes (order history search); PostgreSQL has it in its contrib, created by a migration.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dataDir, { loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  const database: Database & { client: typeof client } = { db, kind: 'pglite', client, close: () => client.close() };
  return database;
}

/** Advisory lock key so that several instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_314_002;

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  // drizzle's migrator takes no lock; a dedicated connection holds one for the whole run.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: migrator }), { migrationsFolder: migrationsFolder() });
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    await migrator.end();
  }

  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => logger().error({ src: 'db', err }, 'idle client error'));
  const db = drizzle({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}
