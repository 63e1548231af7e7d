import { randomBytes } from 'node:crypto';
import { parseEnv, type Env } from '../lib/env';
import { configFromEnv, DEFAULT_LIMITS, type ServerConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { buildInstance, type ApiInstance } from './instance';
import { pgliteTemplate } from './testing-template';

export interface TestApiOptions {
  /** Over test defaults (DEV_TOOLS on, no SMTP); the process environment is not read. */
  env?: Partial<Env>;
  /** Over the derived config, e.g. `{ limits: { ...DEFAULT_LIMITS, loginEmail: { max: 2, windowMs: 60_000 } } }`. */
  config?: Partial<ServerConfig>;
  /** Seed the demo merchant (demo@, staff@, newbie@merchant.test / DemoPass123). */
  seed?: boolean;
  /** Clock used for code expiry, resend gaps and rate-limit windows. */
  now?: () => Date;
}

export type TestApi = ApiInstance;

/**
 * A fresh database per PostgreSQL test file: a new database rather than a schema because
 * drizzle-kit's migrations name the public schema, and jest runs files in parallel.
 */
async function openTestPostgres(adminUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const name = `mp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * An isolated reference API for tests: in-memory PGlite (or a throw-away database on
 * TEST_DATABASE_URL), migrated, reference data loaded, demo merchant only when `seed` is set.
 */
export async function createTestApi(opts: TestApiOptions = {}): Promise<TestApi> {
  const e: Env = { ...parseEnv({ NODE_ENV: 'test' }), DEV_TOOLS: true, SMTP_URL: undefined, ...opts.env };
  // Production limits even though DEV_TOOLS is on: tests should meet what users meet.
  const config = configFromEnv(e, { logMail: false, limits: DEFAULT_LIMITS, ...opts.config });
  const pgUrl = process.env.TEST_DATABASE_URL;
  const database = pgUrl
    ? await openTestPostgres(pgUrl)
    : await openPglite('memory://', { loadDataDir: await pgliteTemplate() });
  try {
    return await buildInstance(database, config, { seed: opts.seed, now: opts.now });
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
