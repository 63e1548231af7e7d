// Lints each fixture as if it stood at the path given (argv: JSON [[fixture, path], …]) with the
// project's own eslint.config.mjs, and prints JSON {path: [ruleId, …]}. Runs in its own process:
// ESLint loads its flat config with import(), which jest's module sandbox does not allow.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const cases = JSON.parse(process.argv[2]);
// ignore: false so the fixtures folder, ignored by `npm run lint`, is linted here.
const eslint = new ESLint({ cwd: root, ignore: false });
// import/no-cycle reads the linted file from disk, which a fixture linted under another path is
// not; those cases check the other rules, and the cycle fixtures are linted where they are.
const elsewhere = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const out = {};
for (const [fixture, as] of cases) {
  const file = path.join(import.meta.dirname, 'fixtures', fixture);
  const [result] = as
    ? await elsewhere.lintText(await readFile(file, 'utf8'), { filePath: path.join(root, as) })
    : await eslint.lintFiles([file]);
  out[as ?? fixture] = result.messages.map((m) => m.ruleId ?? m.message);
}
process.stdout.write(JSON.stringify(out));
