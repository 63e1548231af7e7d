/**
 * Runs once when the Node server starts: a bad environment stops it with a message naming the
 * variable, and the embedded database is opened and migrated before the first request instead
 * of during it (a fresh PGlite folder takes seconds).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env, EnvError } = await import('./lib/env');
  let upstream: string | undefined;
  try {
    upstream = env().UPSTREAM_API_URL;
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(`\n${err.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw err;
  }
  if (!upstream) {
    const { getReferenceApi } = await import('./server');
    await getReferenceApi();
  }
}
