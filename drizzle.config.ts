import { defineConfig } from 'drizzle-kit';

// One set of migrations for PGlite and PostgreSQL; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
