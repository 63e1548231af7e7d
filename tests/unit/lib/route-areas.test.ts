/**
 * The route table is joined from lib/contract/routes-<area>.ts by object spread, where a row
 * written in two area files would silently keep the later one: each key must come from one file,
 * and together the files must give the table, nothing more or less.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { routeTable } from '@/lib/contract/routes';

const dir = path.join(__dirname, '../../../lib/contract');

test('each route is written in exactly one routes-<area>.ts, and the areas together are the route table', async () => {
  const files = readdirSync(dir).filter((f) => /^routes-.+\.ts$/.test(f));
  expect(files.length).toBeGreaterThan(1);
  const home = new Map<string, string>();
  const twice: string[] = [];
  for (const file of files) {
    const area = (await import(path.join(dir, file))) as Record<string, object>;
    for (const rows of Object.values(area))
      for (const key of Object.keys(rows)) {
        if (home.has(key)) twice.push(`${key}: ${home.get(key)} and ${file}`);
        home.set(key, file);
      }
  }
  expect(twice).toEqual([]);
  expect([...home.keys()].sort()).toEqual(Object.keys(routeTable).sort());
});
