import path from 'node:path';
import { env } from '../lib/env';
import { logger } from '../lib/log/logger';
import { configFromEnv } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireFolderLock } from './db/lock';
import { buildInstance, type ApiInstance } from './instance';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo';

export interface ReferenceApi {
  fetch(req: Request): Promise<Response>;
}

// On globalThis because Next can evaluate this module more than once in one process (route
// handlers, instrumentation, server components); PGlite must be opened exactly once.
const KEY = Symbol.for('merchant-portal.reference-api');
type Holder = { [KEY]?: Promise<ApiInstance> };
const holder = globalThis as Holder;

/** The PGlite folder inside DATA_DIR (uploads will sit beside it). */
export function pgliteDir(dataDir = env().DATA_DIR): string {
  return path.resolve(dataDir, 'pglite');
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export async function openConfiguredDatabase(): Promise<Database> {
  const e = env();
  if (e.DATABASE_URL) return openPostgres(e.DATABASE_URL);
  const dir = pgliteDir(e.DATA_DIR);
  const release = acquireFolderLock(dir);
  try {
    const database = await openPglite(dir);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Where the data lives, for the start-up line: the PGlite folder, or the PostgreSQL server (no credentials). */
function databasePlace(): string {
  const e = env();
  if (!e.DATABASE_URL) return pgliteDir(e.DATA_DIR);
  const url = new URL(e.DATABASE_URL);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function start(): Promise<ApiInstance> {
  const database = await openConfiguredDatabase();
  try {
    const seed = env().SEED_DEMO;
    const api = await buildInstance(database, configFromEnv(env()), { seed });
    // One line per start, so the log says whether this is a fresh database or the existing data.
    logger().info(
      { src: 'db' },
      api.seeded
        ? `created ${databasePlace()} and seeded the demo: ${Object.values(DEMO_USERS).join(', ')} (password ${DEMO_PASSWORD})`
        : seed
          ? `opened ${databasePlace()} (existing data, not seeded)`
          : `opened ${databasePlace()} (SEED_DEMO off: no demo accounts are created)`,
    );
    return api;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

/**
 * The process-wide reference API: database opened, migrated and seeded on first call. A failed
 * start is forgotten so the next call retries instead of caching the error forever.
 */
export function getReferenceApi(): Promise<ReferenceApi> {
  if (!holder[KEY]) {
    holder[KEY] = start().catch((err: unknown) => {
      delete holder[KEY];
      throw err;
    });
  }
  return holder[KEY];
}

/** Closes the database (PGlite flushes to disk); for graceful shutdown of `npm run api` or Next. */
export async function closeReferenceApi(): Promise<void> {
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending.catch(() => undefined))?.close();
}
