// Lints each fixture as if it stood at the path given (argv: JSON [[fixture, path], …]) with the
// project's own eslint.config.mjs, and prints JSON {path: [ruleId, …]}. Runs in its own process:
// ESLint loads its flat config with import(), which jest's module sandbox does not allow.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const cases = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: root });
const out = {};
for (const [fixture, as] of cases) {
  const file = path.join(import.meta.dirname, 'fixtures', fixture);
  const [result] = await eslint.lintText(await readFile(file, 'utf8'), { filePath: path.join(root, as) });
  out[as] = result.messages.map((m) => m.ruleId ?? m.message);
}
process.stdout.write(JSON.stringify(out));
