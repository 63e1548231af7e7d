import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openPglite } from './db/client';
import { ensureReferenceData } from './db/reference-data';

/**
 * PGlite's initdb takes 4-8 s per database, which dominates a test file. The first test file
 * builds a migrated database with reference data, dumps it to the temp folder, and every later
 * one loads that dump (under a second). The file name hashes the migrations, the reference
 * data and the PGlite version, so a schema change, new plans or an upgrade build a new template.
 */
async function templateFile(): Promise<string> {
  const dir = migrationsFolder();
  const hash = createHash('sha1');
  for (const name of (await readdir(dir, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(await readFile(path.join(dir, name)));
  }
  hash.update(await readFile(path.join(process.cwd(), 'server/db/reference-data.ts')));
  const pkg = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  hash.update(await readFile(pkg).catch(() => Buffer.from('unknown')));
  return path.join(os.tmpdir(), `merchant-portal-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function pgliteTemplate(): Promise<Blob> {
  const file = await templateFile();
  const type = 'application/x-tar';
  try {
    return new Blob([await readFile(file)], { type });
  } catch {
    /* not built yet */
  }
  const database = await openPglite('memory://');
  try {
    await ensureReferenceData(database.db);
    const dump = await database.client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written aside then renamed: parallel jest workers never read a half-written file.
    const tmp = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
    return new Blob([bytes], { type });
  } finally {
    await database.close();
  }
}
