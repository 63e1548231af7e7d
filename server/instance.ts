import { createApp } from './app';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/client';
import { ensureReferenceData } from './db/reference-data';
import { createMailer } from './mail';
import { seedDemoIfEmpty } from './seed/demo';
import { pruneRateLimits } from './services/rate-limit';
import { pruneOld, schedulePruning } from './services/retention';
import type { Deps } from './types';

export interface ApiInstance {
  fetch(req: Request): Promise<Response>;
  db: Db;
  deps: Deps;
  /** The database was empty and got the demo seed (a first start), rather than data of its own. */
  seeded: boolean;
  close(): Promise<void>;
}

/** Reference data, optional demo seed, then the Hono app over an opened and migrated database. */
export async function buildInstance(
  database: Database,
  config: ServerConfig,
  opts: { seed?: boolean; now?: () => Date } = {},
): Promise<ApiInstance> {
  const { db } = database;
  await ensureReferenceData(db);
  const seeded = opts.seed ? await seedDemoIfEmpty(db, opts.now?.()) : false;
  const deps: Deps = { db, config, mailer: await createMailer(db, config), now: opts.now ?? (() => new Date()) };
  await pruneRateLimits(deps);
  // The audit log and the order stream's events are kept for their retention (issue 21).
  await pruneOld(db, deps.now(), config.retention);
  const stopPruning = schedulePruning(db, deps.now, config.retention);
  const app = createApp(deps);
  return {
    fetch: async (req) => app.fetch(req),
    db,
    deps,
    seeded,
    close: () => {
      stopPruning();
      return database.close();
    },
  };
}
