import { rm } from 'node:fs/promises';
import { env } from '../../lib/env';
import { openPostgres } from '../db/client';
import { folderLockOwner } from '../db/lock';
import { ensureReferenceData } from '../db/reference-data';
import { openConfiguredDatabase, pgliteDir } from '../index';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo';

/**
 * `npm run db:reset`: wipes the data, migrates, seeds the demo merchant. Stop the app first:
 * PGlite is single-process, and this refuses while another live process holds the folder.
 */
async function main() {
  const e = env();
  if (e.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: e.DATABASE_URL });
    await client.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    } finally {
      await client.end();
    }
    console.log('[db:reset] dropped every table of the PostgreSQL database');
    const database = await openPostgres(e.DATABASE_URL);
    await ensureReferenceData(database.db);
    await seedDemo(database.db);
    await database.close();
  } else {
    const dir = pgliteDir(e.DATA_DIR);
    const owner = folderLockOwner(dir);
    if (owner)
      throw new Error(
        `${dir} is in use by process ${owner}: stop the app (npm start / npm run dev / npm run api) first.`,
      );
    await rm(dir, { recursive: true, force: true });
    console.log(`[db:reset] removed ${dir}`);
    const database = await openConfiguredDatabase();
    await ensureReferenceData(database.db);
    await seedDemo(database.db);
    await database.close();
  }
  console.log(`[db:reset] migrated and seeded: ${Object.values(DEMO_USERS).join(', ')} (password ${DEMO_PASSWORD})`);
}

main().catch((err: unknown) => {
  console.error(`[db:reset] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
